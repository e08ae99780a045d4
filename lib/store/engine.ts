/**
 * The store's database engine, as its modules use it: the part of libsql's client they call, which
 * embedded SQLite (@libsql/client, as it comes) and PostgreSQL (./postgres-engine.ts) both provide
 * (docs/operations.md, PostgreSQL). SQL is written once for both where it can be; what cannot is
 * chosen by `engineOf(client)` in the module that runs it.
 */

/** A value read from a row. */
export type Value = null | string | number | bigint | ArrayBuffer;
/** A value given to a statement's `?` placeholders. */
export type InValue = Value | boolean | Uint8Array | Date;
export type InStatement = string | { sql: string; args?: InValue[] };

/** A row as an object keyed by column name. */
export interface Row {
  [column: string]: Value;
}

export interface ResultSet {
  columns: string[];
  rows: Row[];
  rowsAffected: number;
}

export type TransactionMode = 'write' | 'read' | 'deferred';

export interface Transaction {
  /** Unset: SQLite, as on Client. */
  readonly engine?: EngineName;
  execute(statement: InStatement): Promise<ResultSet>;
  batch(statements: InStatement[]): Promise<ResultSet[]>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  close(): void;
}

export type EngineName = 'sqlite' | 'postgres';

export interface Client {
  /** Unset: SQLite (a libsql client made elsewhere, as tests do). */
  readonly engine?: EngineName;
  execute(statement: InStatement): Promise<ResultSet>;
  /** The statements in order in one transaction: all or none. */
  batch(statements: InStatement[], mode?: TransactionMode): Promise<ResultSet[]>;
  transaction(mode?: TransactionMode): Promise<Transaction>;
  /** Several statements in one text, without arguments, outside a transaction (tests, scripts). */
  executeMultiple(sql: string): Promise<void>;
  close(): void | Promise<void>;
}

export function engineOf(client: { readonly engine?: EngineName }): EngineName {
  return client.engine ?? 'sqlite';
}
