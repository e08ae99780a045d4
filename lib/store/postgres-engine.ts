import { Pool, types, type PoolClient, type QueryResult } from 'pg';
import type { Client, InStatement, InValue, ResultSet, Row, Transaction } from './engine';

/**
 * The store's engine on PostgreSQL (DATABASE_URL; docs/operations.md, PostgreSQL): libsql's calls on a
 * `pg` Pool. Statements keep SQLite's `?` placeholders, numbered here ($1, $2, …); a batch and a
 * transaction hold one pooled connection between BEGIN and COMMIT. Numbers come back as numbers, as
 * from SQLite: int8 (COUNT, SUM of integers, the BIGINT columns) and numeric (AVG, SUM) are parsed,
 * and a boolean (a comparison selected as a column) reads 1 or 0.
 */

const TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === types.builtins.INT8 || oid === types.builtins.NUMERIC) return (text: string) => Number(text);
    if (oid === types.builtins.BOOL) return (text: string) => (text === 't' ? 1 : 0);
    return types.getTypeParser(oid, format);
  },
};

/**
 * SQLite's `?` placeholders as PostgreSQL's `$n`, leaving quoted text, quoted names and comments alone.
 * A statement without arguments is left as it is (the schema's function bodies are dollar-quoted).
 */
export function numberPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  for (let i = 0; i < sql.length; i += 1) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop + 1);
      i = stop;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (c === '?') {
      n += 1;
      out += `$${n}`;
    } else {
      out += c;
    }
  }
  return out;
}

/** An argument as libsql would store it: booleans as 1/0, dates as milliseconds, big integers exact. */
function argument(value: InValue): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.getTime();
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return value;
}

type Queryable = Pick<PoolClient, 'query'>;

async function run(on: Queryable, statement: InStatement): Promise<ResultSet> {
  const { sql, args = [] } = typeof statement === 'string' ? { sql: statement } : statement;
  const result: QueryResult = await (args.length > 0
    ? on.query({ text: numberPlaceholders(sql), values: args.map(argument), types: TYPES })
    : on.query({ text: sql, types: TYPES }));
  // A multi-statement text answers one result per statement: the last one's, as libsql's executeMultiple.
  const last = Array.isArray(result) ? (result[result.length - 1] as QueryResult) : result;
  return {
    columns: (last.fields ?? []).map((field) => field.name),
    rows: (last.rows ?? []) as Row[],
    rowsAffected: last.command === 'SELECT' ? 0 : (last.rowCount ?? 0),
  };
}

/** A transaction on one pooled connection, from BEGIN: ends with commit(), rollback() or close() (rolls back). */
async function begin(pool: Pool): Promise<Transaction> {
  const connection = await pool.connect();
  let open = true;
  const end = async (sql: 'COMMIT' | 'ROLLBACK') => {
    if (!open) return;
    open = false;
    try {
      await connection.query(sql);
    } finally {
      connection.release();
    }
  };
  try {
    await connection.query('BEGIN');
  } catch (error) {
    connection.release(true);
    throw error;
  }
  return {
    engine: 'postgres',
    execute: (statement) => run(connection, statement),
    async batch(statements) {
      const results: ResultSet[] = [];
      for (const statement of statements) results.push(await run(connection, statement));
      return results;
    },
    commit: () => end('COMMIT'),
    rollback: () => end('ROLLBACK'),
    close: () => void end('ROLLBACK').catch(() => undefined),
  };
}

export interface PostgresClient extends Client {
  readonly engine: 'postgres';
  /** The pool itself, for the authentication framework's own dialect (./auth-database.ts). */
  readonly pool: Pool;
  /** Ends the pool's connections. */
  close(): Promise<void>;
}

export function createPostgresClient(url: string): PostgresClient {
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops is an event of the pool, not a crash of the process.
  pool.on('error', (error) => console.error('[store] PostgreSQL connection lost:', error.message));
  let closed: Promise<void> | null = null;
  return {
    engine: 'postgres',
    pool,
    execute: (statement) => run(pool, statement),
    async executeMultiple(sql) {
      await pool.query(sql);
    },
    async batch(statements) {
      const transaction = await begin(pool);
      try {
        const results = await transaction.batch(statements);
        await transaction.commit();
        return results;
      } catch (error) {
        await transaction.rollback().catch(() => undefined);
        throw error;
      }
    },
    transaction: () => begin(pool),
    close: () => (closed ??= pool.end()),
  };
}
