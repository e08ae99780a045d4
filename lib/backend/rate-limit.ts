import { settings } from '@/lib/config/settings.mjs';
import {
  CLIENT_ADDRESS_HEADER,
  clientAddressHeaderAnnounced,
  clientAddressOf,
  rateLimitKey,
  sharedRedis,
  usableRedis,
  type RedisClient,
} from '@/lib/server/process-bridge.mjs';

/** What a limiter says about one request. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A per-key request limit. Asynchronous so that a shared store (Redis, with several instances:
 * docs/operations.md) can stand behind the same interface as the in-memory one here.
 */
export interface RateLimiter {
  /** Counts one request for key; refused once key has used up its limit in the window. */
  take(key: string): Promise<RateDecision>;
  /** Whether key would be refused now, without counting anything. */
  check(key: string): Promise<RateDecision>;
}

interface Window {
  /** Start of the current fixed window. */
  start: number;
  current: number;
  previous: number;
}

// Bounds memory when many addresses pass by; the least recently seen keys are forgotten first.
const MAX_KEYS = 10_000;

/**
 * A sliding-window limit held in this process's memory, in constant space per key: the count of the
 * current fixed window plus the previous window's count weighted by how much of it still overlaps
 * the sliding window (the approximation Redis-backed limiters use, so a shared limit counts the same).
 */
export function createMemoryRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, Window>();

  const windowOf = (key: string, time: number): Window => {
    const start = time - (time % windowMs);
    const known = windows.get(key);
    windows.delete(key); // re-inserted below: Map order is recency order
    let window: Window;
    if (!known || known.start <= start - 2 * windowMs) window = { start, current: 0, previous: 0 };
    else if (known.start < start) window = { start, current: 0, previous: known.current };
    else window = known;
    windows.set(key, window);
    if (windows.size > MAX_KEYS) windows.delete(windows.keys().next().value as string);
    return window;
  };

  const decide = (window: Window, time: number): RateDecision =>
    decideWindow(window, time - window.start, limit, windowMs);

  return {
    async take(key) {
      const time = now();
      const window = windowOf(key, time);
      const decision = decide(window, time);
      if (decision.allowed) window.current += 1;
      return decision;
    },
    async check(key) {
      const time = now();
      return decide(windowOf(key, time), time);
    },
  };
}

/** The decision for one more request, `elapsed` ms into the current window (the same for memory and Redis). */
function decideWindow(
  window: Pick<Window, 'current' | 'previous'>,
  elapsed: number,
  limit: number,
  windowMs: number,
): RateDecision {
  const estimate = window.previous * (1 - elapsed / windowMs) + window.current;
  if (estimate + 1 <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: retryAfterSeconds(window, elapsed, limit, windowMs) };
}

/**
 * The same sliding window in Redis (REDIS_URL), so that every instance counts against one limit. One
 * script reads both windows' counts, decides and counts, atomically: concurrent requests on several
 * instances cannot all pass a check before any of them counted. Time is Redis's clock (TIME), one for
 * all instances. The counts expire after two windows. While Redis is unreachable the limits fall back
 * to this instance's memory (logged): a form keeps working, limited per instance, rather than failing.
 */
export function createRedisRateLimiter({
  redis,
  limit,
  windowMs,
  prefix,
  fallback = createMemoryRateLimiter({ limit, windowMs }),
}: {
  redis: RedisClient;
  limit: number;
  windowMs: number;
  /** Names this limit's keys (one limiter's counts never mix with another's). */
  prefix: string;
  fallback?: RateLimiter;
}): RateLimiter {
  const ask = async (key: string, count: boolean, fallen: () => Promise<RateDecision>): Promise<RateDecision> => {
    if (!(await usableRedis(redis))) return fallen();
    try {
      const [current, previous, elapsed] = (await redis.eval(
        SLIDING_WINDOW_SCRIPT,
        1,
        `${prefix}:${key}`,
        limit,
        windowMs,
        count ? 1 : 0,
      )) as [number, number, number];
      return decideWindow({ current, previous }, elapsed, limit, windowMs);
    } catch (error) {
      console.error(
        `[rate-limit] Redis failed, counting in memory: ${error instanceof Error ? error.message : String(error)}`,
      );
      return fallen();
    }
  };
  return {
    take: (key) => ask(key, true, () => fallback.take(key)),
    check: (key) => ask(key, false, () => fallback.check(key)),
  };
}

/**
 * KEYS[1] the client's key; ARGV limit, window ms, 1 to count. Returns the counts as they were before
 * this request and the ms elapsed in the current window; counts the request only when it is allowed,
 * by the same estimate decideWindow makes (previous × (1 − elapsed / window) + current + 1 ≤ limit).
 * The window keys derive from KEYS[1] with a hash tag, so they stay in one slot of a Redis cluster.
 */
const SLIDING_WINDOW_SCRIPT = `
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local start = now - (now % window)
local base = '{' .. KEYS[1] .. '}:'
local currentKey = base .. start
local current = tonumber(redis.call('GET', currentKey) or '0')
local previous = tonumber(redis.call('GET', base .. (start - window)) or '0')
local elapsed = now - start
if ARGV[3] == '1' and previous * (1 - elapsed / window) + current + 1 <= limit then
  redis.call('INCR', currentKey)
  redis.call('PEXPIRE', currentKey, 2 * window)
end
return {current, previous, elapsed}
`;

/**
 * Seconds until one more request fits. Blocked by the previous window's weight: until that weight has
 * shrunk enough. Blocked by the current window: until the next one, plus what this window then still weighs.
 */
function retryAfterSeconds(
  window: Pick<Window, 'current' | 'previous'>,
  elapsed: number,
  limit: number,
  windowMs: number,
): number {
  const wait =
    window.current + 1 <= limit
      ? // previous × (1 − t / windowMs) + current + 1 ≤ limit
        windowMs * (1 - (limit - window.current - 1) / window.previous) - elapsed
      : // in the next window: current × (1 − t' / windowMs) + 1 ≤ limit
        windowMs - elapsed + windowMs * (1 - (limit - 1) / window.current);
  return Math.max(1, Math.ceil(wait / 1000));
}

/** FORM_RATE_LIMIT: requests per client per minute for each form action (default 5; a whole number from 1 to 10000). */
export function formRateLimit(): number {
  return settings().FORM_RATE_LIMIT;
}

/**
 * A limiter of FORM_RATE_LIMIT requests per client per minute, named by `name` (each form action and
 * the revalidate endpoint count apart). With REDIS_URL the count is shared by every instance.
 */
export function createFormRateLimiter(name: string): RateLimiter {
  return createSharedRateLimiter({ name, limit: formRateLimit, windowMs: 60_000 });
}

/**
 * A limiter of `limit()` requests per client per window, named by `name`: with REDIS_URL the count is
 * shared by every instance (falling back to memory while Redis is unreachable), else in this process's memory.
 */
export function createSharedRateLimiter({
  name,
  limit,
  windowMs,
}: {
  name: string;
  limit: () => number;
  windowMs: number;
}): RateLimiter {
  // Chosen at the first request, not when the module loads (a build evaluates the modules too).
  let chosen: RateLimiter | null = null;
  const limiter = (): RateLimiter => {
    if (chosen) return chosen;
    const max = limit();
    const redis = sharedRedis();
    chosen = redis
      ? createRedisRateLimiter({ redis, limit: max, windowMs, prefix: `ir-website:rate:${name}` })
      : createMemoryRateLimiter({ limit: max, windowMs });
    return chosen;
  };
  return { take: (key) => limiter().take(key), check: (key) => limiter().check(key) };
}

/**
 * The client of a route request, as the key its limits count under (an IPv6 client by its /64).
 * Behind server.mjs: the address it wrote (the socket, or X-Forwarded-For as TRUST_PROXY_HOPS says).
 * Under `next dev` or `next start`, which show route handlers no socket, X-Forwarded-For as Next
 * passes it, read the same way: there a client can forge it, so production runs server.mjs.
 */
export function clientKey(request: Request): string {
  const trusted = clientAddressHeaderAnnounced() ? request.headers.get(CLIENT_ADDRESS_HEADER) : null;
  const address =
    trusted ??
    clientAddressOf({ forwardedFor: request.headers.get('x-forwarded-for'), hops: settings().TRUST_PROXY_HOPS });
  return rateLimitKey(address);
}
