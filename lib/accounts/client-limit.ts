import { settings } from '@/lib/config/settings.mjs';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '@/lib/backend';
import { sharedRedis } from '@/lib/server/process-bridge.mjs';

const WINDOW_MS = 15 * 60_000;

/** IR_SIGN_IN_CLIENT_LIMIT: sign-in attempts per client per 15 minutes (default 30). */
function limit(): number {
  return settings().IR_SIGN_IN_CLIENT_LIMIT;
}

let chosen: RateLimiter | null = null;

/** The per-client sign-in limit; with REDIS_URL it is shared by every instance. */
export function signInClientLimiter(): RateLimiter {
  if (chosen) return chosen;
  const redis = sharedRedis();
  chosen = redis
    ? createRedisRateLimiter({
        redis,
        limit: limit(),
        windowMs: WINDOW_MS,
        prefix: 'ir-website:rate:workspace-sign-in',
      })
    : createMemoryRateLimiter({ limit: limit(), windowMs: WINDOW_MS });
  return chosen;
}
