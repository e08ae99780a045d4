/** @jest-environment node */
import { getDatabase } from '@/lib/store/db';
import { READING_TABLES, readReadingTotals } from '@/lib/store/reading';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { pageViewOf, readingOf } from '@/lib/server/pipeline/reading-count.mjs';
import {
  countReading,
  countZeroSearch,
  MAX_PENDING_KEYS,
  MAX_QUERY_LENGTH,
  normalizeSearchQuery,
  readingCountsEnabled,
  setReadingCountsEnabled,
  takeReadingCounts,
} from '@/lib/server/reading-counts.mjs';
import {
  flushReadingCounts,
  purgeOldReadings,
  READING_RETENTION_DAYS,
  readingViewDays,
  readReadingSeries,
  readReadingTop,
  windowDays,
} from './figures';

// 12:00 in Bangkok on 26 November 2026.
const NOW = new Date('2026-11-26T05:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const rows = async (sql: string) => (await (await getDatabase()).execute(sql)).rows.map((row) => ({ ...row }));

beforeEach(() => {
  setReadingCountsEnabled(false);
  setReadingCountsEnabled(true);
  takeReadingCounts();
});
afterAll(() => setReadingCountsEnabled(false));

describe('the counts in memory', () => {
  it('counts nothing until a writer is attached', () => {
    setReadingCountsEnabled(false);
    expect(readingCountsEnabled()).toBe(false);
    countReading('page', '/en', '', NOW);
    setReadingCountsEnabled(true);
    expect(takeReadingCounts()).toEqual({ counts: [], dropped: 0 });
  });

  it('adds up per Bangkok day and key, and hands them over once', () => {
    countReading('page', '/en/newinfo', '', NOW);
    countReading('page', '/en/newinfo', '', NOW);
    // 23:30 in Bangkok on the 25th, and 00:30 on the 26th.
    countReading('page', '/en/newinfo', '', new Date('2026-11-25T16:30:00Z'));
    countReading('page', '/en/newinfo', '', new Date('2026-11-25T17:30:00Z'));
    countReading('download', '/documents/news/a.pdf', '', NOW);
    const { counts, dropped } = takeReadingCounts();
    expect(dropped).toBe(0);
    expect(counts).toEqual(
      expect.arrayContaining([
        { kind: 'page', day: '2026-11-26', key: '/en/newinfo', locale: '', count: 3 },
        { kind: 'page', day: '2026-11-25', key: '/en/newinfo', locale: '', count: 1 },
        { kind: 'download', day: '2026-11-26', key: '/documents/news/a.pdf', locale: '', count: 1 },
      ]),
    );
    expect(counts).toHaveLength(3);
    expect(takeReadingCounts().counts).toEqual([]);
  });

  it('holds at most MAX_PENDING_KEYS distinct figures: new ones beyond are dropped, known ones still count', () => {
    for (let i = 0; i < MAX_PENDING_KEYS + 50; i += 1) countReading('page', `/flood/${i}`, '', NOW);
    countReading('page', '/flood/0', '', NOW);
    const { counts, dropped } = takeReadingCounts();
    expect(counts).toHaveLength(MAX_PENDING_KEYS);
    expect(dropped).toBe(50);
    expect(counts.find((figure) => figure.key === '/flood/0')?.count).toBe(2);
  });

  it('normalizes a search query: trimmed, one space, lower case, at most 100 characters', () => {
    expect(normalizeSearchQuery('  Dividend   POLICY \n')).toBe('dividend policy');
    expect(normalizeSearchQuery('   ')).toBe('');
    expect(Array.from(normalizeSearchQuery('ก'.repeat(150)))).toHaveLength(MAX_QUERY_LENGTH);
    countZeroSearch('  Xyzzy  ', 'en', NOW);
    countZeroSearch('xyzzy', 'en', NOW);
    countZeroSearch('xyzzy', 'th', NOW);
    countZeroSearch('   ', 'th', NOW);
    expect(takeReadingCounts().counts).toEqual([
      { kind: 'zero-search', day: '2026-11-26', key: 'xyzzy', locale: 'en', count: 2 },
      { kind: 'zero-search', day: '2026-11-26', key: 'xyzzy', locale: 'th', count: 1 },
    ]);
  });
});

describe('what counts as a page view, and what the pipeline counts', () => {
  const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });
  // Whatever the response's type: the stage reads only its status.
  const html = { statusCode: 200 };

  it('takes a public page reported by a reader’s browser by its path alone', () => {
    expect(pageViewOf('/en/newinfo?page=2', 'Mozilla/5.0 Chrome/140')).toBe('/en/newinfo');
    expect(pageViewOf('/', undefined)).toBe('/');
    expect(pageViewOf('/en/about#top', 'Mozilla/5.0')).toBe('/en/about');
  });

  it('leaves out the workspace, previews, the API, assets, files, documents, tokens, crawlers and long paths', () => {
    for (const url of [
      '/admin',
      '/en/admin/audit',
      '/preview/abc',
      '/api/stock_quotation',
      '/_next/static/chunks/a.js',
      '/sitemap.xml',
      '/favicon.ico',
      '/documents/news/a.pdf',
      '/receiveemails/confirm?token=abc',
      '/receiveemails/preferences?%54oken=abc',
      '//elsewhere.example.com/',
      'en/about',
      `/${'a'.repeat(400)}`,
    ]) {
      expect(pageViewOf(url, 'Mozilla/5.0')).toBeNull();
    }
    expect(pageViewOf('/en', 'Mozilla/5.0 (compatible; Googlebot/2.1)')).toBeNull();
  });

  it('no longer counts a page at the server: neither its HTML nor the RSC payload of a followed link', () => {
    expect(readingOf(get('/en/newinfo?page=2'), html)).toBeNull();
    expect(readingOf(get('/en/about?_rsc=abc', { rsc: '1' }), html)).toBeNull();
    expect(readingOf(get('/documents/news/a.pdf', { 'user-agent': 'Googlebot/2.1' }), html)).toBeNull();
    expect(readingOf({ ...get('/documents/news/a.pdf'), method: 'HEAD' }, html)).toBeNull();
    expect(readingOf(get('/documents/'), html)).toBeNull();
  });

  it('counts a document downloaded whole or from its first byte', () => {
    const pdf = { statusCode: 200 };
    expect(readingOf(get('/documents/news/a.pdf?x=1'), pdf)).toEqual({
      kind: 'download',
      key: '/documents/news/a.pdf',
    });
    expect(
      readingOf(get('/documents/files/ab/c.pdf', { range: 'bytes=0-65535' }), { ...pdf, statusCode: 206 }),
    ).toEqual({ kind: 'download', key: '/documents/files/ab/c.pdf' });
    expect(
      readingOf(get('/documents/files/ab/c.pdf', { range: 'bytes=65536-' }), { ...pdf, statusCode: 206 }),
    ).toBeNull();
    expect(readingOf(get('/documents/missing.pdf'), { statusCode: 404 })).toBeNull();
  });
});

describe('the window asked for', () => {
  it('is 7, 30 or 90 days; unset, 30; anything else refused', () => {
    expect([readingViewDays('7'), readingViewDays('30'), readingViewDays('90')]).toEqual([7, 30, 90]);
    expect([readingViewDays(undefined), readingViewDays(null), readingViewDays('')]).toEqual([30, 30, 30]);
    for (const bad of ['8', '070', '30 ', '-7', '1e2', 'abc', '9'.repeat(400)]) expect(readingViewDays(bad)).toBeNull();
  });

  it('runs over Bangkok days up to today, oldest first, at least one and at most the days kept', () => {
    expect(windowDays(3, NOW)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    // 17:30 UTC on the 25th is 00:30 on the 26th in Bangkok.
    expect(windowDays(1, new Date('2026-11-25T17:30:00Z'))).toEqual(['2026-11-26']);
    expect(windowDays(0, NOW)).toEqual(['2026-11-26']);
    expect(windowDays(Number.NaN, NOW)).toEqual(['2026-11-26']);
    expect(windowDays(100_000, NOW)).toHaveLength(READING_RETENTION_DAYS);
  });
});

describe.each(STORE_ENGINES)('the daily totals in the store, on %s', (engine) => {
  withTemporaryStore('reading', {}, engine);

  it('stores only the day, the key (and the language of a search) and a count: nothing about a reader', async () => {
    const columns: Record<string, string[]> = {};
    for (const table of READING_TABLES)
      columns[table] = (
        await rows(
          engine === 'postgres'
            ? `SELECT column_name AS name FROM information_schema.columns WHERE table_name = '${table}' ORDER BY ordinal_position`
            : `PRAGMA table_info(${table})`,
        )
      ).map((row) => String(row.name));
    expect(columns).toEqual({
      reading_page_views: ['day', 'path', 'count'],
      reading_downloads: ['day', 'document_url', 'count'],
      reading_zero_searches: ['day', 'query_normalized', 'locale', 'count'],
    });
  });

  it("adds each write to the day rows, and reads a window's totals, biggest first", async () => {
    const view = (path: string, times: number, when: Date) => {
      for (let i = 0; i < times; i += 1) countReading('page', path, '', when);
    };
    view('/en/newinfo', 2, NOW);
    view('/en/newinfo', 1, daysAgo(6)); // in both windows
    view('/en/newinfo', 4, daysAgo(7)); // in the 30 days only
    view('/en/about', 3, daysAgo(29));
    view('/en/old', 9, daysAgo(30)); // in neither
    countReading('download', '/documents/a.pdf', '', NOW);
    expect(await flushReadingCounts()).toEqual({ written: 6, dropped: 0 });
    view('/en/newinfo', 1, NOW);
    await flushReadingCounts();
    expect(await rows("SELECT day, count FROM reading_page_views WHERE path = '/en/newinfo' ORDER BY day")).toEqual([
      { day: '2026-11-19', count: 4 },
      { day: '2026-11-20', count: 1 },
      { day: '2026-11-26', count: 3 },
    ]);
    expect(await readReadingTop('page', { days: 30, now: NOW })).toEqual([
      { key: '/en/newinfo', locale: '', count: 8 },
      { key: '/en/about', locale: '', count: 3 },
    ]);
    expect(await readReadingTop('page', { days: 7, now: NOW })).toEqual([{ key: '/en/newinfo', locale: '', count: 4 }]);
    expect(await readReadingTop('page', { days: 90, now: NOW, limit: 1 })).toEqual([
      { key: '/en/old', locale: '', count: 9 },
    ]);
    expect(await readReadingTop('download', { days: 7, now: NOW })).toEqual([
      { key: '/documents/a.pdf', locale: '', count: 1 },
    ]);
  });

  it('gives every day of the window, oldest first, a day with nothing counted as 0 and 0', async () => {
    countReading('page', '/en/series', '', NOW);
    countReading('page', '/en/series', '', NOW);
    countReading('download', '/documents/series.pdf', '', daysAgo(2));
    // Before the window, and after today: not in it.
    countReading('page', '/en/series', '', daysAgo(7));
    countReading('page', '/en/series', '', new Date(NOW.getTime() + 24 * 60 * 60 * 1000));
    await flushReadingCounts();
    const series = await readReadingSeries({ days: 7, now: NOW });
    expect(series.map((day) => day.day)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    // What the other tests of this file counted adds to the same days: only this test's figures are asserted.
    const views = await rows(
      "SELECT day, SUM(count) AS n FROM reading_page_views WHERE day >= '2026-11-20' AND day <= '2026-11-26' GROUP BY day",
    );
    const total = (day: string) => Number(views.find((row) => row.day === day)?.n ?? 0);
    expect(series.map((day) => day.views)).toEqual(series.map((day) => total(day.day)));
    expect(series[6].views).toBeGreaterThanOrEqual(2);
    expect(series.find((day) => day.day === '2026-11-24')).toEqual({
      day: '2026-11-24',
      views: total('2026-11-24'),
      downloads: 1,
    });
    expect(series.find((day) => day.day === '2026-11-22')).toEqual({
      day: '2026-11-22',
      views: total('2026-11-22'),
      downloads: 0,
    });
    expect(await readReadingSeries({ days: 30, now: new Date('2020-01-01T05:00:00Z') })).toEqual(
      expect.arrayContaining([
        { day: '2019-12-03', views: 0, downloads: 0 },
        { day: '2020-01-01', views: 0, downloads: 0 },
      ]),
    );
    expect(await readReadingSeries({ days: 90, now: NOW })).toHaveLength(90);
  });

  it("counts a total's recent days apart, and orders equal totals by key", async () => {
    for (const ago of [1, 3, 10]) countReading('download', '/documents/totals-recent.pdf', '', daysAgo(ago));
    for (const ago of [10, 10, 12]) countReading('download', '/documents/totals-old.pdf', '', daysAgo(ago));
    countReading('download', '/documents/totals-gone.pdf', '', daysAgo(31));
    await flushReadingCounts();
    const totals = await readReadingTotals('download', {
      fromDay: '2026-10-27',
      recentFromDay: '2026-11-23',
      toDay: '2026-11-26',
      limit: 100,
    });
    expect(totals.filter((row) => row.key.startsWith('/documents/totals-'))).toEqual([
      { key: '/documents/totals-old.pdf', locale: '', count: 3, recent: 0 },
      { key: '/documents/totals-recent.pdf', locale: '', count: 3, recent: 2 },
    ]);
  });

  it('lists the top 20 searches that found nothing over 30 days', async () => {
    for (let i = 0; i < 25; i += 1)
      for (let n = 0; n <= i; n += 1)
        countZeroSearch(`Nothing ${String(i).padStart(2, '0')}`, i % 2 ? 'en' : 'th', daysAgo(i));
    await flushReadingCounts();
    const zeroSearches = await readReadingTop('zero-search', { days: 30, now: NOW });
    expect(zeroSearches).toHaveLength(20);
    expect(zeroSearches[0]).toEqual({ key: 'nothing 24', locale: 'th', count: 25 });
    expect(zeroSearches.at(-1)).toEqual({ key: 'nothing 05', locale: 'en', count: 6 });
  });

  it('deletes days older than 400 (the job)', async () => {
    countReading('page', '/en/ancient', '', daysAgo(READING_RETENTION_DAYS));
    countReading('page', '/en/kept', '', daysAgo(READING_RETENTION_DAYS - 1));
    countZeroSearch('ancient', 'en', daysAgo(READING_RETENTION_DAYS + 3));
    await flushReadingCounts();
    expect(await purgeOldReadings(NOW)).toBe(2);
    expect(await rows("SELECT path FROM reading_page_views WHERE path IN ('/en/ancient', '/en/kept')")).toEqual([
      { path: '/en/kept' },
    ]);
    expect(await rows("SELECT * FROM reading_zero_searches WHERE query_normalized = 'ancient'")).toEqual([]);
  });
});
