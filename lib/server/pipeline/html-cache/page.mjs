// @ts-check
/**
 * A stored page with holes where its render's nonce was, and its refill: every copy the HTML cache
 * serves joins the parts with a NEW nonce, in the body and in every header, so no two responses share
 * a nonce and the policy stays as strict as without the cache (docs/decisions/002). The body is also
 * compressed once with the holes left open (nonce-gzip.mjs), so a copy costs no gzip of its own.
 */
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { createNonce, nonceOfPolicy } from '../../../security/nonce.mjs';
import { gzipWithNonce, prepareGzip } from '../../nonce-gzip.mjs';
import { NEXT_INTERNAL_RESPONSE_HEADERS } from '../../next-internals.mjs';
import { acceptsGzip } from '../compression.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * A rendered page, split at its render's nonce so that each copy joins the parts with a new one.
 * @typedef {object} CachedPage
 * @property {[string, string[]][]} headers name and value, the value split at the nonce
 * @property {string[]} body the UTF-8 body split at the nonce
 * @property {import('../../nonce-gzip.mjs').PreparedGzip | null} gzip the body compressed once, the nonce's places left open
 * @property {number} bytes
 */

/**
 * The header that tells what the cache did: HIT, STALE (served while refreshed), MISS or REFRESH.
 * Sent only with HTML_CACHE_DEBUG=1: it tells anyone which URLs others just visited.
 */
export const CACHE_STATUS_HEADER = 'x-html-cache';

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
  ...NEXT_INTERNAL_RESPONSE_HEADERS,
  CACHE_STATUS_HEADER,
]);

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
export function headerText(value) {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/**
 * Whether a response, as its head goes out, may become a stored page: 200 text/html without Set-Cookie.
 * @param {ServerResponse} response
 */
export function mayStore(response) {
  return (
    response.statusCode === 200 &&
    String(response.getHeader('content-type') ?? '').startsWith('text/html') &&
    response.getHeader('set-cookie') === undefined
  );
}

/**
 * The finished response of a render as a page, or null when it may not be cached.
 * @param {ServerResponse} response
 * @param {Buffer[]} chunks the body as recorded
 * @param {string | undefined} encoding the body's content coding where it was recorded
 * @returns {CachedPage | null}
 */
export function pageOf(response, chunks, encoding) {
  if (!mayStore(response)) return null;
  const headers = response.getHeaders();
  const nonce = nonceOfPolicy(headerText(headers['content-security-policy']).join(','));
  if (!nonce) return null;
  let raw;
  try {
    raw = decode(Buffer.concat(chunks), encoding);
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
      .flatMap(([name, value]) =>
        headerText(value).map((v) => /** @type {[string, string[]]} */ ([name, v.split(nonce)])),
      ),
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
 */
export function sendPage(page, request, response) {
  const nonce = createNonce();
  for (const [name, parts] of page.headers) response.appendHeader(name, parts.join(nonce));
  let body;
  if (acceptsGzip(request.headers['accept-encoding'])) {
    // Compressed once when stored (nonce-gzip.mjs); whole, as before, should this nonce not fit.
    body =
      (page.gzip && gzipWithNonce(page.gzip, Buffer.from(nonce, 'utf8'))) ??
      gzipSync(Buffer.from(page.body.join(nonce), 'utf8'));
    response.setHeader('Content-Encoding', 'gzip');
  } else {
    body = Buffer.from(page.body.join(nonce), 'utf8');
  }
  response.setHeader('Content-Length', body.length);
  response.statusCode = 200;
  response.end(request.method === 'HEAD' ? undefined : body);
}
