/** @jest-environment node */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyStoreTo } from './copy';
import { closeDatabase, connectStore, getDatabase, type StoreLocation } from './db';
import { addNewsroomRows as addRows, nextNewsroomEventId, storeContents as contents } from './testing/store-contents';
import { startTestPostgres, type TestPostgres } from '@/lib/testing/postgres-test-server';

let folder = '';
let postgres: TestPostgres;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-copy-'));
  postgres = await startTestPostgres();
}, 60_000);

afterAll(async () => {
  await closeDatabase();
  delete process.env.DATABASE_URL;
  await postgres.stop();
  rmSync(folder, { recursive: true, force: true });
}, 30_000);

describe('copying the store between engines (docs/operations.md, Moving a store between engines)', () => {
  const sqliteSource = () => path.join(folder, 'source.db');
  let postgresTarget: StoreLocation;
  let shared: string[] = [];
  let original: Record<string, string[]> = {};

  it('copies an SQLite store into an empty PostgreSQL database: every row, identities continuing after them', async () => {
    process.env.IR_DB_PATH = sqliteSource();
    const source = await getDatabase();
    await addRows(source);
    postgresTarget = { engine: 'postgres', location: await postgres.createTestDatabase() };

    const report = await copyStoreTo(postgresTarget);
    shared = report.tables.map((table) => table.name);
    expect(shared).toEqual(expect.arrayContaining(['newsroom_items', 'newsroom_versions', 'newsroom_events']));
    expect(report.tables.find((table) => table.name === 'newsroom_events')?.rows).toBe(2);
    expect(report.skipped.every((table) => table.startsWith('search_'))).toBe(true);
    expect(report.skipped).toContain('search_documents');

    original = await contents(source, shared);
    const target = await connectStore(postgresTarget);
    try {
      expect(await contents(target, shared)).toEqual(original);
      expect(await nextNewsroomEventId(target)).toBe(42);
    } finally {
      await target.close();
    }
  }, 120_000);

  it('copies it back from PostgreSQL into a new SQLite file unchanged', async () => {
    await closeDatabase();
    process.env.DATABASE_URL = postgresTarget.location;
    await getDatabase();
    await (await getDatabase()).execute("DELETE FROM newsroom_events WHERE event = 'edited'");
    const back: StoreLocation = { engine: 'sqlite', location: path.join(folder, 'back.db') };
    const report = await copyStoreTo(back);
    expect(report.tables.map((table) => table.name)).toEqual(shared);
    const target = await connectStore(back);
    try {
      expect(await contents(target, shared)).toEqual(original);
    } finally {
      target.close();
    }
  }, 120_000);

  it('refuses a target that is not new, and leaves it as it was', async () => {
    const file = path.join(folder, 'back.db');
    const size = statSync(file).size;
    await expect(copyStoreTo({ engine: 'sqlite', location: file })).rejects.toThrow(/exists/);
    expect(statSync(file).size).toBe(size);
    await expect(copyStoreTo(postgresTarget)).rejects.toThrow(/has tables/);
    const target = await connectStore(postgresTarget);
    try {
      expect(await contents(target, shared)).toEqual(original);
    } finally {
      await target.close();
    }
  }, 60_000);
});
