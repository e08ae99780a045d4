// @ts-check
/**
 * The HTML cache's record of a render: the body as readers get it (after the script deferral's
 * rewrite, before compression: the 'record' layer of intercept.mjs), kept up to the page size limit,
 * becomes the stored page when the response finishes. A response that cannot become a page (not
 * 200 text/html, or with a cookie) is not recorded at all, and its body passes untouched.
 */
import { interceptResponse } from '../intercept.mjs';
import { headerText, mayStore, pageOf } from './page.mjs';

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./page.mjs').CachedPage} CachedPage */

/**
 * Records what is sent in `response` and ends the render with the page when the response ends.
 * @param {import('../../page-store.mjs').Render<CachedPage>} render
 * @param {ServerResponse} response
 * @param {number} maxPageBytes larger pages are not stored
 */
export function recordRender(render, response, maxPageBytes) {
  /** @type {Buffer[] | null} null: nothing to store */
  let chunks = null;
  /** The content coding of the body where it is recorded (Next's own, should it have compressed). */
  /** @type {string | undefined} */
  let encoding;
  let size = 0;
  interceptResponse(response).filterBody('record', () => {
    if (!mayStore(response)) return null;
    encoding = headerText(response.getHeader('content-encoding'))[0];
    /** @type {Buffer[]} */
    const kept = [];
    chunks = kept;
    return (next) => ({
      write(chunk) {
        size += chunk.length;
        if (size > maxPageBytes) chunks = null;
        else kept.push(chunk);
        return next.write(chunk);
      },
      end: (callback) => next.end(callback),
    });
  });
  response.once('finish', () => render.finish(chunks ? pageOf(response, chunks, encoding) : null));
  response.once('close', () => (response.writableFinished ? undefined : render.abandon()));
}
