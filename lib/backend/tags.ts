import {
  BACKEND_CALLS,
  CALL_KEYS,
  RANGE_CALL_KEYS,
  RANGE_CALLS,
  type CallKey,
  type RangeCallKey,
} from '@/lib/contract';

/**
 * Cache tags of the server data cache, one per call of lib/contract/calls.ts (list calls, then range calls);
 * POST /api/revalidate purges them.
 */
export const TAGS = Object.fromEntries([
  ...CALL_KEYS.map((key) => [key, BACKEND_CALLS[key].tag]),
  ...RANGE_CALL_KEYS.map((key) => [key, RANGE_CALLS[key].tag]),
]) as { readonly [K in CallKey]: (typeof BACKEND_CALLS)[K]['tag'] } & {
  readonly [K in RangeCallKey]: (typeof RANGE_CALLS)[K]['tag'];
};

export type CacheTag = (typeof TAGS)[CallKey | RangeCallKey];

export const ALL_TAGS: readonly CacheTag[] = Object.values(TAGS);

/** Seconds a cached list stays fresh before it is fetched again in the background. */
export const LIST_REVALIDATE_SECONDS = 300;
