import { pages } from '@/lib/site';
import { PAGES_KEY } from './keys';
import type { PurgeRequest } from './purge';

/**
 * Every public page of the site map, and `more` pages (a quarter's page), in both languages, and the
 * sitemap, as a purge: by path for nginx (which keys a copy by its URL and whose Debian purge module
 * takes exact paths only) and by the key every page carries (PAGES_KEY) for the caches that purge by key. A page's other
 * URLs (a list's `?year=&page=`, a search) are not named: their copies expire within
 * PAGE_SHARED_SECONDS + PAGE_STALE_SECONDS (lib/server/pipeline/document-cache-control.mjs), a minute.
 */
export function pagesPurge(more: readonly string[] = []): PurgeRequest {
  const paths = [...Object.values(pages), ...more];
  const localized = [...paths, ...paths.map((path) => (path === '/' ? '/en' : `/en${path}`))];
  // The sitemap lists the pages and is held like one (lib/server/pipeline/document-cache-control.mjs).
  return { paths: [...localized, '/sitemap.xml'], keys: [PAGES_KEY] };
}
