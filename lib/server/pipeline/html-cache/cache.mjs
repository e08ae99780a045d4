// @ts-check
/**
 * Stage: a short-lived cache of rendered HTML pages in front of Next (docs/decisions/002). What is kept,
 * how long and which request renders is the store's (lib/server/page-store.mjs); which requests count
 * is key.mjs's; the nonce holes and refill are page.mjs's; the record of a render is record.mjs's.
 *
 * Every page is rendered per request because its scripts carry a fresh CSP nonce (proxy.ts); a render
 * costs ~10 ms of CPU, so 50 concurrent readers of the home page queue for ~0.5 s. The pages themselves
 * do not depend on the request (no cookies, no Accept-Language; the data layer already caches backend
 * lists for minutes), so this keeps each rendered page for a few seconds and serves copies of it, each
 * with a new nonce.
 *
 * - Concurrent first requests for a page wait (at most `waitMs`) for one render instead of each
 *   rendering it.
 * - Stale-while-revalidate: a request that finds an expired page (within `staleSeconds`) gets the old
 *   copy at once, and one background render refreshes it (refresh.mjs).
 * - HTML_CACHE_SECONDS sets the freshness (default 10); 0 turns the cache off. POST /api/revalidate
 *   empties it (registry.mjs). HTML_CACHE_DEBUG=1 tells in a header what the cache did.
 * Dev mode: off (server.mjs passes 0 seconds), so every edit shows on the next load.
 */
import { randomBytes } from 'node:crypto';
import { createPageStore, pageStoreOptions } from '../../page-store.mjs';
import { cacheKey } from './key.mjs';
import { CACHE_STATUS_HEADER, sendPage } from './page.mjs';
import { recordRender } from './record.mjs';
import { dispatchRefresh, REFRESH_HEADER, refreshTarget } from './refresh.mjs';
import { registerHtmlCache } from './registry.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./page.mjs').CachedPage} CachedPage */
/** @typedef {import('../../page-store.mjs').Render<CachedPage>} Render */

export { CACHE_STATUS_HEADER, REFRESH_HEADER };

/**
 * The promise's value, or undefined once `ms` have passed.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T | undefined>}
 */
function within(promise, ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, /** @type {Promise<undefined>} */ (late)]).finally(() => clearTimeout(timer));
}

/**
 * The page store's options (page-store.mjs; `seconds` 0 disables the cache), and:
 * @param {import('../../page-store.mjs').PageStoreOptions & { waitMs?: number, debug?: boolean }} [options]
 * `waitMs`: how long a request waits for another's render of the same page; `debug`: sends
 * CACHE_STATUS_HEADER on every page it sees.
 */
export function createHtmlCache({ waitMs = 2000, debug = false, ...options } = {}) {
  const storeOptions = pageStoreOptions(options);
  const { seconds, maxPageBytes, abandonMs } = storeOptions;
  /** @type {ReturnType<typeof createPageStore<CachedPage>>} */
  const store = createPageStore(storeOptions);
  /** Background renders dispatched and not yet arrived, by their token. @type {Map<string, Render>} */
  const refreshes = new Map();

  /**
   * Tells what the cache did in CACHE_STATUS_HEADER, in debug mode only.
   * @param {ServerResponse} response
   * @param {string} status
   */
  const mark = (response, status) => {
    if (debug) response.setHeader(CACHE_STATUS_HEADER, status);
  };

  /**
   * @param {CachedPage} page
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {'HIT' | 'STALE'} status
   */
  const send = (page, request, response, status) => {
    mark(response, status);
    sendPage(page, request, response);
  };

  /**
   * Starts the background render of a stale page; false when this server cannot reach itself.
   * @param {IncomingMessage} request
   * @param {Render} render
   */
  function refresh(request, render) {
    const target = refreshTarget(request);
    if (!target) return false;
    const token = randomBytes(16).toString('hex');
    refreshes.set(token, render);
    dispatchRefresh(request, target, token, abandonMs, () => {
      // Still here: the server never took the request as this refresh (it failed, or something
      // answered before the cache). Once taken, the recorded response ends the render instead.
      if (refreshes.delete(token)) render.abandon();
    });
    return true;
  }

  const cache = {
    /** Pages stored. */
    get size() {
      return store.size;
    },
    clear() {
      store.clear();
      for (const render of refreshes.values()) render.abandon();
      refreshes.clear();
    },
    /**
     * Answers the request from the cache when it can and returns true; otherwise returns false and,
     * for a cacheable document, records what the stages after it and Next are about to send.
     * @param {IncomingMessage} request
     * @param {ServerResponse} response
     */
    async handle(request, response) {
      if (seconds <= 0) return false;
      const key = cacheKey(request);
      const token = request.headers[REFRESH_HEADER];
      if (token !== undefined) {
        delete request.headers[REFRESH_HEADER];
        const render = typeof token === 'string' ? refreshes.get(token) : undefined;
        if (render) {
          refreshes.delete(/** @type {string} */ (token));
          if (render.key === key) {
            mark(response, 'REFRESH');
            recordRender(render, response, maxPageBytes);
            return false;
          }
          render.abandon();
        }
        // Not one of ours, or not for the page it claims: an ordinary request.
      }
      if (key === null) return false;

      const found = store.lookup(key);
      if (found.kind === 'fresh') {
        send(found.page, request, response, 'HIT');
        return true;
      }
      if (found.kind === 'stale') {
        const render = store.begin(key);
        if (!render || refresh(request, render)) {
          send(found.page, request, response, 'STALE');
          return true;
        }
        // This server cannot reach itself: this request renders the page, and waits for it.
        mark(response, 'MISS');
        if (request.method === 'GET') recordRender(render, response, maxPageBytes);
        else render.abandon();
        return false;
      }
      if (found.kind === 'pending') {
        // Another request is rendering this page: wait for it rather than render it again.
        const page = await within(found.done, waitMs);
        if (page && !response.headersSent && !response.destroyed) {
          send(page, request, response, 'HIT');
          return true;
        }
      }
      mark(response, 'MISS');
      // A HEAD response has no body to keep; the next GET renders the page.
      if (request.method === 'GET') {
        const render = store.begin(key);
        if (render) recordRender(render, response, maxPageBytes);
      }
      return false;
    },
  };
  registerHtmlCache(cache);
  return cache;
}
