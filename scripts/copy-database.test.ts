/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPostgresClient } from '@/lib/store/postgres-engine';
import { SEED_ROWS } from '@/lib/store/seed';
import { scriptOnPostgres } from '@/lib/testing/script-postgres';

/** `npm run db:copy` (docs/operations.md, Moving a store between engines): the site's SQLite store into PostgreSQL. */

const own = scriptOnPostgres('copy-script');
const copy = (...args: string[]) =>
  own.runScript('copy-database.ts', args, {
    ...process.env,
    IR_DB_PATH: path.join(own.folder, 'ir.db'),
    DATABASE_URL: '',
    IR_BACKEND_URL: '',
  });

it('copies the SQLite store of IR_DB_PATH into an empty PostgreSQL database, and says what it copied', async () => {
  const url = await own.server.createTestDatabase();
  const { stdout } = await copy('--to', url);
  expect(stdout).toContain(
    `Copied ${path.join(own.folder, 'ir.db')} into postgres://postgres@127.0.0.1:${own.server.port}/`,
  );
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
  const file = path.join(own.folder, 'taken.db');
  writeFileSync(file, '');
  await expect(copy('--to', file)).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining(`${file} exists: the copy goes into a new file`),
  });
}, 120_000);
