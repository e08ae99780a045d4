/** A per-key sliding-window rate limit held in process memory (one server process). */
export interface RateLimiter {
  /** Counts one request; when over the limit, says how long until the next one is allowed. */
  take(key: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

// Bounds memory when many addresses pass by; the oldest keys are forgotten first.
const MAX_KEYS = 10_000;

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    take(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      hits.delete(key);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > MAX_KEYS) hits.delete(hits.keys().next().value as string);
      return { allowed: true };
    },
  };
}

/**
 * The client address as the proxy in front of the server reports it. Without a proxy the header
 * can be forged, so the limit is a brake on abuse, not a security boundary.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'unknown';
}
