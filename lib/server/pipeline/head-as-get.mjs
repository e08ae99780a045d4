// @ts-check
/**
 * Stage: a HEAD of a document is rendered as its GET, and Node sends the head alone.
 *
 * Next answers a HEAD with its head and no body, so the stages that read the page (the script deferral,
 * the script hashes, compression) would have nothing to work on: the HEAD would go out with the document
 * policy, no entity tag and no length, unlike the GET a shared cache compares it with. HTTP wants the same
 * header fields for both (RFC 9110, section 9.3.2). Node's response already knows it answers a HEAD (it
 * was made for one), so it sends no body whatever Next writes; the request goes on as a GET, and its
 * policy, ETag, Content-Length, Content-Encoding and Cache-Control are the GET's, and so is a 304.
 * A HEAD of anything else (a file, an API route, Next's own assets) is left as it came.
 */
import { isDocumentGet } from './documents.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

/** @param {IncomingMessage} request */
export function headAsGet(request) {
  if (request.method !== 'HEAD') return;
  if (isDocumentGet({ method: 'GET', url: request.url, headers: request.headers })) request.method = 'GET';
}
