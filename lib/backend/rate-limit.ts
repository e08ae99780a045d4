import {
  CLIENT_ADDRESS_HEADER,
  clientAddressHeaderAnnounced,
  clientAddressOf,
  rateLimitKey,
  trustProxyHops,
} from '@/lib/security/client-address.mjs';

/** What a limiter says about one request. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A per-key request limit. Asynchronous so that a shared store (Redis, issue 21) can stand behind the
 * same interface as the in-memory one here.
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
 * the sliding window (the approximation Redis-backed limiters use, so issue 21 can keep the numbers).
 */
export function createMemoryRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
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

  const decide = (window: Window, time: number): RateDecision => {
    const elapsed = time - window.start;
    const estimate = window.previous * (1 - elapsed / windowMs) + window.current;
    if (estimate + 1 <= limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(window, elapsed, limit, windowMs) };
  };

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

/**
 * Seconds until one more request fits. Blocked by the previous window's weight: until that weight has
 * shrunk enough. Blocked by the current window: until the next one, plus what this window then still weighs.
 */
function retryAfterSeconds(window: Window, elapsed: number, limit: number, windowMs: number): number {
  const wait =
    window.current + 1 <= limit
      ? // previous × (1 − t / windowMs) + current + 1 ≤ limit
        windowMs * (1 - (limit - window.current - 1) / window.previous) - elapsed
      : // in the next window: current × (1 − t' / windowMs) + 1 ≤ limit
        windowMs - elapsed + windowMs * (1 - (limit - 1) / window.current);
  return Math.max(1, Math.ceil(wait / 1000));
}

const DEFAULT_FORM_RATE_LIMIT = 5;

/** FORM_RATE_LIMIT: requests per client per minute for each form action (default 5; a whole number from 1 to 10000). */
export function formRateLimit(value = process.env.FORM_RATE_LIMIT): number {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 10_000) return Number(text);
  if (text !== '') console.error(`[rate-limit] FORM_RATE_LIMIT=${JSON.stringify(value)} is not a whole number from 1 to 10000; using ${DEFAULT_FORM_RATE_LIMIT}`);
  return DEFAULT_FORM_RATE_LIMIT;
}

/** A limiter of FORM_RATE_LIMIT requests per client per minute. Issue 21 chooses Redis here when REDIS_URL is set. */
export function createFormRateLimiter(): RateLimiter {
  return createMemoryRateLimiter({ limit: formRateLimit(), windowMs: 60_000 });
}

/**
 * The client of a route request, as the key its limits count under (an IPv6 client by its /64).
 * Behind server.mjs: the address it wrote (the socket, or X-Forwarded-For as TRUST_PROXY_HOPS says).
 * Under `next dev` or `next start`, which show route handlers no socket, X-Forwarded-For as Next
 * passes it, read the same way: there a client can forge it, so production runs server.mjs.
 */
export function clientKey(request: Request): string {
  const trusted = clientAddressHeaderAnnounced() ? request.headers.get(CLIENT_ADDRESS_HEADER) : null;
  const address = trusted ?? clientAddressOf({ forwardedFor: request.headers.get('x-forwarded-for'), hops: hopsOrZero() });
  return rateLimitKey(address);
}

function hopsOrZero(): number {
  try {
    return trustProxyHops(process.env.TRUST_PROXY_HOPS);
  } catch (error) {
    console.error(`[rate-limit] ${error instanceof Error ? error.message : String(error)}; using 0`);
    return 0;
  }
}
