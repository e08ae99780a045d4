import type { Client } from './engine';
import { getDatabase } from './db';

/**
 * Job leases in the store (table job_leases, migration 3; docs/decisions/006-job-leases.md): on SQLite
 * every process of one machine that opens the file sees the same leases; on PostgreSQL every instance
 * on every machine that uses the database does. Each operation is one statement, the same on both
 * engines (a conditional INSERT … ON CONFLICT DO UPDATE, UPDATE, DELETE), so two processes racing for a
 * lease cannot both win. Times are ms since 1970 on the caller's clock: machines sharing PostgreSQL
 * need synchronised clocks, as a clock running ahead ends another holder's lease early.
 */
export interface LeaseStore {
  /** Takes the lease `name` for `holder` until `expiresAt`: a new one, one expired at `now`, or one it holds already. */
  acquire(name: string, holder: string, expiresAt: number, now: number): Promise<boolean>;
  /** Moves the expiry of a lease `holder` holds; false when it holds it no more. */
  renew(name: string, holder: string, expiresAt: number): Promise<boolean>;
  /** Gives up a lease `holder` holds (nothing when it holds it no more). */
  release(name: string, holder: string): Promise<void>;
}

/** The leases of the store a client opens (tests open a second client, as a second process would). */
export function leasesOn(database: () => Promise<Client>): LeaseStore {
  return {
    async acquire(name, holder, expiresAt, now) {
      const result = await (
        await database()
      ).execute({
        // Insert a new lease, or take over one that has expired or is already ours; else change nothing.
        sql: `INSERT INTO job_leases (name, holder, expires_at) VALUES (?, ?, ?)
          ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
          WHERE job_leases.expires_at <= ? OR job_leases.holder = excluded.holder`,
        args: [name, holder, expiresAt, now],
      });
      return result.rowsAffected === 1;
    },
    async renew(name, holder, expiresAt) {
      const result = await (
        await database()
      ).execute({
        sql: 'UPDATE job_leases SET expires_at = ? WHERE name = ? AND holder = ?',
        args: [expiresAt, name, holder],
      });
      return result.rowsAffected === 1;
    },
    async release(name, holder) {
      await (
        await database()
      ).execute({ sql: 'DELETE FROM job_leases WHERE name = ? AND holder = ?', args: [name, holder] });
    },
  };
}

/** The leases of the process's store. */
export const storeLeases: LeaseStore = leasesOn(getDatabase);
