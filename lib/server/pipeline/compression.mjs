// @ts-check
/**
 * Stage: gzip of the pages this server rewrites. The script deferral and script hashes stages read a
 * page's text, so Next must send it uncompressed: for a GET of a document the request's Accept-Encoding
 * is taken away before Next sees it, and the page (after the deferral's rewrite and the hashes' seal:
 * the 'encode' layer of intercept.mjs) is gzipped here for clients that take gzip, flushed as Next
 * flushes when nothing holds the page. Anything else Next answers (a redirect, a file, an RSC payload)
 * keeps Next's own compression. The page's weak ETag (script-hashes.mjs) names both copies.
 * Dev mode: off, with the deferral (Next compresses as it does under `next dev`).
 */
import { createGzip, constants as zlib } from 'node:zlib';
import { isDocumentGet } from './documents.mjs';
import { interceptResponse } from './intercept.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * Whether the client takes gzip (q above 0, directly or through *).
 * @param {string | string[] | undefined} header
 */
export function acceptsGzip(header) {
  if (!header) return false;
  let star = false;
  for (const part of String(header).toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return accepted;
    if (coding === '*') star = accepted;
  }
  return star;
}

/**
 * Whether the response is an HTML page this server may rewrite and compress: text/html, not already
 * encoded, head not yet sent.
 * @param {ServerResponse} response
 */
export function isPlainHtml(response) {
  return (
    String(response.getHeader('content-type') ?? '').startsWith('text/html') &&
    response.getHeader('content-encoding') === undefined &&
    !response.headersSent
  );
}

/**
 * The stage: Next is asked for the page uncompressed, and it is gzipped on its way out.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function compressDocument(request, response) {
  if (!isDocumentGet(request)) return;
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  delete request.headers['accept-encoding'];
  const interception = interceptResponse(response);
  // A head revision, not the encode layer's: a 304 (which never reaches that layer) names it too, as
  // the 200 it stands for does.
  interception.onHead(() => {
    if (!isPlainHtml(response)) return;
    const vary = String(response.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary))
      response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  });
  interception.filterBody('encode', () => {
    if (!gzip || !isPlainHtml(response)) return null;
    response.removeHeader('content-length');
    response.setHeader('content-encoding', 'gzip');
    return (next) => {
      const zip = createGzip();
      zip.on('data', (data) => next.write(data));
      let flushQueued = false;
      return {
        write(chunk) {
          zip.write(chunk);
          if (!flushQueued) {
            flushQueued = true;
            // One flush per turn of the event loop: what Next wrote together goes out together.
            setImmediate(() => {
              flushQueued = false;
              if (!zip.writableEnded) zip.flush(zlib.Z_SYNC_FLUSH);
            });
          }
          return true;
        },
        end(callback) {
          zip.once('end', () => next.end(callback));
          zip.end();
        },
      };
    };
  });
}
