import type { RedisClient } from '@/lib/server/process-bridge.mjs';
import type { JobLock } from './scheduler';

/**
 * Job leases in Redis (REDIS_URL), for instances on several machines: the same JobLock as the SQLite
 * one (./sqlite-lock.ts). A lease is a key holding its holder's name with an expiry (SET NX PX), so a
 * holder that dies without releasing hands the job on when the key expires. Renewing and releasing
 * compare the holder first, in one script each, so an instance whose lease ran out and passed to
 * another can never extend or delete the new holder's lease. Expiry is Redis's clock, one for all.
 */
export function createRedisJobLock({
  redis,
  prefix = 'ir-website:job-lease',
}: {
  redis: RedisClient;
  prefix?: string;
}): JobLock {
  const key = (name: string) => `${prefix}:${name}`;
  return {
    async acquire(name, holder, ttlMs) {
      return (await redis.eval(ACQUIRE, 1, key(name), holder, ttlMs)) === 1;
    },
    async renew(name, holder, ttlMs) {
      return (await redis.eval(RENEW, 1, key(name), holder, ttlMs)) === 1;
    },
    async release(name, holder) {
      await redis.eval(RELEASE, 1, key(name), holder);
    },
  };
}

// Take a free lease, or keep one that is already this holder's (the JobLock contract).
const ACQUIRE = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0
`;

const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0
`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0
`;
