/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storeTables } from '@/lib/store/copy';
import { connectStore, migrate } from '@/lib/store/db';
import type { Client } from '@/lib/store/engine';
import { seedStatements } from '@/lib/store/seed';
import { addNewsroomRows, nextNewsroomEventId, storeContents } from '@/lib/store/testing/store-contents';
import { startTestPostgres, type TestPostgres } from '@/lib/testing/postgres-test-server';
import { BackupRefused } from './manifest';
import { restoreBackup, verifyBackup } from './restore';
import { takeBackup } from './snapshot';

/** Backups of a store on PostgreSQL (docs/backups.md, On PostgreSQL): an SQLite store in the backup, restorable onto either engine. */

let folder: string;
let server: TestPostgres;
let liveUrl: string;
let live: Client;
let tables: string[];
let original: Record<string, string[]>;
let backup: string;
const key = randomBytes(32);
const place = (name: string) => path.join(folder, name);
const documentsDir = () => place('live/documents');

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-pg-backup-'));
  server = await startTestPostgres();
  liveUrl = await server.createTestDatabase();
  live = await connectStore({ engine: 'postgres', location: liveUrl });
  await migrate(live, seedStatements);
  await addNewsroomRows(live);
  await live.execute({
    sql: 'INSERT INTO job_leases (name, holder, expires_at) VALUES (?, ?, ?)',
    args: ['backup', 'an instance', Date.now() + 60_000],
  });
  mkdirSync(documentsDir(), { recursive: true });
  writeFileSync(path.join(documentsDir(), '2026-11-20-aaaa-notice.pdf'), '%PDF-1.4\nnotice\n%%EOF\n');
  tables = (await storeTables(live)).filter((t) => t !== 'schema_migrations' && !t.startsWith('search_'));
  original = await storeContents(live, tables);
}, 120_000);

afterAll(async () => {
  await live.close();
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
}, 30_000);

const restoreOptions = (databaseUrl: string | null, name: string) => ({
  from: backup,
  databaseFile: place(`${name}/ir.db`),
  databaseUrl,
  documentsDir: place(`${name}/documents`),
  key,
});

/** The rows of every table but the leases (no restore carries them over). */
function withoutLeases(contents: Record<string, string[]> = original): Record<string, string[]> {
  return Object.fromEntries(Object.entries(contents).filter(([table]) => table !== 'job_leases'));
}
async function contentsOf(client: Client): Promise<Record<string, string[]>> {
  return withoutLeases(await storeContents(client, tables));
}

describe('a backup of the PostgreSQL store', () => {
  it('holds the database as an SQLite store that passes the checks of any backup', async () => {
    const result = await takeBackup({
      dir: place('backups'),
      databaseFile: place('no-such/ir.db'),
      databaseUrl: liveUrl,
      documentsDir: documentsDir(),
      key,
    });
    backup = result.path;
    expect(result.manifest.tables.newsroom_events).toBe(original.newsroom_events.length);
    expect(result.manifest.tables.newsroom_items).toBe(original.newsroom_items.length);
    // Only the backup's own files: the intermediate copy is gone.
    expect(readdirSync(backup).sort()).toEqual(['documents', 'manifest.json', 'store.db.enc']);
    expect(existsSync(place('no-such'))).toBe(false);
    const verified = await verifyBackup(backup, { key, scratch: folder });
    expect(verified.manifest.id).toBe(result.manifest.id);
  }, 120_000);

  it('restores into an SQLite file, row for row', async () => {
    await restoreBackup(restoreOptions(null, 'sqlite'));
    const restored = await connectStore({ engine: 'sqlite', location: place('sqlite/ir.db') });
    try {
      expect(await contentsOf(restored)).toEqual(withoutLeases());
      expect(await storeContents(restored, ['job_leases'])).toEqual({ job_leases: [] });
    } finally {
      restored.close();
    }
    expect(readdirSync(place('sqlite/documents'))).toEqual(['2026-11-20-aaaa-notice.pdf']);
  }, 120_000);

  it('restores into an empty PostgreSQL database, row for row', async () => {
    const url = await server.createTestDatabase();
    await restoreBackup(restoreOptions(url, 'empty-postgres'));
    const restored = await connectStore({ engine: 'postgres', location: url });
    try {
      expect(await contentsOf(restored)).toEqual(withoutLeases());
      // The identities continue after the restored ids.
      expect(await nextNewsroomEventId(restored)).toBe(42);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a database holding data unless forced, then keeps its rows aside as an SQLite file', async () => {
    await live.execute('DELETE FROM newsroom_events WHERE id = 41');
    const changed = await contentsOf(live);
    await expect(restoreBackup(restoreOptions(liveUrl, 'live'))).rejects.toThrow(BackupRefused);
    await expect(restoreBackup(restoreOptions(liveUrl, 'live'))).rejects.toThrow(
      /the PostgreSQL database of DATABASE_URL/,
    );
    expect(await contentsOf(live)).toEqual(changed);

    const result = await restoreBackup({ ...restoreOptions(liveUrl, 'live'), force: true });
    expect(await contentsOf(live)).toEqual(withoutLeases());
    expect(result.movedAside).not.toBeNull();
    const aside = await connectStore({ engine: 'sqlite', location: path.join(result.movedAside!, 'ir.db') });
    try {
      expect(await contentsOf(aside)).toEqual(changed);
    } finally {
      aside.close();
    }
  }, 120_000);
});
