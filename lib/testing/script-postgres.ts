import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestPostgres, type TestPostgres } from './postgres-test-server';

const run = promisify(execFile);
const root = process.cwd();

/** A test of a script on PostgreSQL: the server, a temporary folder, and the script run in a process of its own. */
export interface ScriptOnPostgres {
  server: TestPostgres;
  folder: string;
  /** `tsx scripts/<script> ...args` from the project's folder with `env`; rejects when it exits non-zero. */
  runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ stdout: string; stderr: string }>;
}

/**
 * For a test file of a script on PostgreSQL (docs/operations.md, PostgreSQL): before its tests a test
 * PostgreSQL server and a temporary folder; after them both removed. The fields are filled in once the
 * beforeAll has run.
 */
export function scriptOnPostgres(name: string): ScriptOnPostgres {
  const own = {} as ScriptOnPostgres;
  own.runScript = (script, args, env) =>
    run(process.execPath, [path.join(root, 'node_modules/.bin/tsx'), `scripts/${script}`, ...args], { cwd: root, env });
  beforeAll(async () => {
    own.server = await startTestPostgres();
    own.folder = mkdtempSync(path.join(tmpdir(), `ir-${name}-`));
  }, 60_000);
  afterAll(async () => {
    await own.server?.stop();
    if (own.folder) rmSync(own.folder, { recursive: true, force: true });
  });
  return own;
}
