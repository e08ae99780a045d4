// @ts-check
/**
 * The length of a file a route streams (docs/uploads.md, Serving a stored document). Next drops the
 * Content-Length of a route handler's Response (next/dist/server/send-response.js, FORBIDDEN_HEADERS),
 * so a stored PDF would go out chunked: no size in the browser's download bar, no progress. The route names the length
 * in this header instead, and the server pipeline turns it back into Content-Length
 * (pipeline/file-length.mjs). Plain JavaScript: server.mjs runs unbuilt.
 */
export const FILE_LENGTH_HEADER = 'x-file-length';
