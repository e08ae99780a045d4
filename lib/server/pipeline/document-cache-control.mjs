// @ts-check
/**
 * Stage (a head revision, every response): the Cache-Control of pages
 * (docs/decisions/046-script-hashes-and-a-shared-cache.md; docs/operations.md, A shared cache in front).
 *
 * Next sends a page rendered per request with `private, no-cache, no-store, max-age=0, must-revalidate`;
 * only such a response is revised, but for a page that sets a cookie.
 * - A page that sets a cookie gets `private, no-store`: it is that reader's alone.
 * - A public page (a shared document, documents.mjs: not the workspace, not a token's page) answered
 *   200, 404 or 410 is the same bytes for every reader (the script hashes stage
 *   gives it its policy and ETag from those bytes). It gets PAGE_CACHE_CONTROL: a shared cache (a CDN,
 *   nginx) holds it for PAGE_SHARED_SECONDS and may answer with it for a little longer while it asks
 *   again, and publishing purges it sooner (lib/shared-cache); a browser revalidates before any reuse
 *   (max-age=0; a 304 when nothing changed). Its PAGE_KEYS name it for purges by key.
 * - Any other page, and an RSC payload (text/x-component, what the client router fetches for a link),
 *   gets `private, no-cache`: fresh on every load, never in a shared cache, and without `no-store`,
 *   which makes browsers refuse the back/forward cache (one RSC fetch answered no-store is enough for
 *   Chromium to refuse the page).
 * - The sitemap and robots.txt are held like a public page.
 * - A token's page and the workspace keep `no-store`. Anything else (API replies, files) is left as it
 *   is: those routes set their own.
 * Dev mode: on as in production (Next's dev pages carry another value, which this leaves alone).
 */
import { NEXT_DYNAMIC_CACHE_CONTROL, RSC_CONTENT_TYPE } from '../next-internals.mjs';
import { carriesToken } from '../token-url.mjs';
import { isWorkspacePath } from '../workspace-paths.mjs';
import { isSharedDocument } from './documents.mjs';
import { interceptResponse } from './intercept.mjs';

export { NEXT_DYNAMIC_CACHE_CONTROL };

/** What this site sends for a page that only its reader's browser may keep. */
export const DOCUMENT_CACHE_CONTROL = 'private, no-cache';
/** What a page that sets a cookie gets: kept by no cache at all. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * Seconds a shared cache holds a public page, and after that how long it may still answer with it while
 * it asks again: a minute together, so a page no purge named (a list's `?page=2`) is never older than
 * that, and an item withdrawn while a purge fails is still gone within the minute.
 */
export const PAGE_SHARED_SECONDS = 45;
export const PAGE_STALE_SECONDS = 15;

/** What a public page carries. */
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_SHARED_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;

/** The purge keys of every public page (lib/shared-cache/keys.ts names the others). */
export const SITE_KEY = 'site';
export const PAGES_KEY = 'pages';
export const PAGE_KEYS = Object.freeze([SITE_KEY, PAGES_KEY]);

/** The site's index files (app/sitemap.ts, app/robots.ts), which Next sends `public, max-age=0, must-revalidate`. */
const INDEX_FILES = new Set(['/sitemap.xml', '/robots.txt']);

/** Statuses of a public page that every reader gets alike: the page, a missing one, a withdrawn one. */
const SHARED_STATUSES = new Set([200, 404, 410]);

/**
 * The Cache-Control a response should carry instead of its own, or null to keep its own.
 * @param {{ method?: string, url: string | undefined, status?: number, contentType: unknown, cacheControl: unknown, setsCookie?: boolean }} response
 */
export function revisedCacheControl({
  method = 'GET',
  url,
  status = 200,
  contentType,
  cacheControl,
  setsCookie = false,
}) {
  const readable = (method === 'GET' || method === 'HEAD') && !setsCookie;
  // The sitemap and robots.txt: the same for every reader, held like a page (and purged with the pages).
  if (readable && status === 200 && INDEX_FILES.has((url ?? '').split(/[?#]/)[0])) return PAGE_CACHE_CONTROL;
  const type = String(contentType ?? '').toLowerCase();
  const page = type.startsWith('text/html');
  if (!page && !type.startsWith(RSC_CONTENT_TYPE)) return null;
  // The workspace keeps no-store: its pages hold what only the signed-in person may see.
  if (isWorkspacePath(url)) return null;
  if (carriesToken(url)) return null;
  // A page that sets a cookie is that reader's alone.
  if (page && setsCookie) return PRIVATE_PAGE_CACHE_CONTROL;
  // A response that chose its own (a file route's HTML, such as a withdrawn document's 410 page) keeps it.
  if (cacheControl !== NEXT_DYNAMIC_CACHE_CONTROL) return null;
  if (page && (method === 'GET' || method === 'HEAD') && SHARED_STATUSES.has(status) && isSharedDocument(url))
    return PAGE_CACHE_CONTROL;
  return DOCUMENT_CACHE_CONTROL;
}

/**
 * Revises the response's Cache-Control as its head goes out, whoever set it: Next's render or a stage.
 * A public page also gets its purge keys.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function reviseDocumentCacheControl(request, response) {
  interceptResponse(response).onHead(() => {
    const revised = revisedCacheControl({
      method: request.method,
      url: request.url,
      status: response.statusCode,
      contentType: response.getHeader('content-type'),
      cacheControl: response.getHeader('cache-control'),
      setsCookie: response.hasHeader('set-cookie'),
    });
    if (!revised) return;
    response.setHeader('Cache-Control', revised);
    if (revised === PAGE_CACHE_CONTROL) {
      response.setHeader('Surrogate-Key', PAGE_KEYS.join(' '));
      response.setHeader('Cache-Tag', PAGE_KEYS.join(','));
    }
  });
}
