// The search module itself, as lib/jobs/jobs.ts imports it: the job list loads this file, and loading
// the whole backend door with it upsets the mail job's start in app/api/send_email's tests.
import { requestSearchIndexRebuild } from '@/lib/search/server';
import { clearHtmlCachesEverywhere, runJobSoon } from '@/lib/server/process-bridge.mjs';
import { feedsPurge } from '@/lib/feeds/server';
import { purgeSharedCache } from '@/lib/shared-cache';

/**
 * After an item went live or came off: the embedded lists are read from the store on every render,
 * so what caches them is the HTML cache of server.mjs (dropped here, and on every other instance
 * through Redis when REDIS_URL is set: else another instance's copy lives until it expires), the
 * search index (rebuilt now, in the background) and the alerts (sent now). The shared cache in front,
 * if any, is told to drop its copies of the feeds (docs/operations.md, A shared cache in front).
 */
export function refreshSite(): void {
  // It logs a failure to tell the others itself; this instance's copy is dropped either way.
  void clearHtmlCachesEverywhere();
  // It logs a failure itself; the copies then expire on their own (their s-maxage).
  void purgeSharedCache(feedsPurge());
  runJobSoon('alerts');
  requestSearchIndexRebuild();
}
