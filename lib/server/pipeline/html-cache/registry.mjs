// @ts-check
/**
 * Every HTML cache of this process, so that POST /api/revalidate (a route, bundled apart from
 * server.mjs) can empty them after purging data: kept on the process bridge. Other instances are
 * told through Redis (lib/server/html-cache-channel.mjs).
 */
import { bridgeSlot } from '../../bridge-slots.mjs';

/** @returns {Set<{ clear: () => void }>} */
function caches() {
  return bridgeSlot('htmlCaches', () => new Set());
}

/** @param {{ clear: () => void }} cache */
export function registerHtmlCache(cache) {
  caches().add(cache);
}

/** Empties every HTML cache of this process (the revalidate endpoint calls it after purging data). */
export function clearHtmlCaches() {
  for (const cache of caches()) cache.clear();
}
