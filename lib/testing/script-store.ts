import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { closeDatabase, getDatabase } from '@/lib/store/db';
import type { EngineName } from '@/lib/store/engine';
import { withTemporaryStore } from './temporary-store';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');

/**
 * For the test of a command of scripts/ run as the operator runs it: a fresh store as
 * withTemporaryStore gives one (its tables written before the tests), and the command started with
 * tsx on it, its uploads in the store's folder, never the remote backend. `env` adds settings. On
 * `postgres` the store is a database of the test PostgreSQL server, which the command reaches by the
 * DATABASE_URL it inherits.
 */
export function withScriptStore(name: string, engine: EngineName = 'sqlite') {
  withTemporaryStore(name, {}, engine);
  beforeAll(async () => {
    await getDatabase();
    await closeDatabase();
  });
  /** The temporary folder of the store (set once the tests run). */
  const folder = () => path.dirname(process.env.IR_DB_PATH!);
  const tsx = (script: string, args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, [path.join(root, 'node_modules/.bin/tsx'), script, ...args], {
      cwd: root,
      env: {
        ...process.env,
        IR_DB_PATH: path.join(folder(), 'ir.db'),
        UPLOAD_DIR: path.join(folder(), 'uploads'),
        IR_BACKEND_URL: '',
        ...env,
      },
    });
  return { folder, tsx };
}
