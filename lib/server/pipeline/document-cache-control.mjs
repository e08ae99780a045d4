// @ts-check
/**
 * Stage (a head revision, every response): the Cache-Control of pages. Next sends every page rendered
 * per request with `private, no-cache, no-store, max-age=0, must-revalidate`; `no-store` makes browsers
 * refuse the back/forward cache, so an investor going back to a list waits for a full reload. The pages
 * still have to be fresh on every load, which `no-cache` alone gives (the browser revalidates before
 * any reuse), and `private` keeps them out of shared caches: so a page gets `private, no-cache`. So does
 * its RSC payload (text/x-component, what the client router fetches for a link, prefetches included):
 * one fetch answered with no-store is enough for Chromium to refuse the page
 * (JsNetworkRequestReceivedCacheControlNoStoreResource).
 *
 * A URL carrying a token (the e-mail alert links, whose page shows the subscriber's address;
 * token-url.mjs) and the workspace keep `no-store`. Anything else (API replies, files) is left as it is.
 * Dev mode: on as in production (Next's dev pages carry another value, which this leaves alone).
 */
import { NEXT_DYNAMIC_CACHE_CONTROL, RSC_CONTENT_TYPE } from '../next-internals.mjs';
import { carriesToken } from '../token-url.mjs';
import { isWorkspacePath } from '../workspace-paths.mjs';
import { interceptResponse } from './intercept.mjs';

export { NEXT_DYNAMIC_CACHE_CONTROL };

/** What this site sends for such a page instead. */
export const DOCUMENT_CACHE_CONTROL = 'private, no-cache';

/**
 * The Cache-Control a response should carry instead of its own, or null to keep its own.
 * @param {{ url: string | undefined, contentType: unknown, cacheControl: unknown }} response
 */
export function revisedCacheControl({ url, contentType, cacheControl }) {
  if (cacheControl !== NEXT_DYNAMIC_CACHE_CONTROL) return null;
  const type = String(contentType ?? '').toLowerCase();
  if (!type.startsWith('text/html') && !type.startsWith(RSC_CONTENT_TYPE)) return null;
  // The workspace keeps no-store: its pages hold what only the signed-in person may see.
  if (isWorkspacePath(url)) return null;
  if (carriesToken(url)) return null;
  return DOCUMENT_CACHE_CONTROL;
}

/**
 * Revises the response's Cache-Control as its head goes out, whoever set it: Next's render or the
 * HTML cache replaying a stored page.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function reviseDocumentCacheControl(request, response) {
  interceptResponse(response).onHead(() => {
    const revised = revisedCacheControl({
      url: request.url,
      contentType: response.getHeader('content-type'),
      cacheControl: response.getHeader('cache-control'),
    });
    if (revised) response.setHeader('Cache-Control', revised);
  });
}
