import type { Client } from './engine';
import { getDatabase } from './db';
import { queries, run } from './query';

/**
 * Job leases in the store (table job_leases, migration 3; docs/decisions/006-job-leases.md): on SQLite
 * every process of one machine that opens the file sees the same leases; on PostgreSQL every instance
 * on every machine that uses the database does. Each operation is one statement, the same on both
 * engines (a conditional INSERT … ON CONFLICT DO UPDATE, UPDATE, DELETE, built by ./query.ts), so two processes racing for a
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
      const client = await database();
      // Insert a new lease, or take over one that has expired or is already ours; else change nothing.
      const taken = queries(client)
        .insertInto('job_leases')
        .values({ name, holder, expires_at: expiresAt })
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet((row) => ({ holder: row.ref('excluded.holder'), expires_at: row.ref('excluded.expires_at') }))
            .where((row) =>
              row.or([
                row('job_leases.expires_at', '<=', now),
                row('job_leases.holder', '=', row.ref('excluded.holder')),
              ]),
            ),
        );
      return (await run(client, taken)) === 1;
    },
    async renew(name, holder, expiresAt) {
      const client = await database();
      const renewed = queries(client)
        .updateTable('job_leases')
        .set({ expires_at: expiresAt })
        .where('name', '=', name)
        .where('holder', '=', holder);
      return (await run(client, renewed)) === 1;
    },
    async release(name, holder) {
      const client = await database();
      await run(client, queries(client).deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder));
    },
  };
}

/** The leases of the process's store. */
export const storeLeases: LeaseStore = leasesOn(getDatabase);
