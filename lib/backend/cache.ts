import 'server-only';
import { unstable_cache } from 'next/cache';
import { nextDataCacheAvailable } from '@/lib/server/process-bridge.mjs';
import { LIST_REVALIDATE_SECONDS, type CacheTag } from './tags';

declare global {
  // Next's incremental cache outside a request; tests may install one to exercise real caching.
  var __incrementalCache: unknown;
}

/**
 * Next's data cache is there inside the Next server or when an incremental cache has been installed
 * globally (lib/server/next-internals.mjs). Plain Node (Jest, tsx scripts) has neither, and
 * unstable_cache would throw, so the loader then runs uncached.
 */
function hasNextDataCache(): boolean {
  return nextDataCacheAvailable();
}

/**
 * Wraps a loader in the server data cache under one tag. The loader must THROW on failure: a
 * thrown result is never stored, so a failed fetch never replaces good cached data.
 */
export function cachedLoader<Args extends string[], Result>(
  key: string,
  tag: CacheTag,
  load: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(load, [key], { revalidate: LIST_REVALIDATE_SECONDS, tags: [tag] });
  return (...args) => (hasNextDataCache() ? cached(...args) : load(...args));
}
