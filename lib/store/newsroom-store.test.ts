/** @jest-environment node */
import { BACKEND_CALLS, CALL_KEYS } from '@/lib/contract';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { readStockQuote, writeQuarterlyResultRow, type QuarterlyResultRow } from './content';
import { selectContentRows } from './content-rows';
import { contentTable, sqlName } from './content-tables';
import { entityFingerprint, readCorrections } from './corrections';
import { getDatabase, plainRows } from './db';
import { listPublishedDocuments, readDocumentPublishers, readPublishedDocument } from './newsroom-documents';
import { newsroomTransaction, readWithdrawnDocument } from './newsroom-store';
import { createPostgresClient } from './postgres-engine';
import { SEED_STOCK_QUOTE } from './seed';

/**
 * The newsroom's writes that SQLite once said with INSERT OR REPLACE / OR IGNORE, and the stored
 * quote's camel-case field, on each engine: the same rows whichever engine keeps them
 * (docs/operations.md, PostgreSQL). The workflow itself runs on both in lib/newsroom's suites.
 */

const rows = async (sql: string) => plainRows(await (await getDatabase()).execute(sql));
const T = (minute: number) => new Date(Date.UTC(2026, 10, 26, 2, minute));
const pdf = { sha256: 'a'.repeat(64), name: 'notice.pdf' };
const row = { lang: 'en', new_set_title: 'Dividend', new_set_date: '2026-11-20' };

async function liveItem(id: string): Promise<void> {
  await newsroomTransaction(async (writes) => {
    await writes.insertItem({
      id,
      kind: 'exchangeAnnouncement',
      state: 'live',
      version: 1,
      live_version: 1,
      created_by: 'u-editor',
      created_at: T(0).toISOString(),
      updated_at: T(0).toISOString(),
    });
    await writes.insertVersion({ itemId: id, version: 1, content: {}, editedBy: 'u-editor', editedAt: T(0) });
  });
}

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('newsroom-store', {}, engine);
  beforeAll(async () => {
    await liveItem('item-a');
    await liveItem('item-b');
  });

  it('records a document a version links twice (in both languages) once, its first date kept', async () => {
    await newsroomTransaction((writes) => writes.recordPublishedDocuments('item-a', 1, [pdf, pdf], T(1)));
    await newsroomTransaction((writes) => writes.recordPublishedDocuments('item-a', 1, [pdf], T(2)));
    expect(
      await rows("SELECT item_id, version, published_at FROM newsroom_published_documents WHERE item_id = 'item-a'"),
    ).toEqual([{ item_id: 'item-a', version: 1, published_at: T(1).toISOString() }]);
    expect(await listPublishedDocuments('item-a', await getDatabase())).toEqual([pdf]);
    expect(await readPublishedDocument(pdf.sha256, pdf.name)).toBe(true);
  });

  it('gives a corrected row to the item that corrected it last; forgetting the first item leaves it', async () => {
    const fingerprint = entityFingerprint('setNews', row);
    await newsroomTransaction((writes) => writes.recordCorrections('setNews', 'item-a', [row], T(3)));
    await newsroomTransaction((writes) => writes.recordCorrections('setNews', 'item-b', [row], T(4)));
    expect(await readCorrections('setNews', 'en')).toEqual(new Map([[fingerprint, T(4).toISOString()]]));
    await newsroomTransaction((writes) => writes.clearCorrections('item-a'));
    expect(await rows('SELECT item_id, corrected_at FROM list_corrections')).toEqual([
      { item_id: 'item-b', corrected_at: T(4).toISOString() },
    ]);
    await newsroomTransaction((writes) => writes.clearCorrections('item-b'));
    expect((await readCorrections('setNews', 'en')).size).toBe(0);
  });

  it('keeps the first date of a document withdrawn twice', async () => {
    const url = '/documents/published/2026-11-26-notice.pdf';
    await newsroomTransaction((writes) => writes.recordWithdrawnDocument(url, 'item-a', T(5)));
    await newsroomTransaction((writes) => writes.recordWithdrawnDocument(url, 'item-b', T(6)));
    expect(await readWithdrawnDocument(url)).toBe(T(5).toISOString());
  });

  it('replaces a quarter’s whole row, the columns it does not write emptied', async () => {
    const quarter: QuarterlyResultRow = {
      year: 2031,
      quarter: 2,
      total_revenue: 100.5,
      sales_revenue: 90,
      gross_profit: 30,
      net_profit: -5.25,
      eps: -0.01,
      results_date: '2031-08-10',
    };
    await writeQuarterlyResultRow(quarter);
    await (
      await getDatabase()
    ).execute("UPDATE quarterly_results SET webcast_link = 'https://example.com/q2' WHERE year = 2031 AND quarter = 2");
    await writeQuarterlyResultRow({ ...quarter, total_revenue: 120 });
    expect(
      await rows(
        'SELECT year, quarter, total_revenue, net_profit, webcast_link FROM quarterly_results WHERE year = 2031',
      ),
    ).toEqual([{ year: 2031, quarter: 2, total_revenue: 120, net_profit: -5.25, webcast_link: null }]);
  });

  // SQLite's BEGIN IMMEDIATE makes a second writer wait; its client waits synchronously, so a second
  // connection of this process could not commit meanwhile: this one is PostgreSQL's row lock alone.
  (engine === 'postgres' ? it : it.skip)(
    'makes a second runner wait for the first one’s going live, then finds the item no longer due',
    async () => {
      await newsroomTransaction(async (writes) => {
        await writes.insertItem({
          id: 'item-due',
          kind: 'exchangeAnnouncement',
          state: 'scheduled',
          version: 1,
          publish_at: T(7).toISOString(),
          created_by: 'u-editor',
          created_at: T(0).toISOString(),
          updated_at: T(0).toISOString(),
        });
        await writes.insertVersion({
          itemId: 'item-due',
          version: 1,
          content: {},
          editedBy: 'u-editor',
          editedAt: T(0),
        });
      });
      // Another instance going live with it, not yet committed.
      const other = createPostgresClient(process.env.DATABASE_URL!);
      const first = await other.transaction('write');
      await first.execute({
        sql: "UPDATE newsroom_items SET state = 'live', live_version = version WHERE id = ? AND state = 'scheduled'",
        args: ['item-due'],
      });
      let second: unknown = 'waiting';
      const reading = newsroomTransaction((writes) => writes.readDueItem('item-due', T(8).toISOString())).then(
        (row) => (second = row),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(second).toBe('waiting');
      await first.commit();
      await reading;
      expect(second).toBeNull();
      await other.close();
    },
  );

  it('names the documents’ publishers, the newest publication first, with the version’s content', async () => {
    const other = { sha256: 'b'.repeat(64), name: 'report.pdf' };
    await newsroomTransaction((writes) => writes.recordPublishedDocuments('item-b', 1, [other], T(9)));
    expect(await readDocumentPublishers([pdf.sha256, other.sha256, pdf.sha256])).toEqual([
      { ...other, kind: 'exchangeAnnouncement', content: '{}' },
      { ...pdf, kind: 'exchangeAnnouncement', content: '{}' },
    ]);
  });

  it('reads every list in its definition’s order, its fields named as the contract names them', async () => {
    // The list's statement as it was written before Kysely built it: the same rows in the same order.
    const client = await getDatabase();
    let compared = 0;
    for (const key of CALL_KEYS) {
      const spec = contentTable(BACKEND_CALLS[key]);
      const written = plainRows(
        await client.execute({
          sql: `SELECT ${spec.columns.map(sqlName).join(', ')} FROM ${spec.table} ${spec.bilingual ? 'WHERE lang = ?' : ''} ORDER BY ${spec.orderBy}`,
          args: spec.bilingual ? ['en'] : [],
        }),
      );
      const read = await selectContentRows(client, spec, 'en');
      expect([key, read]).toEqual([key, written]);
      compared += read.length;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('reads the stored quote with its fields named as the contract names them', async () => {
    const quote = await readStockQuote(String(SEED_STOCK_QUOTE.symbol));
    expect(quote).toMatchObject({ symbol: SEED_STOCK_QUOTE.symbol, totalVolume: SEED_STOCK_QUOTE.totalVolume });
    expect(Object.keys(quote ?? {})).not.toContain('totalvolume');
  });
});
