// The search module itself, as lib/jobs/jobs.ts imports it: the job list loads this file, and loading
// the whole backend door with it upsets the mail job's start in app/api/send_email's tests.
import { requestSearchIndexRebuild } from '@/lib/search/server';
import { runJobSoon } from '@/lib/server/process-bridge.mjs';
import { feedsPurge } from '@/lib/feeds/server';
import { DOWNLOADS_KEY, pagesPurge, purgeSharedCache, type PurgeRequest } from '@/lib/shared-cache';

/**
 * After an item went live or came off: the embedded lists are read from the store on every render,
 * so what caches them is the shared cache in front, if any (told to drop its copies of what a
 * published item changes: publishingPurge), the search index (rebuilt now, in the background) and the
 * alerts (sent now). `documentPaths`: a withdrawn item's document URLs, which now answer 410 and
 * must not be served from a copy of their 200.
 */
export function refreshSite(documentPaths: readonly string[] = []): void {
  // It logs a failure itself; the copies then expire on their own (their s-maxage).
  void purgeSharedCache(publishingPurge(documentPaths));
  runJobSoon('alerts');
  requestSearchIndexRebuild();
}

/**
 * What an item going live, corrected or taken off changes in a shared cache's copies
 * (docs/operations.md, A shared cache in front): the pages (the home page, the lists, the search) and
 * the feeds in both languages (by path for nginx, which holds them, and by key), and the table
 * downloads (by key, for the caches that hold them). `paths`: more paths to drop, such as a withdrawn
 * item's document URLs.
 */
export function publishingPurge(paths: readonly string[] = []): PurgeRequest {
  const feeds = feedsPurge();
  const site = pagesPurge();
  return { paths: [...site.paths, ...feeds.paths, ...paths], keys: [...site.keys, ...feeds.keys, DOWNLOADS_KEY] };
}
