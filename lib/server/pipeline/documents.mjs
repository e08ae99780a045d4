// @ts-check
/**
 * Which requests are documents (pages a browser opens), and which of those a shared cache may hold
 * (docs/decisions/046-script-hashes-and-a-shared-cache.md).
 *
 * - A document: GET of an origin-form path that is not Next's own (/_next/), not an API route, not a
 *   file (a path with an extension: documents, images, feeds) and not a request of Next's client router
 *   (RSC payloads, prefetches, server actions). The script deferral, the script hashes and the
 *   compression stages take these.
 * - A shared document: any document but a URL carrying a token (the alert links, whose page shows the
 *   subscriber's address: token-url.mjs) and the workspace and previews (workspace-paths.mjs). Its page
 *   is the same for every reader, so a shared cache may hold it.
 */
import { NEXT_ASSET_PREFIX, ROUTER_REQUEST_HEADERS, RSC_QUERY_PARAMETER } from '../next-internals.mjs';
import { carriesToken } from '../token-url.mjs';
import { isWorkspacePath } from '../workspace-paths.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

const RSC_QUERY = new RegExp(`[?&]${RSC_QUERY_PARAMETER}=`);

/**
 * Whether the request is a GET of a document: what the script deferral, script hashes and compression
 * stages take.
 * @param {Pick<IncomingMessage, 'method' | 'url' | 'headers'>} request
 */
export function isDocumentGet(request) {
  if (request.method !== 'GET') return false;
  const url = request.url ?? '';
  // Not origin-form (an absolute-form target names some other host): never a document of this site.
  if (!url.startsWith('/') || url.startsWith(NEXT_ASSET_PREFIX) || url.startsWith('/api/')) return false;
  // A file (a PDF, an icon, a feed): not a page, and possibly a long download.
  if (/\.[^/]*$/.test(url.split('?')[0])) return false;
  if (RSC_QUERY.test(url)) return false;
  return !ROUTER_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined);
}

/**
 * Whether a document's page is the same for every reader: not a token's page, not the workspace.
 * @param {string | undefined} url the request target
 */
export function isSharedDocument(url) {
  return !carriesToken(url) && !isWorkspacePath(url);
}
