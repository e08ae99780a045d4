/** @jest-environment node */
import { createClient } from '@libsql/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestPostgres, type TestPostgres } from '@/lib/testing/postgres-test-server';
import { migrate } from './db';
import type { Client } from './engine';
import { MIGRATIONS } from './migrations';
import { createPostgresClient, numberPlaceholders } from './postgres-engine';
import { POSTGRES_BASELINE_VERSION } from './postgres-baseline';

/** The store's engine on PostgreSQL (docs/operations.md, PostgreSQL) against a real server. */

let server: TestPostgres;
let folder: string;
const open: Client[] = [];
const postgres = async () => {
  const client = createPostgresClient(await server.createTestDatabase());
  open.push(client);
  return client;
};

beforeAll(async () => {
  server = await startTestPostgres();
  folder = mkdtempSync(path.join(tmpdir(), 'ir-postgres-engine-'));
}, 60_000);
afterAll(async () => {
  for (const client of open) await client.close();
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('placeholders', () => {
  it("numbers SQLite's ? in order, leaving quoted text, quoted names and comments alone", () => {
    expect(numberPlaceholders(`SELECT ?, '?', "a?" FROM t WHERE x = ? -- why?\n AND y IN (?, ?)`)).toBe(
      `SELECT $1, '?', "a?" FROM t WHERE x = $2 -- why?\n AND y IN ($3, $4)`,
    );
    expect(numberPlaceholders(`SELECT 'it''s ?' WHERE a = ?`)).toBe(`SELECT 'it''s ?' WHERE a = $1`);
  });
});

describe('the engine', () => {
  it('answers numbers as SQLite does: counts, sums, averages and comparisons', async () => {
    const client = await postgres();
    await client.execute('CREATE TABLE t (n BIGINT, x DOUBLE PRECISION, s TEXT)');
    await client.execute({ sql: 'INSERT INTO t VALUES (?, ?, ?), (?, ?, ?)', args: [1, 1.5, 'a', 2, 2.5, null] });
    const result = await client.execute({
      sql: 'SELECT COUNT(*) AS n, SUM(n) AS total, AVG(n) AS mean, SUM(x) AS xs, MAX(n) > ? AS big FROM t',
      args: [1],
    });
    expect(result.columns).toEqual(['n', 'total', 'mean', 'xs', 'big']);
    expect(result.rows).toEqual([{ n: 2, total: 3, mean: 1.5, xs: 4, big: 1 }]);
    const updated = await client.execute({ sql: 'UPDATE t SET s = ? WHERE s IS NULL', args: ['b'] });
    expect(updated.rowsAffected).toBe(1);
    expect((await client.execute({ sql: 'SELECT s FROM t WHERE n = ?', args: [true] })).rows).toEqual([{ s: 'a' }]);
  });

  it('runs a batch all or nothing, and a transaction until commit or rollback, each on one connection', async () => {
    const client = await postgres();
    await client.execute('CREATE TABLE t (n BIGINT PRIMARY KEY)');
    await expect(client.batch(['INSERT INTO t VALUES (1)', 'INSERT INTO t VALUES (1)'], 'write')).rejects.toThrow(
      /duplicate key/,
    );
    expect((await client.execute('SELECT COUNT(*) AS n FROM t')).rows[0].n).toBe(0);
    const results = await client.batch(['INSERT INTO t VALUES (1)', 'SELECT n FROM t'], 'write');
    expect(results.map((result) => result.rows)).toEqual([[], [{ n: 1 }]]);

    const rolledBack = await client.transaction('write');
    await rolledBack.execute({ sql: 'INSERT INTO t VALUES (?)', args: [2] });
    expect((await rolledBack.execute('SELECT COUNT(*) AS n FROM t')).rows[0].n).toBe(2);
    // Outside the transaction its row is not seen yet.
    expect((await client.execute('SELECT COUNT(*) AS n FROM t')).rows[0].n).toBe(1);
    await rolledBack.rollback();
    const committed = await client.transaction('write');
    await committed.execute({ sql: 'INSERT INTO t VALUES (?)', args: [3] });
    await committed.commit();
    committed.close();
    expect((await client.execute('SELECT n FROM t ORDER BY n')).rows).toEqual([{ n: 1 }, { n: 3 }]);
  });
});

type Shape = Record<string, { columns: string[]; key: string[]; indexes: string[] }>;

/** Each table's columns (name, type family, NOT NULL), primary key and other indexes, in SQLite. */
async function sqliteShape(client: ReturnType<typeof createClient>): Promise<Shape> {
  const tables = await client.execute(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'search_index%'`,
  );
  const shape: Shape = {};
  for (const { name } of tables.rows) {
    const columns = (await client.execute(`PRAGMA table_info("${name}")`)).rows;
    const indexes = (await client.execute(`PRAGMA index_list("${name}")`)).rows.filter(
      (index) => index.origin !== 'pk',
    );
    const described: string[] = [];
    for (const index of indexes) {
      const parts = (await client.execute(`PRAGMA index_info("${index.name}")`)).rows.map((part) => part.name);
      described.push(`${index.unique ? 'unique ' : ''}(${parts.join(', ')})${index.partial ? ' partial' : ''}`);
    }
    shape[String(name)] = {
      columns: columns.map((column) => {
        const type = String(column.type).toUpperCase();
        const family = ({ REAL: 'real', TEXT: 'text', DATE: 'date' } as Record<string, string>)[type] ?? 'integer';
        const notNull = Boolean(column.notnull) || (Number(column.pk) > 0 && family !== 'integer');
        return `${column.name} ${family}${notNull || (Number(column.pk) > 0 && family === 'integer') ? ' not null' : ''}`;
      }),
      key: columns
        .filter((column) => Number(column.pk) > 0)
        .sort((a, b) => Number(a.pk) - Number(b.pk))
        .map((column) => String(column.name)),
      indexes: described.sort(),
    };
  }
  return shape;
}

async function postgresShape(client: Client): Promise<Shape> {
  const columns =
    await client.execute(`SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
    WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`);
  const keys = await client.execute(`SELECT c.relname AS table_name, a.attname AS column_name, i.indisprimary AS is_key,
      i.indisunique AS is_unique, i.indpred IS NOT NULL AS is_partial, ic.relname AS index_name, k.n AS position
    FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_namespace ns ON ns.oid = c.relnamespace AND ns.nspname = current_schema()
    CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
    ORDER BY ic.relname, k.n`);
  // The authentication framework's own types are its PostgreSQL schema's: boolean for its integer flags.
  const families: Record<string, string> = {
    bigint: 'integer',
    integer: 'integer',
    boolean: 'integer',
    'double precision': 'real',
    text: 'text',
    'timestamp with time zone': 'date',
  };
  const shape: Shape = {};
  for (const row of columns.rows) {
    const table = (shape[String(row.table_name)] ??= { columns: [], key: [], indexes: [] });
    const family = families[String(row.data_type)] ?? String(row.data_type);
    table.columns.push(`${row.column_name} ${family}${row.is_nullable === 'NO' ? ' not null' : ''}`);
  }
  const indexes = new Map<string, { table: string; unique: boolean; partial: boolean; parts: string[] }>();
  for (const row of keys.rows) {
    if (row.is_key) {
      shape[String(row.table_name)].key.push(String(row.column_name));
      continue;
    }
    const index = indexes.get(String(row.index_name)) ?? {
      table: String(row.table_name),
      unique: Boolean(row.is_unique),
      partial: Boolean(row.is_partial),
      parts: [],
    };
    index.parts.push(String(row.column_name));
    indexes.set(String(row.index_name), index);
  }
  for (const index of indexes.values())
    shape[index.table].indexes.push(
      `${index.unique ? 'unique ' : ''}(${index.parts.join(', ')})${index.partial ? ' partial' : ''}`,
    );
  for (const table of Object.values(shape)) table.indexes.sort();
  return shape;
}

describe('migrations on PostgreSQL', () => {
  it('make the schema SQLite has at the current version: tables, columns, keys, indexes', async () => {
    const sqlite = createClient({ url: `file:${path.join(folder, 'schema.db')}` });
    await migrate(sqlite, () => []);
    const client = await postgres();
    expect(await migrate(client, () => [])).toEqual(MIGRATIONS.map((migration) => migration.version));
    const expected = await sqliteShape(sqlite);
    sqlite.close();
    // The site search's words: FTS5's vocabulary on SQLite, each document's words on PostgreSQL (./search-store.ts).
    delete expected.search_words;
    const actual = await postgresShape(client);
    expect(actual.search_words).toEqual({
      columns: ['term text not null', 'id integer not null'],
      key: ['term', 'id'],
      indexes: ['(id)'],
    });
    delete actual.search_words;
    expect(actual).toEqual(expected);
    expect(MIGRATIONS[MIGRATIONS.length - 1].version).toBeGreaterThanOrEqual(POSTGRES_BASELINE_VERSION);
  });

  it('two instances migrating one empty database at once make one schema, without an error', async () => {
    const url = await server.createTestDatabase();
    const [a, b] = [createPostgresClient(url), createPostgresClient(url)];
    open.push(a, b);
    const applied = await Promise.all([a, b].map((client) => migrate(client, () => [])));
    expect(applied.map((versions) => versions.length).sort()).toEqual([0, MIGRATIONS.length]);
    const versions = await a.execute('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.rows.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(await migrate(b, () => [])).toEqual([]);
  });

  it('keep the audit log append-only', async () => {
    const client = await postgres();
    await migrate(client, () => []);
    await client.execute(`INSERT INTO audit_log (seq, at, actor, action, object, client, detail, prev_hash, hash)
      VALUES (1, 'now', 'a', 'b', 'c', 'd', '{}', '', 'h')`);
    await expect(client.execute({ sql: 'UPDATE audit_log SET actor = ?', args: ['x'] })).rejects.toThrow(/append-only/);
    await expect(client.execute('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});
