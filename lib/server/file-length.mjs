// @ts-check
/**
 * Headers of a reply that Next drops from a route handler's Response (next/dist/server/send-response.js,
 * FORBIDDEN_HEADERS), named by the route in private headers instead; the server pipeline turns them back
 * into the real ones (pipeline/file-length.mjs). Plain JavaScript: server.mjs runs unbuilt.
 *
 * - FILE_LENGTH_HEADER: the length of a file a route streams (docs/uploads.md, Serving a stored
 *   document). Without it a stored PDF would go out chunked: no size in the browser's download bar, no
 *   progress.
 * - FILE_ENCODING_HEADER: `gzip`, for a reply a route keeps gzipped (docs/operations.md, Price history).
 *   The route sends it with `Cache-Control: …, no-transform`, which Next's compression leaves alone, so
 *   the bytes are gzipped once and never twice.
 */
export const FILE_LENGTH_HEADER = 'x-file-length';
export const FILE_ENCODING_HEADER = 'x-file-encoding';
