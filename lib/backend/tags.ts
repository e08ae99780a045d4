import { BACKEND_CALLS, CALL_KEYS, type CallKey } from './calls';

/** Cache tags of the server data cache, one per list call (./calls); POST /api/revalidate purges them. */
export const TAGS = Object.fromEntries(CALL_KEYS.map((key) => [key, BACKEND_CALLS[key].tag])) as {
  readonly [K in CallKey]: (typeof BACKEND_CALLS)[K]['tag'];
};

export type CacheTag = (typeof TAGS)[CallKey];

export const ALL_TAGS: readonly CacheTag[] = Object.values(TAGS);

/** Seconds a cached list stays fresh before it is fetched again in the background. */
export const LIST_REVALIDATE_SECONDS = 300;
