// @ts-check
/**
 * A short-lived cache of rendered HTML pages in front of Next's request handler (server.mjs).
 *
 * Every page is rendered per request because its scripts carry a fresh CSP nonce (proxy.ts); a
 * render costs ~10 ms of CPU, so 50 concurrent readers of the home page queue for ~0.5 s. The pages
 * themselves do not depend on the request (no cookies, no Accept-Language; the data layer already
 * caches backend lists for minutes), so this keeps each rendered page for a few seconds and serves
 * copies of it, each with a NEW nonce: the old nonce is replaced in the body and the headers, so no
 * two responses share a nonce and the policy stays as strict as without the cache.
 *
 * - Only documents: GET/HEAD without the client router's headers (RSC payloads, prefetches, server
 *   actions), answered 200 text/html without Set-Cookie and with a nonce in the policy.
 * - Stale-while-revalidate: an expired page is still served while one request renders it again;
 *   concurrent first requests for a page wait (briefly, at most `waitMs`) for the one render instead of
 *   rendering it each. A render that has not ended after `abandonMs` no longer holds the others back.
 * - Paths with a file extension (documents, images, feeds) are never considered: the proxy skips them too.
 * - Bounded memory (least recently used pages go first); POST /api/revalidate clears it.
 * - HTML_CACHE_SECONDS sets the freshness (default 10); 0 turns the cache off.
 */
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} CachedPage
 * @property {number} status
 * @property {[string, string[]][]} headers name and value, each value split at the render's nonce
 * @property {string[]} body the UTF-8 body split at the render's nonce
 * @property {number} bytes
 * @property {number} storedAt
 */

/** The header that tells what the cache did: HIT, STALE (served while re-rendering) or MISS. */
export const CACHE_STATUS_HEADER = 'x-html-cache';

/** Requests of Next's client router (flight data, prefetches, server actions) are never documents. */
const ROUTER_REQUEST_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action'];

/** Recomputed for each copy, or meaningless for one. */
const UNSTORED_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'set-cookie',
  CACHE_STATUS_HEADER,
]);

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=_-]+)'/;

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
 * Seconds from HTML_CACHE_SECONDS: a whole number ≥ 0, else the default.
 * @param {string | undefined} value
 */
export function htmlCacheSeconds(value, fallback = 10) {
  if (value === undefined || value.trim() === '') return fallback;
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : fallback;
}

/** 128 random bits, base64, like proxy.ts's nonces. */
export function freshNonce() {
  return randomBytes(16).toString('base64');
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
 * The cache key of a request that may be answered from the cache (its host and URL), else null.
 * @param {Pick<IncomingMessage, 'method' | 'url' | 'headers'>} request
 */
export function cacheKey(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = request.url ?? '';
  if (!url.startsWith('/') || url.startsWith('/_next/') || url.startsWith('/api/')) return null;
  // A file (a PDF, an icon, a feed): not a page, and possibly a long download.
  if (/\.[^/]*$/.test(url.split('?')[0])) return null;
  if (/[?&]_rsc=/.test(url)) return null;
  if (ROUTER_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  // Next and next-intl build absolute URLs (the alternate Link header) from the request's host.
  const { host = '', 'x-forwarded-host': forwardedHost = '', 'x-forwarded-proto': forwardedProto = '' } = request.headers;
  return [host, forwardedHost, forwardedProto, url].join(' ');
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

/** @param {number | string | string[] | undefined} value */
function headerText(value) {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/**
 * @param {object} [options]
 * @param {number} [options.seconds] freshness; 0 disables the cache
 * @param {number} [options.staleSeconds] how long past freshness a page may be served while it is re-rendered
 * @param {number} [options.maxBytes] total bytes of stored pages
 * @param {number} [options.maxPageBytes] larger pages are not stored
 * @param {number} [options.waitMs] how long a request waits for another's render of the same page
 * @param {number} [options.abandonMs] after this, a render still under way is ignored
 * @param {() => number} [options.now]
 */
export function createHtmlCache({
  seconds = 10,
  staleSeconds = 60,
  maxBytes = 64 * 1024 * 1024,
  maxPageBytes = 2 * 1024 * 1024,
  waitMs = 2000,
  abandonMs = 30_000,
  now = Date.now,
} = {}) {
  /** @type {Map<string, CachedPage>} insertion order = least recently used first */
  const pages = new Map();
  /** @type {Map<string, { done: Promise<CachedPage | null>; startedAt: number }>} renders under way, by key */
  const rendering = new Map();

  /** The render of this page under way, unless it has run so long that it is taken for hung. @param {string} key */
  function renderOf(key) {
    const render = rendering.get(key);
    return render && now() - render.startedAt < abandonMs ? render.done : undefined;
  }
  let totalBytes = 0;

  /** @param {string} key */
  function drop(key) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    totalBytes -= page.bytes;
  }

  /**
   * @param {string} key
   * @param {CachedPage} page
   */
  function store(key, page) {
    drop(key);
    if (page.bytes > maxPageBytes) return;
    pages.set(key, page);
    totalBytes += page.bytes;
    for (const oldest of pages.keys()) {
      if (totalBytes <= maxBytes) break;
      drop(oldest);
    }
  }

  /**
   * Reads the finished response of a render into a page, or null when it may not be cached.
   * @param {ServerResponse} response
   * @param {Buffer[]} chunks
   * @returns {CachedPage | null}
   */
  function pageOf(response, chunks) {
    if (response.statusCode !== 200) return null;
    const headers = response.getHeaders();
    if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null;
    if (headers['set-cookie'] !== undefined) return null;
    const policy = headerText(headers['content-security-policy']).join(',');
    const nonce = NONCE_IN_POLICY.exec(policy)?.[1];
    if (!nonce) return null;
    const raw = decode(Buffer.concat(chunks), headerText(headers['content-encoding'])[0]);
    if (!raw) return null;
    const text = raw.toString('utf8');
    return {
      status: 200,
      headers: Object.entries(headers)
        .filter(([name]) => !UNSTORED_HEADERS.has(name.toLowerCase()))
        .flatMap(([name, value]) => headerText(value).map((v) => /** @type {[string, string[]]} */ ([name, v.split(nonce)]))),
      body: text.split(nonce),
      bytes: raw.length,
      storedAt: now(),
    };
  }

  /**
   * Tees what Next writes into `response` and stores the page when the response ends.
   * @param {string} key
   * @param {ServerResponse} response
   */
  function record(key, response) {
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

    /** @type {(page: CachedPage | null) => void} */
    let settle = () => {};
    const done = new Promise((resolve) => (settle = resolve));
    const render = { done: /** @type {Promise<CachedPage | null>} */ (done), startedAt: now() };
    rendering.set(key, render);
    const finish = (/** @type {boolean} */ complete) => {
      if (rendering.get(key) === render) rendering.delete(key);
      let page = null;
      if (complete && !overflow) {
        try {
          page = pageOf(response, chunks);
        } catch {
          page = null; // an undecodable body is simply not stored
        }
      }
      if (page) store(key, page);
      settle(page);
    };
    response.once('finish', () => finish(true));
    response.once('close', () => finish(response.writableFinished));
  }

  /**
   * Sends a copy of a stored page with a new nonce.
   * @param {CachedPage} page
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {'HIT' | 'STALE'} status
   */
  function send(page, request, response, status) {
    const nonce = freshNonce();
    for (const [name, parts] of page.headers) response.appendHeader(name, parts.join(nonce));
    let body = Buffer.from(page.body.join(nonce), 'utf8');
    if (acceptsGzip(request.headers['accept-encoding'])) {
      body = gzipSync(body);
      response.setHeader('Content-Encoding', 'gzip');
    }
    response.setHeader('Content-Length', body.length);
    response.setHeader(CACHE_STATUS_HEADER, status);
    response.statusCode = page.status;
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  const cache = {
    /** Pages stored. */
    get size() {
      return pages.size;
    },
    clear() {
      pages.clear();
      totalBytes = 0;
    },
    /**
     * Answers the request from the cache when it can and returns true; otherwise returns false and,
     * for a cacheable document, records what the caller's handler is about to send.
     * @param {IncomingMessage} request
     * @param {ServerResponse} response
     */
    async handle(request, response) {
      if (seconds <= 0) return false;
      const key = cacheKey(request);
      if (key === null) return false;

      let page = pages.get(key);
      if (!page) {
        // Another request is rendering this page: wait for it rather than render it again.
        const pending = renderOf(key);
        if (pending) page = (await within(pending, waitMs)) ?? undefined;
        if (page && !response.headersSent && !response.destroyed) {
          send(page, request, response, 'HIT');
          return true;
        }
      } else {
        const age = now() - page.storedAt;
        // Most recently used last.
        pages.delete(key);
        pages.set(key, page);
        if (age < seconds * 1000) {
          send(page, request, response, 'HIT');
          return true;
        }
        if (age < (seconds + staleSeconds) * 1000 && renderOf(key)) {
          send(page, request, response, 'STALE');
          return true;
        }
        if (age >= (seconds + staleSeconds) * 1000) drop(key);
      }
      response.setHeader(CACHE_STATUS_HEADER, 'MISS');
      // A HEAD response has no body to keep; the next GET renders the page.
      if (request.method === 'GET' && !renderOf(key)) record(key, response);
      return false;
    },
  };
  registry().add(cache);
  return cache;
}
