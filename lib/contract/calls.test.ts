/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { BACKEND_CALLS, RANGE_CALLS, callKeyByName, getterName, type BackendCall } from './calls';
import { contentTable } from '@/lib/store/content-tables';
import { migrate } from '@/lib/store/db';
import { MIGRATIONS } from '@/lib/store/migrations';
import { createdTables, seedStatements } from '@/lib/store/seed';
import { ALL_TAGS } from '@/lib/backend/tags';
import { definitionOfCall } from '@/lib/list-defs';

const calls = Object.entries(BACKEND_CALLS) as [keyof typeof BACKEND_CALLS, BackendCall][];

describe('the registry of backend calls', () => {
  it('gives each call its own name, path, tag and table', () => {
    for (const field of ['name', 'path', 'tag'] as const) {
      expect(new Set(calls.map(([, call]) => call[field])).size).toBe(calls.length);
    }
    expect(new Set(calls.map(([, call]) => call.table.name)).size).toBe(calls.length);
    for (const [key, call] of calls) {
      expect(call.path).toBe(`/api/${call.name}`);
      expect(callKeyByName(call.name)).toBe(key);
    }
    expect(ALL_TAGS).toEqual([
      ...calls.map(([, call]) => call.tag),
      ...Object.values(RANGE_CALLS).map((call) => call.tag),
    ]);
    expect(new Set(ALL_TAGS).size).toBe(ALL_TAGS.length);
  });

  it('knows no call by any other name', () => {
    for (const name of [
      'stock_quotation',
      'send_email',
      'revalidate',
      '__proto__',
      'constructor',
      'toString',
      'New_Set',
      '',
    ]) {
      expect(callKeyByName(name)).toBeUndefined();
    }
  });

  it('names each getter after its key', () => {
    expect(getterName('setNews')).toBe('getSetNews');
    expect(getterName('form561Reports')).toBe('getForm561Reports');
  });

  it('has every table created by exactly one content migration or its list definition, with a column per checked field', async () => {
    const client = createClient({ url: ':memory:' });
    try {
      for (const [key, call] of calls) {
        const creators = MIGRATIONS.filter((migration) => createdTables(migration.statements).has(call.table.name));
        // A list added by its definition alone has its table made from the definition (lib/store/defined-tables.ts).
        if (creators.length === 0 && definitionOfCall(key)) continue;
        expect([call.name, creators.map((migration) => [migration.version, migration.createsContent])]).toEqual([
          call.name,
          [[expect.any(Number), true]],
        ]);
      }
      await migrate(client, seedStatements);
      for (const [, call] of calls) {
        const table = contentTable(call);
        const columns = (await client.execute(`PRAGMA table_info(${table.table})`)).rows.map((row) => String(row.name));
        const expected = [...table.storageColumns, ...table.columns, ...(call.lang ? ['lang'] : [])];
        expect([table.table, [...columns].sort()]).toEqual([table.table, [...new Set(expected)].sort()]);
        const seeded = Number((await client.execute(`SELECT COUNT(*) AS n FROM ${table.table}`)).rows[0].n);
        expect([table.table, seeded]).toEqual([table.table, call.seed.length]);
      }
    } finally {
      client.close();
    }
  });

  it('has a seed file under data/seed for every call but the derived financial data, rows in both languages where the call sends lang', () => {
    const seeded = calls.filter(([key]) => key !== 'financialData');
    expect(BACKEND_CALLS.financialData.seed).toEqual([]);
    for (const [, call] of seeded) {
      expect(call.seed.length).toBeGreaterThan(0);
      const languages = new Set(call.seed.map((row) => row.lang));
      expect([call.name, [...languages].sort()]).toEqual([call.name, call.lang ? ['en', 'th'] : [undefined]]);
    }
    // The registry imports each seed file by name, a call without one would not compile; a defined
    // list's seed is its definition's (lib/list-defs).
    const registry = readFileSync(path.join(__dirname, 'calls.ts'), 'utf8');
    const written = seeded.filter(([key]) => !definitionOfCall(key));
    expect([...registry.matchAll(/from '@\/data\/seed\/[\w-]+\.json'/g)]).toHaveLength(written.length);
  });
});

describe('seeding per migration', () => {
  it('seeds only the tables the migration creates, so a table added later is seeded by its own migration', () => {
    const upserted = (migration?: { version: number; statements: readonly string[] }) =>
      new Set(
        seedStatements(migration).map(
          (statement) => (typeof statement === 'string' ? statement : statement.sql).match(/insert into "(\w+)"/i)?.[1],
        ),
      );
    expect(
      upserted({
        version: 999,
        statements: ['CREATE TABLE set_news (new_set_id INTEGER)', 'CREATE INDEX x ON set_news (new_set_id)'],
      }),
    ).toEqual(new Set(['set_news']));
    expect(upserted({ version: 999, statements: ['CREATE TABLE IF NOT EXISTS stock_quotes (symbol TEXT)'] })).toEqual(
      new Set(['stock_quotes']),
    );
    expect(upserted({ version: 999, statements: ['CREATE TABLE contact_messages (id INTEGER)'] })).toEqual(new Set());
    expect(upserted({ version: 999, statements: ['CREATE TABLE stock_history (date TEXT PRIMARY KEY)'] })).toEqual(
      new Set(['stock_history']),
    );
    // Every table with seed rows: the financial data is derived, and has none.
    expect(upserted()).toEqual(
      new Set([
        ...calls.filter(([key]) => key !== 'financialData').map(([, call]) => call.table.name),
        'stock_quotes',
        'stock_history',
      ]),
    );
  });

  it('leaves out of a table’s first seed the columns a later migration adds, and fills them in that migration’s own', () => {
    const quarterly = (migration: {
      version: number;
      statements: readonly string[];
      addsColumns?: Record<string, readonly string[]>;
    }) =>
      seedStatements(migration)
        .map((statement) => (typeof statement === 'string' ? statement : statement.sql))
        .filter((sql) => /^insert into "quarterly_results" /i.test(sql));
    const created = quarterly({ version: 14, statements: ['CREATE TABLE quarterly_results (year INTEGER)'] });
    expect(created.length).toBeGreaterThan(0);
    expect(created[0]).not.toMatch(/presales|shares/);
    const filled = quarterly({
      version: 19,
      statements: ['ALTER TABLE quarterly_results ADD COLUMN presales REAL'],
      addsColumns: { quarterly_results: ['presales', 'shares'] },
    });
    expect(filled).toHaveLength(created.length);
    expect(filled[0]).toMatch(/presales/);
  });

  it('hands each content migration to the seed, inside its transaction', async () => {
    const client = createClient({ url: ':memory:' });
    const seed = jest.fn(() => []);
    try {
      await migrate(client, seed);
      // Then the table of each defined list that no migration created, with its seed (lib/store/defined-tables.ts).
      const defined = calls.filter(
        ([key, call]) =>
          definitionOfCall(key) &&
          !MIGRATIONS.some((migration) => createdTables(migration.statements).has(call.table.name)),
      );
      expect(seed.mock.calls).toEqual([
        ...MIGRATIONS.filter((migration) => migration.createsContent).map((migration) => [migration]),
        ...defined.map(([, call]) => [
          expect.objectContaining({
            createsContent: true,
            statements: [expect.stringContaining(`CREATE TABLE ${call.table.name} (`)],
          }),
        ]),
      ]);
    } finally {
      client.close();
    }
  });
});
