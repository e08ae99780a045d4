/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as backend from '@/lib/backend';
import { closeDatabase, getDatabase } from './db';
import { createClient } from '@libsql/client';
import { demoFiles, isLinkColumn } from './demo-files';
import { migrate } from './db';
import { MIGRATIONS } from './migrations';
import { storeContactMessage } from './requests';
import { seedDatabase, SEED_ROWS } from './seed';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';

let folder: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-db-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const count = async (table: string) =>
  Number((await (await getDatabase()).execute(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0].n);

describe.each(STORE_ENGINES)('embedded backend on %s', (engine) => {
  withTemporaryStore('db', { STOCK_API_URL: undefined, SMTP_URL: undefined }, engine);
  // On PostgreSQL opening migrates and seeds, and a seed is some 3,000 round trips: seconds on a busy machine.

  (engine === 'sqlite' ? it : it.skip)(
    "waits on another process's lock after a transaction as before it (busy_timeout on every connection)",
    async () => {
      const client = await getDatabase();
      const timeout = async () => Number(Object.values((await client.execute('PRAGMA busy_timeout')).rows[0])[0]);
      expect(await timeout()).toBe(5000);
      const transaction = await client.transaction('write');
      await transaction.rollback();
      // The transaction took the client's connection: the one after it waits too.
      expect(await timeout()).toBe(5000);
    },
  );

  it('creates the database by versioned migrations and seeds it on first use', async () => {
    const client = await getDatabase();
    const versions = (await client.execute('SELECT version FROM schema_migrations ORDER BY version')).rows.map(
      (row) => row.version,
    );
    expect(versions).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(await count('set_news')).toBe(SEED_ROWS.setNews.length);
  }, 30_000);

  it('serves every call from the store, in the language asked, with nothing dropped by the reply checks', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const thNews = await backend.getSetNews('th');
    const enNews = await backend.getSetNews('en');
    expect(thNews && thNews.length).toBeGreaterThanOrEqual(60);
    expect(enNews && enNews[0].new_set_title).toMatch(/^[\x20-\x7e]+$/);
    expect(thNews && thNews[0].new_set_title).toMatch(/[\u0e00-\u0e7f]/);
    // The home page shows the last four items as the latest: the list runs oldest to newest.
    expect(thNews && thNews[thNews.length - 1].new_set_date.startsWith('2025')).toBe(true);

    const lists = await Promise.all([
      backend.getFinancialStatements('th'),
      backend.getAnalysisExplanation('en'),
      backend.getMeetings('th'),
      backend.getShareNotifications('en'),
      backend.getOneReports('th'),
      backend.getAnnualReports('en'),
      backend.getSustainabilityReports('th'),
      backend.getForm561Reports(),
      backend.getNewsClippings(),
      backend.getElectronicAds('en'),
      backend.getCalendarEvents('th'),
      backend.getActivities(),
      backend.getSecuritiesAnalyses(),
      backend.getMediaNews('en'),
      backend.getCreditRatings('th'),
      backend.getFinancialData(),
    ]);
    for (const list of lists) expect(Array.isArray(list) && list.length > 0).toBe(true);
    expect(errors).not.toHaveBeenCalled();

    const quote = await backend.getStockQuote();
    expect(quote).toMatchObject({ symbol: 'SHRZ', time: expect.any(String) });
    expect(quote && [quote.bid.length, quote.offer.length]).toEqual([5, 5]);
    errors.mockRestore();
  });

  it('seeding twice does not duplicate', async () => {
    const client = await getDatabase();
    const tables = ['set_news', 'meetings', 'news_clippings', 'activities', 'stock_quotes', 'financial_statements'];
    const before = await Promise.all(tables.map(count));
    await seedDatabase(client);
    await seedDatabase(client);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  }, 30_000);

  it('keeps its data across a restart', async () => {
    await storeContactMessage({
      name: 'Somchai',
      surname: 'Jaidee',
      phone: '0812345678',
      fax: '021234567',
      address: 'Bangkok',
      message: 'Kept after a restart?',
    });
    await closeDatabase();
    const client = await getDatabase();
    const rows = await client.execute("SELECT message FROM contact_messages WHERE name = 'Somchai'");
    expect(rows.rows.map((row) => row.message)).toEqual(['Kept after a restart?']);
    expect(await count('schema_migrations')).toBe(MIGRATIONS.length);
  }, 30_000);
});

describe('migration 3', () => {
  it('keeps the mail and contact messages of a version-2 file, and takes new mail after them', async () => {
    const file = path.join(folder, 'v2.db');
    const client = createClient({ url: `file:${file}` });
    const upTo = (version: number) => MIGRATIONS.filter((migration) => migration.version <= version);
    await client.execute(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const migration of upTo(2)) {
      await client.batch(
        [
          ...migration.statements,
          { sql: 'INSERT INTO schema_migrations VALUES (?, ?, ?)', args: [migration.version, migration.name, 'then'] },
        ],
        'write',
      );
    }
    await client.batch(
      [
        "INSERT INTO contact_messages (name, surname, phone, fax, address, message, created_at) VALUES ('A', 'B', '0812345678', '021234567', 'X', 'Old', '2026-01-01T00:00:00.000Z')",
        "INSERT INTO mail_outbox (kind, recipient, subject, body, created_at, attempts, sent_at) VALUES ('contact', NULL, 'S1', 'Old', '2026-01-01T00:00:00.000Z', 1, '2026-01-01T00:01:00.000Z')",
        "INSERT INTO mail_outbox (kind, recipient, subject, body, created_at) VALUES ('subscribe', 'a@example.com', 'S2', 'B2', '2026-01-02T00:00:00.000Z')",
      ],
      'write',
    );

    expect(await migrate(client, () => [])).toEqual(
      MIGRATIONS.filter((migration) => migration.version > 2).map((migration) => migration.version),
    );
    const mail = await client.execute(
      'SELECT id, kind, subject, body, attempts, sent_at, failed_at, contact_message_id FROM mail_outbox ORDER BY id',
    );
    expect(mail.rows.map((row) => ({ ...row }))).toEqual([
      {
        id: 1,
        kind: 'contact',
        subject: 'S1',
        body: 'Old',
        attempts: 1,
        sent_at: '2026-01-01T00:01:00.000Z',
        failed_at: null,
        contact_message_id: null,
      },
      // Migration 5 gives up the welcome mails queued before double opt-in: they quoted the typed name.
      {
        id: 2,
        kind: 'subscribe',
        subject: 'S2',
        body: 'B2',
        attempts: 0,
        sent_at: null,
        failed_at: expect.any(String),
        contact_message_id: null,
      },
    ]);
    await client.execute(
      "INSERT INTO mail_outbox (kind, recipient, contact_message_id, created_at) VALUES ('contact', NULL, 1, 'now')",
    );
    expect((await client.execute('SELECT MAX(id) AS id FROM mail_outbox')).rows[0].id).toBe(3);
    // A mail with neither a message row nor its own text cannot be queued.
    await expect(
      client.execute(
        "INSERT INTO mail_outbox (kind, recipient, created_at) VALUES ('subscribe', 'a@example.com', 'now')",
      ),
    ).rejects.toThrow(/CHECK/);
    client.close();
  });
});

describe('demonstration files', () => {
  const files = demoFiles();

  it('exist under public/ for every link of the seed', () => {
    const links = Object.values(SEED_ROWS)
      .flat()
      .flatMap((row) =>
        Object.entries(row)
          .filter(([column]) => isLinkColumn(column))
          .map(([, url]) => url),
      );
    expect(new Set(links)).toEqual(new Set(files.map((file) => file.url)));
    for (const file of files) {
      expect(file.url).toMatch(/^\/(documents|images\/demo)\/[\w/.-]+\.(pdf|svg)$/);
      const content = readFileSync(path.join(process.cwd(), 'public', file.url), 'latin1');
      if (file.url.endsWith('.svg')) {
        expect(content.startsWith('<svg')).toBe(true);
      } else {
        expect(content.startsWith('%PDF-1.4')).toBe(true);
        expect(content).toContain(`(${file.asciiTitle.split(' ')[0]}`);
        // Each cross-reference entry points at the start of its object.
        const xref = content.slice(content.lastIndexOf('xref'));
        const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
        offsets.forEach((offset, index) => expect(content.startsWith(`${index + 1} 0 obj`, offset)).toBe(true));
        expect(content.trimEnd().endsWith('%%EOF')).toBe(true);
      }
    }
  });
});
