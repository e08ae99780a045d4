// @ts-check
/**
 * The HTML cache's eligibility and key: which requests are documents that may be answered from the
 * cache (and whose pages the script deferral and compression stages take), and what tells their
 * pages apart.
 *
 * - Only documents: GET/HEAD without the client router's headers (RSC payloads, prefetches, server
 *   actions). Paths with a file extension (documents, images, feeds) are never considered: the proxy
 *   skips them too, nor URLs carrying a token (token-url.mjs: the alert links, whose page shows the
 *   subscriber's address), nor the workspace (its pages depend on who is signed in).
 * - Keyed on the host headers, the URL and the kind of client as Next tells them apart: Next renders
 *   crawlers' pages differently (metadata blocking in <head> for HTML-limited bots), so a crawler's
 *   copy never reaches a browser, nor the reverse.
 */
import {
  NEXT_ASSET_PREFIX,
  nextClientKind,
  ROUTER_REQUEST_HEADERS,
  RSC_QUERY_PARAMETER,
} from '../../next-internals.mjs';
import { carriesToken } from '../../token-url.mjs';
import { isWorkspacePath } from '../../workspace-paths.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

const RSC_QUERY = new RegExp(`[?&]${RSC_QUERY_PARAMETER}=`);

/**
 * The kind of client as Next's render tells them apart: 'html', 'dom' or 'browser' (next-internals.mjs).
 * @param {string | string[] | undefined} userAgent
 */
export function clientKind(userAgent) {
  return nextClientKind(userAgent);
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
  if (!url.startsWith('/') || url.startsWith(NEXT_ASSET_PREFIX) || url.startsWith('/api/')) return null;
  // A file (a PDF, an icon, a feed): not a page, and possibly a long download.
  if (/\.[^/]*$/.test(url.split('?')[0])) return null;
  if (RSC_QUERY.test(url)) return null;
  // A token's page is the reader's own (it may show their address): never stored, never shared.
  if (carriesToken(url)) return null;
  // The workspace depends on who is signed in: never cached (lib/server/workspace-paths.mjs).
  if (isWorkspacePath(url)) return null;
  if (ROUTER_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const {
    host = '',
    'x-forwarded-host': forwardedHost = '',
    'x-forwarded-proto': forwardedProto = '',
  } = request.headers;
  return [clientKind(request.headers['user-agent']), host, forwardedHost, forwardedProto, url].join(' ');
}

/**
 * Whether the request is a GET of a document: what the script deferral and compression stages take.
 * @param {Pick<IncomingMessage, 'method' | 'url' | 'headers'>} request
 */
export function isDocumentGet(request) {
  return request.method === 'GET' && cacheKey(request) !== null;
}
