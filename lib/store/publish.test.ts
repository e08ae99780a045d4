/** @jest-environment node */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getDatabase } from './db';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { scanForNewItems } from './email-alerts/dispatch';
import { BACKEND_CALLS } from '@/lib/contract';
import { arrangeList } from '@/lib/lists';
import type { SetNews } from '@/lib/contract';
import { contentTable } from './content-tables';
import { entityFingerprint } from './corrections';
import { selectContentRows } from './content-rows';
import { deleteStatements, inWriteTransaction, publishItem, PublishError, writePublication } from './publish';
import { readListedDocument } from './listed-documents';

let folder: string;
let pdf: string;
const rows = async (sql: string) => (await (await getDatabase()).execute(sql)).rows.map((row) => ({ ...row }));
const announcement = (title: string) => ({
  th: { new_set_title: `${title} th`, new_set_date: '2026-11-20' },
  en: { new_set_title: `${title} en`, new_set_date: '2026-11-20' },
});
const published = () =>
  existsSync(path.join(folder, 'public/documents/published'))
    ? readdirSync(path.join(folder, 'public/documents/published'))
    : [];

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('publish', {}, engine);
  beforeAll(async () => {
    folder = path.dirname(process.env.IR_DB_PATH!);
    pdf = path.join(folder, 'Board notice.pdf');
    writeFileSync(pdf, '%PDF-1.4\n%%EOF\n');
    await scanForNewItems();
  });

  it('publishes an announcement in both languages, copies its document, assigns its id and queues its alert', async () => {
    const [{ next }] = await rows('SELECT MAX(new_set_id) + 1 AS next FROM set_news');
    const result = await publishItem({
      list: 'new_set',
      item: announcement('Dividend'),
      documentPath: pdf,
      root: folder,
    });
    expect(result.documentUrl).toMatch(/^\/documents\/published\/2\d{3}-\d\d-\d\d-[0-9a-f]{8}-board-notice\.pdf$/);
    expect(existsSync(path.join(folder, 'public', result.documentUrl!))).toBe(true);
    expect(
      await rows(
        `SELECT new_set_id, new_set_title, new_set_pdf_url, lang FROM set_news WHERE new_set_id = ${next} ORDER BY lang`,
      ),
    ).toEqual([
      { new_set_id: next, new_set_title: 'Dividend en', new_set_pdf_url: result.documentUrl, lang: 'en' },
      { new_set_id: next, new_set_title: 'Dividend th', new_set_pdf_url: result.documentUrl, lang: 'th' },
    ]);
    expect(
      await rows(
        `SELECT category, baseline, fanned_out_at FROM alert_items WHERE call = 'new_set' AND item_key = '[${next}]'`,
      ),
    ).toEqual([{ category: 'announcements', baseline: 0, fanned_out_at: null }]);
    // One row for the item, keyed as the scan keys it ([12], not [12.0]): one alert, never two.
    expect(await rows(`SELECT item_key FROM alert_items WHERE call = 'new_set' AND item_key = '[${next}]'`)).toEqual([
      { item_key: `[${next}]` },
    ]);
  });

  it("never gives a withdrawn item's id again: the next announcement gets its own id and its own alert", async () => {
    const recalled = await publishItem({
      list: 'new_set',
      item: announcement('Recalled'),
      documentPath: pdf,
      root: folder,
    });
    const [{ id }] = await rows("SELECT new_set_id AS id FROM set_news WHERE new_set_title = 'Recalled en'");
    // A withdrawal deletes the item's rows; its alert record stays.
    const client = await getDatabase();
    await client.batch(deleteStatements('setNews', { new_set_id: id }), 'write');
    expect(await rows(`SELECT new_set_id FROM set_news WHERE new_set_id = ${id}`)).toEqual([]);
    expect(recalled.documentUrl).toBeDefined();

    await publishItem({ list: 'new_set', item: announcement('Successor'), documentPath: pdf, root: folder });
    const [{ next }] = await rows("SELECT new_set_id AS next FROM set_news WHERE new_set_title = 'Successor en'");
    expect(Number(next)).toBeGreaterThan(Number(id));
    expect(
      await rows(`SELECT baseline, fanned_out_at FROM alert_items WHERE call = 'new_set' AND item_key = '[${next}]'`),
    ).toEqual([{ baseline: 0, fanned_out_at: null }]);
  });

  it('publishes a calendar event (no document) with a new storage id', async () => {
    const item = {
      th: {
        title_calendar_investor: 'ประชุม',
        detail_ad_calendar_investor: 'รายละเอียด',
        publish_date_calendar_investor: '2026-12-01',
      },
      en: {
        title_calendar_investor: 'Meeting',
        detail_ad_calendar_investor: 'Details',
        publish_date_calendar_investor: '2026-12-01',
      },
    };
    await publishItem({ list: 'calendar_investor', item, root: folder });
    expect(
      await rows(
        "SELECT lang, seed_id LIKE 'published-%' AS assigned FROM calendar_investor WHERE title_calendar_investor IN ('ประชุม', 'Meeting') ORDER BY lang",
      ),
    ).toEqual([
      { lang: 'en', assigned: 1 },
      { lang: 'th', assigned: 1 },
    ]);
  });

  it.each([
    ['an unknown list', 'news', announcement('x'), /Unknown list "news"/],
    [
      'a plain entity for a call with languages',
      'new_set',
      { new_set_title: 'x', new_set_date: '2026-11-20' },
      /\{"th": \{…\}, "en": \{…\}\}/,
    ],
    [
      'a bad date',
      'new_set',
      { ...announcement('x'), en: { new_set_title: 'x', new_set_date: '20/11/2026' } },
      /en: new_set_date "20\/11\/2026" is refused/,
    ],
    [
      'a missing title',
      'new_set',
      { ...announcement('x'), th: { new_set_date: '2026-11-20' } },
      /th: new_set_title is missing/,
    ],
    [
      'an unknown field',
      'new_set',
      { ...announcement('x'), th: { new_set_title: 'x', new_set_date: '2026-11-20', colour: 'red' } },
      /unknown field\(s\) colour/,
    ],
  ])('refuses %s with a clear error and writes nothing', async (_, list, item, message) => {
    const before = await rows(
      'SELECT (SELECT COUNT(*) FROM set_news) AS news, (SELECT COUNT(*) FROM alert_items) AS items',
    );
    const files = published();
    await expect(publishItem({ list, item, documentPath: pdf, root: folder })).rejects.toThrow(message);
    await expect(publishItem({ list, item, documentPath: pdf, root: folder })).rejects.toBeInstanceOf(PublishError);
    expect(
      await rows('SELECT (SELECT COUNT(*) FROM set_news) AS news, (SELECT COUNT(*) FROM alert_items) AS items'),
    ).toEqual(before);
    expect(published()).toEqual(files);
  });

  it('refuses a document that is not a PDF, or a PDF URL given beside the document', async () => {
    const text = path.join(folder, 'notes.pdf');
    writeFileSync(text, 'not a pdf');
    await expect(
      publishItem({ list: 'new_set', item: announcement('x'), documentPath: text, root: folder }),
    ).rejects.toThrow(/is not a PDF/);
    const withUrl = { ...announcement('x'), th: { ...announcement('x').th, new_set_pdf_url: '/documents/x.pdf' } };
    await expect(publishItem({ list: 'new_set', item: withUrl, documentPath: pdf, root: folder })).rejects.toThrow(
      /leave out new_set_pdf_url/,
    );
  });

  it('is atomic: an insert that fails (an id already used) leaves no row, no alert and no copied document', async () => {
    const [{ id }] = await rows('SELECT MAX(new_set_id) AS id FROM set_news');
    const files = published();
    const before = await rows('SELECT COUNT(*) AS n FROM alert_items');
    const item = {
      th: { ...announcement('dup').th, new_set_id: id },
      en: { ...announcement('dup').en, new_set_id: id },
    };
    await expect(publishItem({ list: 'new_set', item, documentPath: pdf, root: folder })).rejects.toThrow(
      /already holds an item/,
    );
    expect(await rows("SELECT COUNT(*) AS n FROM set_news WHERE new_set_title LIKE 'dup%'")).toEqual([{ n: 0 }]);
    expect(await rows('SELECT COUNT(*) AS n FROM alert_items')).toEqual(before);
    expect(published()).toEqual(files);
  });

  it('keeps the document as it is told (the bucket, for the command); a listed URL answers while its item is listed', async () => {
    const url = `/documents/files/${'ab'.repeat(32)}/${encodeURIComponent('Board notice.pdf')}`;
    const kept: string[] = [];
    const discarded: string[] = [];
    const keepDocument = async (file: string) => {
      kept.push(file);
      return { url, discard: () => void discarded.push(file) };
    };
    const files = published();
    expect(await readListedDocument(url)).toBe(false);
    const result = await publishItem({ list: 'new_set', item: announcement('Kept'), documentPath: pdf, keepDocument });
    expect(result.documentUrl).toBe(url);
    expect({ kept, discarded, files: published() }).toEqual({ kept: [pdf], discarded: [], files });
    expect(await rows("SELECT new_set_pdf_url AS url FROM set_news WHERE new_set_title = 'Kept en'")).toEqual([
      { url },
    ]);
    expect(await readListedDocument(url)).toBe(true);
    // A URL no item links is not listed.
    expect(await readListedDocument(`${url}x`)).toBe(false);

    // An item that is not written discards what was kept.
    const [{ id }] = await rows("SELECT new_set_id AS id FROM set_news WHERE new_set_title = 'Kept en'");
    const duplicate = {
      th: { ...announcement('Kept again').th, new_set_id: id },
      en: { ...announcement('Kept again').en, new_set_id: id },
    };
    await expect(publishItem({ list: 'new_set', item: duplicate, documentPath: pdf, keepDocument })).rejects.toThrow(
      /already holds an item/,
    );
    expect(discarded).toEqual([pdf]);

    // Its rows gone (as a withdrawal takes them), the URL is listed no more.
    await (await getDatabase()).batch(deleteStatements('setNews', { new_set_id: id }), 'write');
    expect(await readListedDocument(url)).toBe(false);
  });

  describe('the time an item was published, which orders a day’s items', () => {
    const day = '2026-12-04';
    const item = (title: string, extra: Record<string, string> = {}) => ({
      th: { new_set_title: `${title} th`, new_set_date: day, ...extra },
      en: { new_set_title: `${title} en`, new_set_date: day, ...extra },
    });
    const listed = async () => {
      const reply = (await selectContentRows(
        await getDatabase(),
        contentTable(BACKEND_CALLS.setNews),
        'en',
      )) as unknown as SetNews[];
      return arrangeList('newsSet', reply)
        .filter((news) => news.new_set_date === day)
        .map((news) => news.new_set_title);
    };

    it('is stamped when an item goes live, so the day’s last one comes first on the list', async () => {
      const goLive = (published: ReturnType<typeof item>, time: string) =>
        publishItem({
          list: 'new_set',
          item: published,
          documentPath: pdf,
          root: folder,
          now: new Date(`${day}T${time}Z`),
        });
      await goLive(item('Morning'), '02:00:00');
      await goLive(item('Noon'), '05:00:00');
      // An announcement's SET release time, when the item gives one, is its time (the newsroom gives it).
      await goLive(item('Released at nine', { published_at: `${day}T02:00:01.000Z` }), '06:00:00');
      expect(await listed()).toEqual(['Noon en', 'Released at nine en', 'Morning en']);
      expect(await rows(`SELECT published_at FROM set_news WHERE new_set_title = 'Noon th'`)).toEqual([
        { published_at: `${day}T05:00:00.000Z` },
      ]);
    });

    it('is kept by a correction: the corrected item keeps its place', async () => {
      const [{ id }] = await rows("SELECT new_set_id AS id FROM set_news WHERE new_set_title = 'Morning en'");
      const client = await getDatabase();
      await inWriteTransaction(client, (transaction) =>
        writePublication(transaction, {
          call: 'setNews',
          entities: [
            {
              lang: 'th',
              entity: {
                new_set_title: 'Morning corrected th',
                new_set_date: day,
                new_set_pdf_url: '/documents/x.pdf',
                published_at: `${day}T07:00:00.000Z`,
              },
            },
            {
              lang: 'en',
              entity: {
                new_set_title: 'Morning corrected en',
                new_set_date: day,
                new_set_pdf_url: '/documents/x.pdf',
                published_at: `${day}T07:00:00.000Z`,
              },
            },
          ],
          replaceKey: { new_set_id: Number(id) },
          alert: 'none',
          now: new Date(`${day}T07:00:00Z`),
        }),
      );
      expect(await listed()).toEqual(['Noon en', 'Released at nine en', 'Morning corrected en']);
    });

    it('is no part of a row’s fingerprint: a list that rebuilds its rows without it still finds its corrections', () => {
      const row = {
        title_calendar_investor: 'Meeting',
        detail_ad_calendar_investor: 'Detail',
        publish_date_calendar_investor: day,
      };
      expect(entityFingerprint('calendarEvents', { ...row, published_at: `${day}T03:00:00.000Z` })).toBe(
        entityFingerprint('calendarEvents', row),
      );
    });

    it('is none for the seed’s items, which the reply lists oldest first in a day', async () => {
      const seeded = await rows(
        "SELECT COUNT(*) AS n FROM set_news WHERE published_at IS NOT NULL AND new_set_date < '2026-01-01'",
      );
      expect(seeded).toEqual([{ n: 0 }]);
    });
  });
});
