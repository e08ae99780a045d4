import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Deletes the run's own store folder (playwright.config.ts) once every test is done; a named E2E_STORE_DIR is kept. */
export default function globalTeardown(): void {
  const file = process.env.IR_DB_PATH;
  if (!file || process.env.E2E_STORE_DIR) return;
  const folder = path.dirname(path.resolve(file));
  if (path.dirname(folder) === tmpdir() && path.basename(folder).startsWith('ir-e2e-store-'))
    rmSync(folder, { recursive: true, force: true });
}
