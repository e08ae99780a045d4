import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase } from '@/lib/store/db';

/**
 * Gives one test file a fresh embedded store: before its tests IR_DB_PATH points into a new temporary
 * folder and the given settings are set (undefined unsets one; IR_BACKEND_URL is always unset, so the
 * store is the backend); after them the store is closed and the folder removed.
 */
export function withTemporaryStore(name: string, env: Record<string, string | undefined> = {}): void {
  let folder = '';
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), `ir-${name}-`));
    process.env.IR_DB_PATH = path.join(folder, 'ir.db');
    for (const [key, value] of Object.entries({ IR_BACKEND_URL: undefined, ...env })) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
  afterAll(async () => {
    await closeDatabase();
    rmSync(folder, { recursive: true, force: true });
  });
}
