import { createHash } from 'node:crypto';
import type { EngineName, InStatement, InValue } from './engine';

/**
 * Requests stored under a cap counted by the rows already stored (a count, then a conditional insert: the
 * contact form's daily cap, the alerts' hourly caps, the questions per mailbox and quarter), each with
 * what it triggers, as one batch: one write transaction without a round trip to the process between its
 * statements (on SQLite an interactive transaction fails with SQLITE_BUSY when another of the same
 * process is open).
 *
 * SQLite runs one write transaction at a time, so a request's count sees every row stored before it.
 * PostgreSQL runs them side by side, each counting without the others' rows: there the batch first takes
 * a transaction-level advisory lock on the cap and its key (`pg_advisory_xact_lock`), so the requests of
 * one key count and insert one after another while those of other keys are not held up.
 */

/** A 32-bit signed integer of a text, for one half of an advisory lock's key. */
function lockNumber(text: string): number {
  return createHash('sha256').update(text).digest().readInt32BE(0);
}

/** The statements to run first in the transaction that counts and inserts under the cap `cap` for `key`. */
export function capLockStatements(engine: EngineName, cap: string, key = ''): InStatement[] {
  if (engine !== 'postgres') return [];
  return [{ sql: 'SELECT pg_advisory_xact_lock(?, ?)', args: [lockNumber(cap), lockNumber(key)] }];
}

/** SQL with its arguments. */
export interface SqlPart {
  sql: string;
  args: InValue[];
}

/** A conditional insert (or upsert) of one row into `table`, and how to find that row again on SQLite. */
export interface InsertOfOne {
  table: string;
  insert: SqlPart;
  /** The columns of the stored row that the statement after it reads. */
  returning: string;
  /** On SQLite, the condition that picks the row stored (`id = last_insert_rowid()` misses an upsert's update). */
  row: SqlPart;
}

/**
 * The statements of an insert of one row and then `then`, which reads the stored row from `stored` (a
 * table expression of the `returning` columns): empty when the insert stored nothing. On PostgreSQL one
 * statement, the insert's RETURNING as a WITH; on SQLite two, the second reading the row while changes()
 * says the first stored it.
 */
export function insertThen(engine: EngineName, one: InsertOfOne, then: (stored: SqlPart) => SqlPart): InStatement[] {
  if (engine === 'postgres') {
    const next = then({ sql: 'stored', args: [] });
    return [
      {
        sql: `WITH stored AS (${one.insert.sql} RETURNING ${one.returning}) ${next.sql}`,
        args: [...one.insert.args, ...next.args],
      },
    ];
  }
  return [
    one.insert,
    then({
      sql: `(SELECT ${one.returning} FROM ${one.table} WHERE ${one.row.sql} AND changes() = 1)`,
      args: one.row.args,
    }),
  ];
}
