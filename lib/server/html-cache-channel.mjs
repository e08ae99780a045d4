// @ts-check
/**
 * Every instance keeps its own short copy of rendered pages (pipeline/html-cache/). With REDIS_URL, a purge
 * (POST /api/revalidate) on any instance is published on one Redis channel and every instance that
 * subscribed (server.mjs) empties its copy when the message arrives, within milliseconds on one
 * network. Plain JavaScript: server.mjs runs unbuilt.
 */
import { settings } from '../config/settings.mjs';
import { clearHtmlCaches } from './pipeline/html-cache/registry.mjs';
import { connectRedis, sharedRedis } from './redis.mjs';

export const HTML_CACHE_CHANNEL = 'ir-website:html-cache:clear';

/**
 * Tells every instance to empty its HTML cache; false when there is no Redis or it could not be told
 * (this instance has cleared its own copy already; the others' expire within HTML_CACHE_SECONDS).
 * @returns {Promise<boolean>}
 */
export async function publishHtmlCacheClear() {
  const redis = sharedRedis();
  if (!redis) return false;
  try {
    await redis.publish(HTML_CACHE_CHANNEL, String(Date.now()));
    return true;
  } catch (error) {
    console.error(
      `[html-cache] could not publish the purge: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
}

/**
 * Empties this process's HTML caches and tells every instance to empty its own: what the newsroom
 * does once an item went live or came off (lib/newsroom/site-refresh.ts), so that no instance keeps
 * serving a page rendered before. False when the others could not be told (see publishHtmlCacheClear).
 * @returns {Promise<boolean>}
 */
export async function clearHtmlCachesEverywhere() {
  clearHtmlCaches();
  return publishHtmlCacheClear();
}

/**
 * Calls `onClear` for every purge published by any instance (this one included). Without REDIS_URL
 * it does nothing. Returns a function that unsubscribes and closes the connection.
 * @param {() => void} onClear
 * @param {string | null} [url]
 * @returns {() => Promise<void>}
 */
export function subscribeHtmlCacheClears(onClear, url = settings().REDIS_URL) {
  if (!url) return async () => undefined;
  // A subscribed connection takes no other commands: its own. It resubscribes after a reconnection.
  const subscriber = connectRedis(url, { commandTimeoutMs: 5000 });
  subscriber
    .subscribe(HTML_CACHE_CHANNEL)
    .catch((error) =>
      console.error(`[html-cache] could not subscribe: ${error instanceof Error ? error.message : String(error)}`),
    );
  subscriber.on('message', (channel) => {
    if (channel === HTML_CACHE_CHANNEL) onClear();
  });
  // Pages kept while the subscription was down may predate a purge it missed: start afresh.
  subscriber.on('ready', onClear);
  return async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
