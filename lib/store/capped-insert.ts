import { createHash } from 'node:crypto';
import {
  sql,
  type Compilable,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type InsertQueryBuilder,
  type InsertResult,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { EngineName, InStatement } from './engine';
import { queries, statement } from './query';
import type { DB } from './schema';

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
  // PostgreSQL's advisory lock is a function call, which Kysely builds with its `sql` template.
  const lock = sql<unknown>`pg_advisory_xact_lock(${lockNumber(cap)}, ${lockNumber(key)})`;
  return [statement(queries({ engine }).selectNoFrom(lock.as('locked')))];
}

/**
 * The insert of the row `values` into `table` only while `condition` holds (the cap's count): an insert
 * of a select of the values, with the condition as its where; columns and values named once, by the row.
 */
export function insertIf<T extends keyof DB & string>(
  q: Kysely<DB>,
  table: T,
  values: Insertable<DB[T]>,
  condition: (row: ExpressionBuilder<DB, never>) => Expression<SqlBool>,
): InsertQueryBuilder<DB, T, InsertResult> {
  const entries = Object.entries(values);
  // The keys of an Insertable<DB[T]> are columns of T; Object.entries names them as text only.
  const columns = entries.map(([column]) => column as keyof DB[T] & string);
  return q
    .insertInto(table)
    .columns(columns)
    .expression(q.selectNoFrom((row) => entries.map(([column, value]) => row.val(value).as(column))).where(condition));
}

/** A conditional insert (or upsert) of one row into table `T`, and how to find that row again on SQLite. */
export interface InsertOfOne<T extends keyof DB, Stored> {
  /** The insert, as SQLite runs it. */
  insert: InsertQueryBuilder<DB, T, unknown>;
  /** The same insert returning the columns of the stored row that the statement after it reads (PostgreSQL). */
  returning: InsertQueryBuilder<DB, T, Stored>;
  /** On SQLite, the query of those columns of the row stored (`id = last_insert_rowid()` misses an upsert's update). */
  row: SelectQueryBuilder<DB, T, Stored>;
}

/**
 * The statements of an insert of one row and then `then`, which reads the stored row from `stored` (the
 * query to name in a WITH, of the `returning` columns): empty when the insert stored nothing. On PostgreSQL
 * one statement, the insert's RETURNING as a WITH; on SQLite two, the second reading the row while changes()
 * says the first stored it.
 */
export function insertThen<T extends keyof DB, Stored>(
  engine: EngineName,
  one: InsertOfOne<T, Stored>,
  then: (stored: InsertQueryBuilder<DB, T, Stored> | SelectQueryBuilder<DB, T, Stored>) => Compilable<unknown>,
): InStatement[] {
  if (engine === 'postgres') return [statement(then(one.returning))];
  // changes() (the rows the statement before changed) is SQLite's own function: Kysely has no builder for it.
  return [statement(one.insert), statement(then(one.row.where(sql<boolean>`changes() = 1`)))];
}
