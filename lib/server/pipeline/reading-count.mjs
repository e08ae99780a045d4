// @ts-check
/**
 * Stage (never answers): counts the reading figures of the site (docs/newsroom.md, Reading figures)
 * once a response has been sent whole, whoever wrote it (Next or the HTML cache, so a cached page
 * counts too):
 * - a page view: a GET of a public page answered 200 with HTML, or with the RSC payload the client
 *   router fetches when a link is followed (not a prefetch). Not the workspace, the API, Next's assets,
 *   files, a URL carrying a token, nor a crawler that names itself one;
 * - a download: a GET under /documents/ answered 200 (or 206 from the first byte: a PDF viewer's
 *   first range).
 * The key is the path alone (no query); nothing about the client is read but whether it calls itself
 * a crawler. Counting is a map update (../reading-counts.mjs); nothing is written per request.
 */
import { NEXT_ASSET_PREFIX, RSC_CONTENT_TYPE } from '../next-internals.mjs';
import { countReading, MAX_PATH_LENGTH, readingCountsEnabled } from '../reading-counts.mjs';
import { carriesToken } from '../token-url.mjs';
import { isWorkspacePath } from '../workspace-paths.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** The folder of the site's documents: the demonstration PDFs and the stored uploads (/documents/files/…). */
export const DOCUMENTS_PREFIX = '/documents/';

/** User agents that say they are crawlers (their views are not readers'). */
const CRAWLER = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit/i;

/** Router requests that only prefetch: not a view. */
const PREFETCH_HEADERS = ['next-router-prefetch', 'next-router-segment-prefetch'];

/**
 * What a finished response counts as: a page view, a download, or nothing.
 * @param {Pick<IncomingMessage, 'method' | 'url' | 'headers'>} request
 * @param {{ statusCode: number, contentType: unknown }} response
 * @returns {{ kind: 'page' | 'download', key: string } | null}
 */
export function readingOf(request, { statusCode, contentType }) {
  if (request.method !== 'GET') return null;
  const url = request.url ?? '';
  if (!url.startsWith('/')) return null;
  const path = url.split(/[?#]/)[0];
  if (path.length > MAX_PATH_LENGTH) return null;
  const agent = request.headers['user-agent'];
  if (typeof agent === 'string' && CRAWLER.test(agent)) return null;
  if (path.startsWith(DOCUMENTS_PREFIX)) {
    const range = request.headers.range;
    const whole = statusCode === 200 || (statusCode === 206 && typeof range === 'string' && /^bytes=0-/.test(range));
    return whole && path.length > DOCUMENTS_PREFIX.length ? { kind: 'download', key: path } : null;
  }
  if (statusCode !== 200) return null;
  if (path.startsWith(NEXT_ASSET_PREFIX) || path === '/api' || path.startsWith('/api/')) return null;
  // A file (an icon, a feed, a sitemap): not a page.
  if (/\.[^/]*$/.test(path)) return null;
  if (isWorkspacePath(path) || carriesToken(url)) return null;
  const type = String(contentType ?? '').toLowerCase();
  const html = type.startsWith('text/html') && request.headers.rsc === undefined;
  const navigation =
    type.startsWith(RSC_CONTENT_TYPE) && PREFETCH_HEADERS.every((name) => request.headers[name] === undefined);
  return html || navigation ? { kind: 'page', key: path } : null;
}

/**
 * The stage: once the response has finished, counts it if it is a reading.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function countReadings(request, response) {
  if (!readingCountsEnabled() || request.method !== 'GET') return;
  response.once('finish', () => {
    try {
      const reading = readingOf(request, {
        statusCode: response.statusCode,
        contentType: response.getHeader('content-type'),
      });
      if (reading) countReading(reading.kind, reading.key);
    } catch (error) {
      console.error('[reading] could not count:', error instanceof Error ? error.message : error);
    }
  });
}
