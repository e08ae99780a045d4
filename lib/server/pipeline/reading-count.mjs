// @ts-check
/**
 * The reading figures' rules of what counts (docs/newsroom.md, Reading figures), and the stage that
 * counts downloads.
 *
 * - A download: a GET under /documents/ answered 200 (or 206 from the first byte: a PDF viewer's first
 *   range), counted by this stage (it never answers) once the response has been sent whole.
 * - A page view is not counted here: a shared cache in front answers most pages without the server
 *   (decision 046), so the reader's browser reports each view it shows (lib/vitals/collector.tsx, to
 *   POST /api/reading), and that route asks pageViewOf whether it counts. Not the workspace, the API,
 *   Next's assets, files, a URL carrying a token, nor a crawler that names itself one.
 * The key is the path alone (no query); nothing about the client is read but whether it calls itself
 * a crawler. Counting is a map update (../reading-counts.mjs); nothing is written per request.
 */
import { NEXT_ASSET_PREFIX } from '../next-internals.mjs';
import { countReading, MAX_PATH_LENGTH, readingCountsEnabled } from '../reading-counts.mjs';
import { carriesToken } from '../token-url.mjs';
import { isWorkspacePath } from '../workspace-paths.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** The folder of the site's documents: the demonstration PDFs and the stored uploads (/documents/files/…). */
export const DOCUMENTS_PREFIX = '/documents/';

/** User agents that say they are crawlers (their views are not readers'). */
const CRAWLER = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit/i;

/**
 * Whether a user agent says it is a crawler.
 * @param {unknown} agent the User-Agent header
 */
export function isCrawler(agent) {
  return typeof agent === 'string' && CRAWLER.test(agent);
}

/**
 * The key a page view of a URL is counted under (its path, no query), or null when it is not a
 * reader's view of a public page: too long a path, the workspace or a preview, the API, Next's
 * assets, a file, a URL carrying a token, or a crawler's request.
 * @param {string} url the page's path and query, as the reader's address bar shows them
 * @param {unknown} agent the User-Agent header of the request that reports the view
 * @returns {string | null}
 */
export function pageViewOf(url, agent) {
  if (!url.startsWith('/') || url.startsWith('//') || isCrawler(agent)) return null;
  const path = url.split(/[?#]/)[0];
  if (path.length > MAX_PATH_LENGTH) return null;
  if (path.startsWith(NEXT_ASSET_PREFIX) || path === '/api' || path.startsWith('/api/')) return null;
  if (path.startsWith(DOCUMENTS_PREFIX)) return null;
  // A file (an icon, a feed, a sitemap): not a page.
  if (/\.[^/]*$/.test(path)) return null;
  if (isWorkspacePath(path) || carriesToken(url)) return null;
  return path;
}

/**
 * What a finished response counts as at the server: a download, or nothing (page views are reported
 * by the reader's browser, see pageViewOf).
 * @param {Pick<IncomingMessage, 'method' | 'url' | 'headers'>} request
 * @param {{ statusCode: number }} response
 * @returns {{ kind: 'download', key: string } | null}
 */
export function readingOf(request, { statusCode }) {
  if (request.method !== 'GET') return null;
  const url = request.url ?? '';
  if (!url.startsWith(DOCUMENTS_PREFIX)) return null;
  const path = url.split(/[?#]/)[0];
  if (path.length > MAX_PATH_LENGTH || path.length <= DOCUMENTS_PREFIX.length) return null;
  if (isCrawler(request.headers['user-agent'])) return null;
  const range = request.headers.range;
  const whole = statusCode === 200 || (statusCode === 206 && typeof range === 'string' && /^bytes=0-/.test(range));
  return whole ? { kind: 'download', key: path } : null;
}

/**
 * The stage: once the response has finished, counts it if it is a download.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function countReadings(request, response) {
  if (!readingCountsEnabled() || request.method !== 'GET' || !request.url?.startsWith(DOCUMENTS_PREFIX)) return;
  response.once('finish', () => {
    try {
      const reading = readingOf(request, { statusCode: response.statusCode });
      if (reading) countReading(reading.kind, reading.key);
    } catch (error) {
      console.error('[reading] could not count:', error instanceof Error ? error.message : error);
    }
  });
}
