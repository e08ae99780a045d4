/** @jest-environment node */
import { getDatabase } from '@/lib/store/db';
import { withTemporaryStore } from '@/lib/testing/temporary-store';
import { countReading, setReadingCountsEnabled, takeReadingCounts } from '@/lib/server/process-bridge.mjs';
import { fileNameOf, readTopDownloads, titleDocuments } from './documents';
import { flushReadingCounts } from './figures';

withTemporaryStore('reading-documents');

// 12:00 in Bangkok on 26 November 2026.
const NOW = new Date('2026-11-26T05:00:00Z');
const STATEMENTS = '/documents/news/set-2021-002.pdf';
const CLIPPING = '/documents/clippings/clipping-2020-01.pdf';

beforeAll(() => {
  setReadingCountsEnabled(true);
  takeReadingCounts();
});
afterAll(() => setReadingCountsEnabled(false));

const hash = (letter: string) => letter.repeat(64);
const stored = (sha256: string, name: string) => `/documents/files/${sha256}/${encodeURIComponent(name)}`;

/** An item that went live with these documents and was withdrawn since: its files are in no list any more. */
async function withdrawnItem(
  id: string,
  kind: string,
  content: Record<string, unknown>,
  documents: { sha256: string; name: string }[],
): Promise<void> {
  const db = await getDatabase();
  const at = '2026-11-01T02:00:00.000Z';
  await db.execute({
    sql: `INSERT INTO newsroom_items (id, kind, state, version, live_version, created_by, created_at, updated_at) VALUES (?, ?, 'withdrawn', 1, 1, 'editor@example.com', ?, ?)`,
    args: [id, kind, at, at],
  });
  await db.execute({
    sql: 'INSERT INTO newsroom_versions (item_id, version, content, edited_by, edited_at) VALUES (?, 1, ?, ?, ?)',
    args: [id, JSON.stringify(content), 'editor@example.com', at],
  });
  for (const { sha256, name } of documents) {
    await db.execute({
      sql: 'INSERT INTO newsroom_published_documents (sha256, name, item_id, version, published_at) VALUES (?, ?, ?, 1, ?)',
      args: [sha256, name, id, at],
    });
  }
}

describe('a document the lists show', () => {
  it('is named by its list in the language asked for, with the page that lists it and both languages when one file serves both', async () => {
    const en = await titleDocuments([STATEMENTS], 'en');
    expect(en.get(STATEMENTS)).toEqual({
      title: 'Financial statements for the year ended 31 December 2020 (audited)',
      named: true,
      kind: { list: 'newsSet' },
      languages: ['th', 'en'],
    });
    const th = await titleDocuments([STATEMENTS], 'th');
    expect(th.get(STATEMENTS)).toMatchObject({
      title: 'งบการเงินประจำปี สิ้นสุดวันที่ 31 ธันวาคม 2563 (ตรวจสอบแล้ว)',
      named: true,
      kind: { list: 'newsSet' },
    });
  });

  it('states no language when its list has one version for both, and names a quarter’s statements by their period', async () => {
    const statements = '/documents/financial/statements-2021-q1.pdf';
    const titles = await titleDocuments([CLIPPING, statements], 'th');
    expect(titles.get(CLIPPING)).toMatchObject({ named: true, kind: { list: 'newsPrint' }, languages: [] });
    expect(titles.get(CLIPPING)?.title).toContain('กรุงเทพธุรกิจ');
    expect(titles.get(statements)).toEqual({
      title: 'งบการเงิน ไตรมาส 1/2564',
      named: true,
      kind: { list: 'financialStatements' },
      languages: ['th', 'en'],
    });
  });
});

describe('a stored document no list shows any more', () => {
  it('is named by the newsroom item that published it, in the language asked for, with the language of its file', async () => {
    const th = { sha256: hash('a'), name: 'notice-th.pdf' };
    const en = { sha256: hash('b'), name: 'notice-en.pdf' };
    await withdrawnItem(
      'item-per-language',
      'exchangeAnnouncement',
      {
        title: { th: 'ประกาศที่ถอนแล้ว', en: 'A withdrawn notice' },
        document: { th: { ...th, pages: 1 }, en: { ...en, pages: 1 } },
      },
      [th, en],
    );
    const shared = { sha256: hash('c'), name: 'ประกาศ ร่วม.pdf' };
    await withdrawnItem(
      'item-shared',
      'exchangeAnnouncement',
      { title: { th: 'ฉบับเดียว' }, document: { shared: { ...shared, pages: 2 } } },
      [shared],
    );

    const titles = await titleDocuments(
      [stored(th.sha256, th.name), stored(en.sha256, en.name), stored(shared.sha256, shared.name)],
      'en',
    );
    expect(titles.get(stored(th.sha256, th.name))).toEqual({
      title: 'A withdrawn notice',
      named: true,
      kind: { item: 'exchangeAnnouncement' },
      languages: ['th'],
    });
    expect(titles.get(stored(en.sha256, en.name))).toEqual({
      title: 'A withdrawn notice',
      named: true,
      kind: { item: 'exchangeAnnouncement' },
      languages: ['en'],
    });
    // No English title: the Thai one; a file name in Thai matched through its escapes.
    expect(titles.get(stored(shared.sha256, shared.name))).toEqual({
      title: 'ฉบับเดียว',
      named: true,
      kind: { item: 'exchangeAnnouncement' },
      languages: ['th', 'en'],
    });
  });

  it('under another name than the item published is not the item’s', async () => {
    const url = stored(hash('a'), 'renamed.pdf');
    expect((await titleDocuments([url], 'en')).get(url)).toEqual({
      title: 'renamed.pdf',
      named: false,
      kind: null,
      languages: [],
    });
  });
});

describe('any other URL', () => {
  it('keeps its file name, its escapes undone where they can be', async () => {
    const urls = [
      '/documents/old/annual%20report.pdf',
      '/documents/x%E0.pdf',
      `/documents/files/${hash('d')}/unknown.pdf`,
    ];
    const titles = await titleDocuments(urls, 'th');
    expect(urls.map((url) => titles.get(url))).toEqual([
      { title: 'annual report.pdf', named: false, kind: null, languages: [] },
      { title: 'x%E0.pdf', named: false, kind: null, languages: [] },
      { title: 'unknown.pdf', named: false, kind: null, languages: [] },
    ]);
    expect(fileNameOf('/documents/')).toBe('/documents/');
    expect(await titleDocuments([], 'th')).toEqual(new Map());
  });
});

it('lists the documents downloaded most over the window, most first, each named', async () => {
  for (let i = 0; i < 3; i += 1) countReading('download', STATEMENTS, '', NOW);
  countReading('download', CLIPPING, '', NOW);
  countReading('download', '/documents/old/gone.pdf', '', NOW);
  countReading('download', '/documents/old/gone.pdf', '', NOW);
  // Eight days ago: outside a 7-day window.
  for (let i = 0; i < 5; i += 1)
    countReading('download', CLIPPING, '', new Date(NOW.getTime() - 8 * 24 * 60 * 60 * 1000));
  await flushReadingCounts();
  const week = await readTopDownloads({ days: 7, locale: 'en', now: NOW });
  expect(week.map(({ url, count, title }) => ({ url, count, title }))).toEqual([
    { url: STATEMENTS, count: 3, title: 'Financial statements for the year ended 31 December 2020 (audited)' },
    { url: '/documents/old/gone.pdf', count: 2, title: 'gone.pdf' },
    { url: CLIPPING, count: 1, title: expect.stringContaining('กรุงเทพธุรกิจ') },
  ]);
  const month = await readTopDownloads({ days: 30, locale: 'en', now: NOW, limit: 1 });
  expect(month).toEqual([
    { url: CLIPPING, count: 6, title: expect.any(String), named: true, kind: { list: 'newsPrint' }, languages: [] },
  ]);
});
