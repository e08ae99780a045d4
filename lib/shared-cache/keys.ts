/**
 * The purge keys of the site's public responses (docs/operations.md, A shared cache in front): a
 * response names every key it depends on, and a purge names the keys of what changed.
 */
// Every public page carries PAGE_KEYS (site, pages), set by the server as the page goes out.
import { PAGE_KEYS, PAGES_KEY, SITE_KEY } from '@/lib/server/process-bridge.mjs';

export { PAGE_KEYS, PAGES_KEY, SITE_KEY };
export const FEEDS_KEY = 'feeds';
export const DOWNLOADS_KEY = 'downloads';

/** The keys of a table download or a quarter's data pack (`table`: its file name without the format). */
export function downloadKeys(table: string): string[] {
  return [SITE_KEY, DOWNLOADS_KEY, `download-${table}`];
}

/** The keys of a feed. */
export function feedKeys(feed: 'news' | 'calendar'): string[] {
  return [SITE_KEY, FEEDS_KEY, `feed-${feed}`];
}
