// @ts-check
/**
 * A short-lived cache of rendered HTML pages in front of Next's request handler (server.mjs): the HTTP
 * side. What is kept, how long and which request renders is the store's (page-store.mjs).
 *
 * Every page is rendered per request because its scripts carry a fresh CSP nonce (proxy.ts); a
 * render costs ~10 ms of CPU, so 50 concurrent readers of the home page queue for ~0.5 s. The pages
 * themselves do not depend on the request (no cookies, no Accept-Language; the data layer already
 * caches backend lists for minutes), so this keeps each rendered page for a few seconds and serves
 * copies of it, each with a NEW nonce: the old nonce is replaced in the body and the headers, so no
 * two responses share a nonce and the policy stays as strict as without the cache.
 *
 * - Only documents: GET/HEAD without the client router's headers (RSC payloads, prefetches, server
 *   actions), answered 200 text/html without Set-Cookie and with a nonce in the policy. Paths with a
 *   file extension (documents, images, feeds) are never considered: the proxy skips them too, nor
 *   URLs carrying a token (token-url.mjs: the alert links, whose page shows the subscriber's address).
 * - Keyed on the host headers, the URL and the kind of client as Next tells them apart: Next renders
 *   crawlers' pages differently (metadata blocking in <head> for HTML-limited bots), so a crawler's
 *   copy never reaches a browser, nor the reverse.
 * - Concurrent first requests for a page wait (at most `waitMs`) for one render instead of each
 *   rendering it.
 * - Stale-while-revalidate: a request that finds an expired page (within `staleSeconds`) gets the old
 *   copy at once, and one background render refreshes it (see `dispatchRefresh`).
 * - HTML_CACHE_SECONDS sets the freshness (default 10); 0 turns the cache off. POST /api/revalidate
 *   empties it (clearHtmlCaches). HTML_CACHE_DEBUG=1 tells in a header what the cache did.
 */
import { isWorkspacePath } from './workspace-paths.mjs';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
// Next's own test, so the key splits clients exactly where Next's render does.
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot.js';
import { createNonce, nonceOfPolicy } from '../security/nonce.mjs';
import { gzipWithNonce, prepareGzip } from './nonce-gzip.mjs';
import { createPageStore } from './page-store.mjs';
import { carriesToken } from './token-url.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * A rendered page, split at its render's nonce so that each copy joins the parts with a new one.
 * @typedef {object} CachedPage
 * @property {[string, string[]][]} headers name and value, the value split at the nonce
 * @property {string[]} body the UTF-8 body split at the nonce
 * @property {import('./nonce-gzip.mjs').PreparedGzip | null} gzip the body compressed once, the nonce's places left open
 * @property {number} bytes
 */

/**
 * The header that tells what the cache did: HIT, STALE (served while refreshed), MISS or REFRESH.
 * Sent only with HTML_CACHE_DEBUG=1 (the `debug` option): it tells anyone which URLs others just visited.
 */
export const CACHE_STATUS_HEADER = 'x-html-cache';

/** Marks the cache's own background render of a page; its value is a one-time token, so no one else can pose as one. */
export const REFRESH_HEADER = 'x-html-cache-refresh';

/** Requests of Next's client router (flight data, prefetches, server actions) are never documents. */
const ROUTER_REQUEST_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action'];

/** Recomputed for each copy, meaningless for one, or internal to Next. */
const UNSTORED_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'set-cookie',
  'x-middleware-rewrite',
  CACHE_STATUS_HEADER,
]);

const REGISTRY = Symbol.for('ir-website.html-caches');

/** @returns {Set<{ clear: () => void }>} */
function registry() {
  const holder = /** @type {Record<symbol, Set<{ clear: () => void }> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[REGISTRY] ??= new Set());
}

/** Empties every HTML cache of this process (the revalidate endpoint calls it after purging data). */
export function clearHtmlCaches() {
  for (const cache of registry()) cache.clear();
}

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
 * The kind of client as Next's render tells them apart: 'html' (crawlers that get metadata blocking
 * in <head>), 'dom' (Googlebot, which runs scripts), or 'browser'.
 * @param {string | string[] | undefined} userAgent
 */
export function clientKind(userAgent) {
  return getBotType(String(userAgent ?? '')) ?? 'browser';
}

/**
 * The cache key of a request that may be answered from the cache, else null: the kind of client, the
 * host headers (Next and next-intl build absolute URLs, the alternate Link header, from them) and the URL.
 * @param {Pick<IncomingMessage, 'method' | 'url' | 'headers'>} request
 */
export function cacheKey(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = request.url ?? '';
  // Not origin-form (an absolute-form target names some other host): never a key.
  if (!url.startsWith('/') || url.startsWith('/_next/') || url.startsWith('/api/')) return null;
  // A file (a PDF, an icon, a feed): not a page, and possibly a long download.
  if (/\.[^/]*$/.test(url.split('?')[0])) return null;
  if (/[?&]_rsc=/.test(url)) return null;
  // A token's page is the reader's own (it may show their address): never stored, never shared.
  if (carriesToken(url)) return null;
  // The workspace depends on who is signed in: never cached (lib/server/workspace-paths.mjs).
  if (isWorkspacePath(url)) return null;
  if (ROUTER_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const { host = '', 'x-forwarded-host': forwardedHost = '', 'x-forwarded-proto': forwardedProto = '' } = request.headers;
  return [clientKind(request.headers['user-agent']), host, forwardedHost, forwardedProto, url].join(' ');
}

/**
 * @param {Buffer} raw
 * @param {string | undefined} encoding
 */
function decode(raw, encoding) {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return raw;
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(raw);
    case 'br':
      return brotliDecompressSync(raw);
    case 'deflate':
      return inflateSync(raw);
    default:
      return null;
  }
}

/** @param {number | string | string[] | undefined} value */
function headerText(value) {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/**
 * The finished response of a render as a page, or null when it may not be cached.
 * @param {ServerResponse} response
 * @param {Buffer[]} chunks what was written, as sent (possibly compressed)
 * @returns {CachedPage | null}
 */
function pageOf(response, chunks) {
  if (response.statusCode !== 200) return null;
  const headers = response.getHeaders();
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null;
  if (headers['set-cookie'] !== undefined) return null;
  const nonce = nonceOfPolicy(headerText(headers['content-security-policy']).join(','));
  if (!nonce) return null;
  let raw;
  try {
    raw = decode(Buffer.concat(chunks), headerText(headers['content-encoding'])[0]);
  } catch {
    return null; // an undecodable body is simply not stored
  }
  if (!raw) return null;
  const body = raw.toString('utf8').split(nonce);
  const gzip = prepareGzip(
    body.map((part) => Buffer.from(part, 'utf8')),
    Buffer.byteLength(nonce),
  );
  return {
    headers: Object.entries(headers)
      .filter(([name]) => !UNSTORED_HEADERS.has(name.toLowerCase()))
      .flatMap(([name, value]) => headerText(value).map((v) => /** @type {[string, string[]]} */ ([name, v.split(nonce)]))),
    body,
    gzip,
    // The page's size (what maxBytes budgets); the parts kept for gzip and their segments take about 1.2 × more.
    bytes: raw.length,
  };
}

/**
 * Sends a copy of a stored page with a new nonce, gzipped for clients that take gzip.
 * @param {CachedPage} page
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {(status: string) => void} mark tells the cache's status, when it is told
 * @param {'HIT' | 'STALE'} status
 */
function send(page, request, response, mark, status) {
  const nonce = createNonce();
  for (const [name, parts] of page.headers) response.appendHeader(name, parts.join(nonce));
  let body;
  if (acceptsGzip(request.headers['accept-encoding'])) {
    // Compressed once when stored (nonce-gzip.mjs); whole, as before, should this nonce not fit.
    body = (page.gzip && gzipWithNonce(page.gzip, Buffer.from(nonce, 'utf8'))) ?? gzipSync(Buffer.from(page.body.join(nonce), 'utf8'));
    response.setHeader('Content-Encoding', 'gzip');
  } else {
    body = Buffer.from(page.body.join(nonce), 'utf8');
  }
  response.setHeader('Content-Length', body.length);
  mark(status);
  response.statusCode = 200;
  response.end(request.method === 'HEAD' ? undefined : body);
}

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
 * Where this server can reach itself: the local end of the connection the request came in on.
 * @param {IncomingMessage} request
 * @returns {{ host: string, port: number } | null}
 */
function refreshTarget(request) {
  const { localAddress, localPort } = request.socket ?? {};
  return localAddress && localPort ? { host: localAddress, port: localPort } : null;
}

/**
 * Asks this server for the page again, as a loopback GET carrying the request's key headers and a
 * one-time token in REFRESH_HEADER; the cache records that response like any render and discards the
 * loopback's copy. Why a real request rather than a hand-made IncomingMessage/ServerResponse pair
 * given to Next's handler: a ServerResponse without a socket depends on Node internals to finish,
 * and Next reads the socket (address, TLS) and streams through it. The loopback request takes exactly
 * the path a reader's request takes (proxy, headers, compression), so the refreshed page is the page
 * a reader would get. `onSettled` runs once, when the loopback exchange has ended one way or another.
 * @param {IncomingMessage} request the request that found the page stale
 * @param {{ host: string, port: number }} target
 * @param {string} token
 * @param {number} timeoutMs
 * @param {() => void} onSettled
 */
export function dispatchRefresh(request, target, token, timeoutMs, onSettled) {
  /** @type {Record<string, string>} */
  const headers = { [REFRESH_HEADER]: token, 'accept-encoding': 'identity', connection: 'close' };
  for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto', 'user-agent']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    onSettled();
  };
  const refresh = httpRequest(
    { ...target, method: 'GET', path: request.url, headers, agent: false, timeout: timeoutMs },
    (reply) => {
      reply.on('end', settle).on('close', settle).on('error', settle).resume();
    },
  );
  refresh.on('timeout', () => refresh.destroy(new Error('refresh timed out')));
  refresh.on('error', settle);
  refresh.on('close', settle);
  refresh.end();
}

/**
 * @param {object} [options]
 * @param {number} [options.seconds] freshness; 0 disables the cache
 * @param {number} [options.staleSeconds] how long past freshness a page is served while it is refreshed
 * @param {number} [options.maxBytes] total bytes of stored pages
 * @param {number} [options.maxPageBytes] larger pages are not stored
 * @param {number} [options.waitMs] how long a request waits for another's render of the same page
 * @param {number} [options.abandonMs] after this, a render still under way is ignored
 * @param {boolean} [options.debug] sends CACHE_STATUS_HEADER on every page it sees
 * @param {() => number} [options.now]
 */
export function createHtmlCache({
  seconds = 10,
  staleSeconds = 60,
  maxBytes = 64 * 1024 * 1024,
  maxPageBytes = 2 * 1024 * 1024,
  waitMs = 2000,
  abandonMs = 30_000,
  debug = false,
  now = Date.now,
} = {}) {
  /** @type {ReturnType<typeof createPageStore<CachedPage>>} */
  const store = createPageStore({ seconds, staleSeconds, maxBytes, maxPageBytes, abandonMs, now });
  /** Background renders dispatched and not yet arrived, by their token. @type {Map<string, import('./page-store.mjs').Render<CachedPage>>} */
  const refreshes = new Map();

  /**
   * Tells what the cache did in CACHE_STATUS_HEADER, in debug mode only.
   * @param {ServerResponse} response
   */
  const marker = (response) => (/** @type {string} */ status) => {
    if (debug) response.setHeader(CACHE_STATUS_HEADER, status);
  };

  /**
   * Tees what Next writes into `response` and ends the render with the page when the response ends.
   * @param {import('./page-store.mjs').Render<CachedPage>} render
   * @param {ServerResponse} response
   */
  function record(render, response) {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let overflow = false;
    /** @param {unknown} chunk @param {unknown} encoding */
    const keep = (chunk, encoding) => {
      if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      size += buffer.length;
      if (size > maxPageBytes) overflow = true;
      else chunks.push(buffer);
    };
    const write = response.write;
    const end = response.end;
    response.write = /** @type {ServerResponse['write']} */ (
      function (/** @type {unknown[]} */ ...args) {
        keep(args[0], args[1]);
        return /** @type {(...a: unknown[]) => boolean} */ (write).apply(this, args);
      }
    );
    response.end = /** @type {ServerResponse['end']} */ (
      function (/** @type {unknown[]} */ ...args) {
        keep(args[0], args[1]);
        return /** @type {(...a: unknown[]) => ServerResponse} */ (end).apply(this, args);
      }
    );
    response.once('finish', () => render.finish(overflow ? null : pageOf(response, chunks)));
    response.once('close', () => (response.writableFinished ? undefined : render.abandon()));
  }

  /**
   * Starts the background render of a stale page; false when this server cannot reach itself.
   * @param {IncomingMessage} request
   * @param {import('./page-store.mjs').Render<CachedPage>} render
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
     * for a cacheable document, records what the caller's handler is about to send.
     * @param {IncomingMessage} request
     * @param {ServerResponse} response
     */
    async handle(request, response) {
      if (seconds <= 0) return false;
      const mark = marker(response);
      const key = cacheKey(request);
      const token = request.headers[REFRESH_HEADER];
      if (token !== undefined) {
        delete request.headers[REFRESH_HEADER];
        const render = typeof token === 'string' ? refreshes.get(token) : undefined;
        if (render) {
          refreshes.delete(/** @type {string} */ (token));
          if (render.key === key) {
            mark('REFRESH');
            record(render, response);
            return false;
          }
          render.abandon();
        }
        // Not one of ours, or not for the page it claims: an ordinary request.
      }
      if (key === null) return false;

      const found = store.lookup(key);
      if (found.kind === 'fresh') {
        send(found.page, request, response, mark, 'HIT');
        return true;
      }
      if (found.kind === 'stale') {
        const render = store.begin(key);
        if (!render || refresh(request, render)) {
          send(found.page, request, response, mark, 'STALE');
          return true;
        }
        // This server cannot reach itself: this request renders the page, and waits for it.
        mark('MISS');
        if (request.method === 'GET') record(render, response);
        else render.abandon();
        return false;
      }
      if (found.kind === 'pending') {
        // Another request is rendering this page: wait for it rather than render it again.
        const page = await within(found.done, waitMs);
        if (page && !response.headersSent && !response.destroyed) {
          send(page, request, response, mark, 'HIT');
          return true;
        }
      }
      mark('MISS');
      // A HEAD response has no body to keep; the next GET renders the page.
      if (request.method === 'GET') {
        const render = store.begin(key);
        if (render) record(render, response);
      }
      return false;
    },
  };
  registry().add(cache);
  return cache;
}
