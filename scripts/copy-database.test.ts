/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createPostgresClient } from '@/lib/store/postgres-engine';
import { SEED_ROWS } from '@/lib/store/seed';
import { startTestPostgres, type TestPostgres } from '@/lib/testing/postgres-test-server';

/** `npm run db:copy` (docs/operations.md, Moving a store between engines): the site's SQLite store into PostgreSQL. */

const run = promisify(execFile);
const root = process.cwd();
let server: TestPostgres;
let folder: string;

beforeAll(async () => {
  server = await startTestPostgres();
  folder = mkdtempSync(path.join(tmpdir(), 'ir-copy-script-'));
}, 60_000);
afterAll(async () => {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
});

const env = () => ({ ...process.env, IR_DB_PATH: path.join(folder, 'ir.db'), DATABASE_URL: '', IR_BACKEND_URL: '' });
const copy = (...args: string[]) =>
  run(process.execPath, [path.join(root, 'node_modules/.bin/tsx'), 'scripts/copy-database.ts', ...args], {
    cwd: root,
    env: env(),
  });

it('copies the SQLite store of IR_DB_PATH into an empty PostgreSQL database, and says what it copied', async () => {
  const url = await server.createTestDatabase();
  const { stdout } = await copy('--to', url);
  expect(stdout).toContain(`Copied ${path.join(folder, 'ir.db')} into postgres://postgres@127.0.0.1:${server.port}/`);
  expect(stdout).toContain(`  set_news: ${SEED_ROWS.setNews.length}\n`);
  expect(stdout).toMatch(/Not copied \(the search job builds the index on the new store\): .*search_documents/);
  const client = createPostgresClient(url);
  try {
    expect((await client.execute('SELECT COUNT(*) AS n FROM set_news')).rows[0].n).toBe(SEED_ROWS.setNews.length);
  } finally {
    await client.close();
  }
}, 120_000);

it('refuses a bad command line and a target that is not new, with a message and exit code 1', async () => {
  await expect(copy('--to')).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining('Usage: npm run db:copy'),
  });
  const file = path.join(folder, 'taken.db');
  writeFileSync(file, '');
  await expect(copy('--to', file)).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining(`${file} exists: the copy goes into a new file`),
  });
}, 120_000);
