import { sharedRedis } from '@/lib/server/process-bridge.mjs';
import { createRedisJobLock } from './redis-lock';
import type { JobLock } from './scheduler';
import { createSqliteJobLock } from './sqlite-lock';

/**
 * The leases every instance sees: Redis with REDIS_URL (instances on several machines), else the
 * SQLite file (the processes of one machine). The server's scheduler and `npm run mail:retry` use it.
 */
export function sharedJobLock(): JobLock {
  const redis = sharedRedis();
  return redis ? createRedisJobLock({ redis }) : createSqliteJobLock();
}
