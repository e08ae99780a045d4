import { storeLeases, type LeaseStore } from '@/lib/backend';
import type { JobLock } from './scheduler';

/**
 * Job leases in the embedded store (lib/store/leases.ts): every process that opens the SQLite file, or
 * every instance on the store's PostgreSQL database, sees the same leases, and two processes racing
 * for a lease cannot both win. Times are this machine's clock, in ms since 1970.
 */
export function createSqliteJobLock({
  leases = storeLeases,
  now = Date.now,
}: { leases?: LeaseStore; now?: () => number } = {}): JobLock {
  return {
    async acquire(name, holder, ttlMs) {
      const time = now();
      return leases.acquire(name, holder, time + ttlMs, time);
    },
    async renew(name, holder, ttlMs) {
      return leases.renew(name, holder, now() + ttlMs);
    },
    async release(name, holder) {
      await leases.release(name, holder);
    },
  };
}
