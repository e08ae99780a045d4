import type { Client } from '@libsql/client';
import { storeDatabase } from '@/lib/backend';
import type { JobLock } from './scheduler';

/**
 * Job leases in the embedded SQLite file (table job_leases, migration 3): every process of one
 * machine that opens the file sees the same leases. Each operation is one statement, so two
 * processes racing for a lease cannot both win. Times are this machine's clock, in ms since 1970.
 */
export function createSqliteJobLock({ database = storeDatabase, now = Date.now }: { database?: () => Promise<Client>; now?: () => number } = {}): JobLock {
  return {
    async acquire(name, holder, ttlMs) {
      const time = now();
      const result = await (await database()).execute({
        // Insert a new lease, or take over one that has expired or is already ours; else change nothing.
        sql: `INSERT INTO job_leases (name, holder, expires_at) VALUES (?, ?, ?)
          ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
          WHERE job_leases.expires_at <= ? OR job_leases.holder = excluded.holder`,
        args: [name, holder, time + ttlMs, time],
      });
      return result.rowsAffected === 1;
    },
    async renew(name, holder, ttlMs) {
      const result = await (await database()).execute({
        sql: 'UPDATE job_leases SET expires_at = ? WHERE name = ? AND holder = ?',
        args: [now() + ttlMs, name, holder],
      });
      return result.rowsAffected === 1;
    },
    async release(name, holder) {
      await (await database()).execute({ sql: 'DELETE FROM job_leases WHERE name = ? AND holder = ?', args: [name, holder] });
    },
  };
}
