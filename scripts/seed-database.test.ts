/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createPostgresClient } from '@/lib/store/postgres-engine';
import { SEED_ROWS } from '@/lib/store/seed';
import { scriptOnPostgres } from '@/lib/testing/script-postgres';

/**
 * `npm run db:seed` on PostgreSQL (docs/operations.md, PostgreSQL): migrates an empty database, seeds it
 * and builds its site search index, twice alike.
 */

const own = scriptOnPostgres('seed-script');

it('seeds the PostgreSQL database of DATABASE_URL, and seeding again adds nothing', async () => {
  const url = await own.server.createTestDatabase();
  // The SQLite file it would use without DATABASE_URL: it must stay untouched.
  const env = { ...process.env, DATABASE_URL: url, IR_DB_PATH: path.join(own.folder, 'ir.db'), IR_BACKEND_URL: '' };
  const seed = () => own.runScript('seed-database.ts', [], env);
  const first = (await seed()).stdout;
  expect(first).toContain('Seeded the PostgreSQL database of DATABASE_URL; search index: ');
  const client = createPostgresClient(url);
  try {
    const count = async () => (await client.execute('SELECT COUNT(*) AS n FROM set_news')).rows[0].n;
    expect(await count()).toBe(SEED_ROWS.setNews.length);
    // The index holds every list in both languages, the announcements among them, with their words.
    const documents = Number(/search index: (\d+) documents/.exec(first)?.[1]);
    const indexed = async (sql: string) => Number((await client.execute(sql)).rows[0].n);
    expect(await indexed('SELECT COUNT(*) AS n FROM search_documents')).toBe(documents);
    expect(await indexed("SELECT COUNT(*) AS n FROM search_sources WHERE origin = 'embedded'")).toBeGreaterThan(10);
    expect(await indexed("SELECT COUNT(*) AS n FROM search_documents WHERE source = 'setNews:en'")).toBe(
      SEED_ROWS.setNews.filter((row) => row.lang === 'en').length,
    );
    expect(await indexed("SELECT COUNT(*) AS n FROM search_words WHERE term = 'dividend'")).toBeGreaterThan(0);
    await client.execute('DELETE FROM set_news WHERE new_set_id = (SELECT MIN(new_set_id) FROM set_news)');
    // Seeding again restores the row; the index is rewritten only where its documents changed (none).
    expect((await seed()).stdout).toContain(`search index: ${documents} documents, 0 lists rewritten`);
    expect(await count()).toBe(SEED_ROWS.setNews.length);
  } finally {
    await client.close();
  }
  expect(existsSync(path.join(own.folder, 'ir.db'))).toBe(false);
}, 120_000);
