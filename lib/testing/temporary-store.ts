import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase, getDatabase } from '@/lib/store/db';
import type { EngineName } from '@/lib/store/engine';
import { startTestPostgres, type TestPostgres } from './postgres-test-server';

/** The store's engines, for suites that run on each (`describe.each(STORE_ENGINES)`). */
export const STORE_ENGINES: readonly EngineName[] = ['sqlite', 'postgres'];

/**
 * Gives one test file (or one describe block) a fresh embedded store: before its tests IR_DB_PATH points
 * into a new temporary folder and the given settings are set (undefined unsets one; IR_BACKEND_URL is
 * always unset, so the store is the backend); on `postgres` a test PostgreSQL server is started and
 * DATABASE_URL names an empty database of it. After them the store is closed and everything removed.
 */
export function withTemporaryStore(
  name: string,
  env: Record<string, string | undefined> = {},
  engine: EngineName = 'sqlite',
): void {
  let folder = '';
  let postgres: TestPostgres | null = null;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), `ir-${name}-`));
    process.env.IR_DB_PATH = path.join(folder, 'ir.db');
    delete process.env.DATABASE_URL;
    if (engine === 'postgres') {
      postgres = await startTestPostgres();
      process.env.DATABASE_URL = await postgres.createTestDatabase();
    }
    for (const [key, value] of Object.entries({ IR_BACKEND_URL: undefined, ...env })) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    // Opening migrates and seeds, seconds on PostgreSQL (a round trip a statement): here, not in a test's time.
    if (engine === 'postgres') await getDatabase();
  }, 60_000);
  afterAll(async () => {
    await closeDatabase();
    delete process.env.DATABASE_URL;
    await postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  }, 30_000);
}
