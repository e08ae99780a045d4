/** @jest-environment node */
import path from 'node:path';
import { createClient } from '@libsql/client';
import { ftsMatchExpression, parseSearchQuery } from '@/lib/search-engine/query';
import type { SearchSectionId } from '@/lib/search-engine/sections';
import { getDatabase } from '@/lib/store/db';
import { SEARCH_CANDIDATE_CAP } from '@/lib/store/search-store';
import { sqliteAnswers } from '@/lib/testing/sqlite-answers';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { publishItem } from '@/lib/store/publish';
import {
  rebuildSearchIndex,
  searchSite,
  SPELLING_CANDIDATES,
  spellingVocabulary,
  type SiteSearch,
  type SiteSearchRequest,
} from './site-search';
import { vocabularyOf } from '@/lib/search-engine/suggest';
import { takeReadingCounts } from '@/lib/server/process-bridge.mjs';
import { countingReadings } from '@/lib/testing/reading-counts';

/**
 * The search index end to end on a freshly seeded embedded store, on both engines: the SQLite that
 * @libsql/client bundles with the FTS5 table of migration 6, PostgreSQL with the words table of
 * migration 33; the Thai segmentation, and a rebuild after a change. PostgreSQL has no FTS5: what
 * SQLite answered is recorded (its suite runs first) and PostgreSQL is held to it, result for result.
 */

// SQLite's answers, recorded for the same questions on PostgreSQL.
const recorded = sqliteAnswers();
// The statements of a query that read its matches (at most the cap, plus one), on either engine.
const CANDIDATES = `limit ${SEARCH_CANDIDATE_CAP + 1})`;

type Request = Partial<Omit<SiteSearchRequest, 'query'>> & { q: string };

async function search({
  q,
  locale = 'th',
  section = null,
  year = null,
  page = 1,
}: Request): Promise<Extract<SiteSearch, { status: 'ok' }>> {
  const result = await searchSite({ locale, query: parseSearchQuery(q), section, year, page });
  if (result.status !== 'ok') throw new Error(`search "${q}" answered ${result.status}`);
  return result;
}

const titles = async (request: Request) => (await search(request)).results.hits.map((hit) => hit.title);
const sections = async (request: Request) =>
  new Set((await search(request)).results.facets.map((facet) => facet.section));

describe('the SQLite bundled with @libsql/client', () => {
  // If this fails, the driver's SQLite lost FTS5 or the unicode61 options: the index cannot work.
  it('has FTS5 with the unicode61 tokenizer keeping Thai marks inside words', async () => {
    const client = createClient({ url: ':memory:' });
    try {
      expect((await client.execute("SELECT sqlite_compileoption_used('ENABLE_FTS5') AS fts5")).rows[0].fts5).toBe(1);
      await client.execute(
        `CREATE VIRTUAL TABLE t USING fts5(body, tokenize="unicode61 categories 'L* N* Co M*' remove_diacritics 0", detail=column)`,
      );
      await client.execute(`CREATE VIRTUAL TABLE v USING fts5vocab(t, 'col')`);
      await client.execute("INSERT INTO t (body) VALUES ('งบ การเงิน ไตรมาส 3 2568 dividend')");
      const terms = (await client.execute('SELECT term FROM v ORDER BY term')).rows.map((row) => row.term);
      // Without M* in the categories, the tone mark and vowels (marks) would split Thai words apart.
      expect(terms).toEqual(['2568', '3', 'dividend', 'การเงิน', 'งบ', 'ไตรมาส']);
      expect((await client.execute(`SELECT COUNT(*) AS n FROM t WHERE t MATCH '"divid"*'`)).rows[0].n).toBe(1);
    } finally {
      client.close();
    }
  });
});

describe.each(STORE_ENGINES)('on %s', (engine) => {
  let folder: string;
  withTemporaryStore('search', {}, engine);
  beforeAll(() => {
    folder = path.dirname(process.env.IR_DB_PATH!);
  });

  /** SQLite's answer to a question (asked on SQLite, recorded), or on PostgreSQL the one SQLite recorded. */
  const onSqlite = <T>(question: string, ask: () => Promise<T>) => recorded(engine, question, ask);

  it('holds the index tables after the migrations', async () => {
    const client = await getDatabase();
    const tables = (
      await client.execute(
        engine === 'sqlite'
          ? "SELECT name FROM sqlite_master WHERE name LIKE 'search_%' ORDER BY name"
          : "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name LIKE 'search_%'",
      )
    ).rows.map((row) => row.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'search_documents',
        'search_sources',
        'search_words',
        ...(engine === 'sqlite' ? ['search_index'] : []),
      ]),
    );
  });

  describe('searching the demo data', () => {
    it('finds a Thai word inside a longer written run: "การเงิน" finds "งบการเงิน"', async () => {
      const found = await titles({ q: 'การเงิน' });
      expect(found.length).toBeGreaterThan(0);
      expect(found.some((title) => title.includes('งบการเงิน'))).toBe(true);
    });

    it('"ประชุมผู้ถือหุ้น" finds "การประชุมสามัญผู้ถือหุ้น" and the meeting documents', async () => {
      const result = await search({ q: 'ประชุมผู้ถือหุ้น' });
      expect(result.results.hits.some((hit) => hit.title.includes('ประชุมสามัญผู้ถือหุ้น'))).toBe(true);
      expect(await sections({ q: 'ประชุมผู้ถือหุ้น' })).toContain<SearchSectionId>('meetings');
    });

    it('English is case-insensitive with prefixes: "DIVID" finds the dividend page and announcements', async () => {
      const result = await search({ q: 'DIVID', locale: 'en' });
      expect(result.results.facets.map((facet) => facet.section)).toEqual(
        expect.arrayContaining<SearchSectionId>(['pages', 'announcements']),
      );
      const page = await search({ q: 'divid', locale: 'en', section: 'pages' });
      expect(page.results.hits.map((hit) => hit.pagePath)).toContain('/basicinfo/dividendpayment');
    });

    it('searches only the page language', async () => {
      expect(await titles({ q: 'dividend', locale: 'th' })).toEqual(
        expect.not.arrayContaining([expect.stringMatching(/^Board of Directors/)]),
      );
      // Announcements have a text per language (lists without one, e.g. clippings, are indexed in both).
      expect((await titles({ q: 'งบการเงิน', locale: 'th', section: 'announcements' })).length).toBeGreaterThan(0);
      expect((await titles({ q: 'งบการเงิน', locale: 'en', section: 'announcements' })).length).toBe(0);
    });

    it.each(['th', 'en'] as const)('"2568" and "2025" find the same items (%s)', async (locale) => {
      const buddhist = await search({ q: '2568', locale });
      const gregorian = await search({ q: '2025', locale });
      expect(buddhist.results.total).toBeGreaterThan(0);
      expect(buddhist.results.total).toBe(gregorian.results.total);
      expect(buddhist.results.facets).toEqual(gregorian.results.facets);
    });

    it('financial statements by quarter: "ไตรมาส 3/2568" and "Q3 2025"', async () => {
      expect(await sections({ q: 'ไตรมาส 3/2568' })).toContain<SearchSectionId>('statements');
      expect(await sections({ q: 'Q3 2025', locale: 'en' })).toContain<SearchSectionId>('statements');
    });

    it('ranks the title match first and filters by section and year with consistent counts', async () => {
      const all = await search({ q: 'dividend', locale: 'en' });
      const announcements = all.results.facets.filter((facet) => facet.section === 'announcements');
      const expected = announcements.reduce((sum, facet) => sum + facet.count, 0);
      const filtered = await search({ q: 'dividend', locale: 'en', section: 'announcements' });
      expect(filtered.results.total).toBe(expected);
      expect(filtered.results.hits.every((hit) => hit.section === 'announcements')).toBe(true);
      const year = announcements.find((facet) => facet.year !== null)!.year!;
      const inYear = await search({ q: 'dividend', locale: 'en', section: 'announcements', year });
      expect(inYear.results.hits.every((hit) => hit.year === year)).toBe(true);
      expect(inYear.results.total).toBe(announcements.find((facet) => facet.year === year)!.count);
    });

    it.each([
      ['en', 'dividend'],
      ['en', 'share'],
      ['en', 'meeting'],
      ['en', 'financial statements'],
      ['th', 'การเงิน'],
      ['th', 'ประชุมผู้ถือหุ้น'],
      ['th', 'รายงานประจำปี'],
    ] as const)('ranks as FTS5 bm25() ranks the same query over the whole index (%s "%s")', async (locale, q) => {
      const result = await search({ q, locale });
      const client = await getDatabase();
      // The query as FTS5 once ran it: each word exactly and as a prefix, ranked by bm25(), newest first among equals.
      const expression = ftsMatchExpression(result.query.terms, {
        text: ['title_terms', 'detail_terms', 'keyword_terms'],
        scope: 'scope',
      })!;
      const ranking = await onSqlite(`ranking of ${locale} ${q}`, async () =>
        (
          await client.execute({
            sql: `SELECT d.id, ROUND(bm25(search_index, 10.0, 2.0, 1.0, 0.0), 6) AS score FROM search_index JOIN search_documents d ON d.id = search_index.rowid
            WHERE search_index MATCH ? AND d.lang = ? ORDER BY score, d.newest_key DESC, d.id`,
            args: [expression, locale],
          })
        ).rows.map((row) => ({ id: Number(row.id), score: Number(row.score) })),
      );
      const expected = ranking.slice(0, 10);
      expect(expected.length).toBeGreaterThan(3);
      const hits = result.results.hits.map((hit) => hit.id);
      expect(hits).toHaveLength(expected.length);
      // A prefix's document count is estimated (see candidateScorer): two matches whose bm25() differ by
      // under 1% may trade places; every other place is FTS5's.
      const fts5Score = new Map(ranking.map((row) => [row.id, row.score]));
      hits.forEach((id, place) => {
        if (id === expected[place].id) return;
        const score = fts5Score.get(id) ?? 0;
        expect({
          place,
          id,
          apart: Math.abs(score - expected[place].score) / Math.abs(expected[place].score) < 0.01,
        }).toEqual({ place, id, apart: true });
      });
    });

    it('answers as on SQLite: the same results in the same order, counts, pages and suggestions', async () => {
      const requests: Request[] = [
        { q: 'การเงิน' },
        { q: 'ประชุมผู้ถือหุ้น' },
        { q: 'ประชุม', page: 2 },
        { q: 'รายงานประจำปี' },
        { q: 'ปันผล', section: 'announcements' },
        { q: 'ไตรมาส 3/2568' },
        { q: 'หุ้นกู้' },
        { q: '2568', year: 2025 },
        { q: 'ปันผล' },
        { q: 'dividend', locale: 'en' },
        { q: 'DIVID', locale: 'en', section: 'pages' },
        { q: 'dividend', locale: 'en', section: 'announcements', page: 2 },
        { q: 'share', locale: 'en' },
        { q: 'meeting', locale: 'en' },
        { q: 'financial statements', locale: 'en' },
        { q: 'Q3 2025', locale: 'en' },
        { q: 'annual rep', locale: 'en' },
        { q: 'dividnd', locale: 'en' },
      ];
      for (const request of requests) {
        const found = await search(request);
        // Each finds something, or suggests a spelling.
        expect({ request, finds: found.results.hits.length > 0 || found.suggestion !== null }).toEqual({
          request,
          finds: true,
        });
        expect({ request, found }).toEqual({
          request,
          found: await onSqlite(`search ${JSON.stringify(request)}`, async () => found),
        });
      }
    });

    it('pages through the results without repeating one', async () => {
      const first = await search({ q: 'ประชุม' });
      expect(first.results.totalPages).toBeGreaterThan(1);
      const second = await search({ q: 'ประชุม', page: 2 });
      expect(second.results.page).toBe(2);
      const ids = new Set(first.results.hits.map((hit) => hit.id));
      expect(second.results.hits.some((hit) => ids.has(hit.id))).toBe(false);
      // Past the last page: the first, as the list pages do.
      expect((await search({ q: 'ประชุม', page: 9999 })).results.page).toBe(1);
    });

    it.each([
      '"',
      '*',
      'NEAR(',
      '-',
      'dividend"',
      'title_terms:x',
      'AND OR NOT',
      '^ ( ) : { }',
      "'; DROP TABLE search_index; --",
    ])('treats FTS syntax as text: %j answers, never throws', async (q) => {
      await expect(search({ q, locale: 'en' })).resolves.toMatchObject({ status: 'ok' });
    });

    it("reads the index's words once per index build: a query reads its matches and its page only", async () => {
      await search({ q: 'ปันผล' }); // loads the words of this index build, once
      const client = await getDatabase();
      const execute = jest.spyOn(client, 'execute');
      const batch = jest.spyOn(client, 'batch');
      try {
        for (const q of ['ปันผล', 'dividnd', 'เงินปันผน', 'Q3 2025', 'qqxqzzv', 'divid'])
          await search({ q, locale: /^[เป]/.test(q) ? 'th' : 'en' });
        expect(batch).not.toHaveBeenCalled();
        const statements = execute.mock.calls.map(([statement]: unknown[]) =>
          typeof statement === 'string' ? statement : (statement as { sql: string }).sql,
        );
        expect(statements.filter((sql) => sql.includes('select "term"'))).toEqual([]);
        // Per query: the index's state, then its matches (once per filter: none here), then the page when it has results.
        expect(statements.filter((sql) => sql.includes(CANDIDATES))).toHaveLength(6);
        expect(statements.length).toBeLessThanOrEqual(6 * 3);
      } finally {
        execute.mockRestore();
        batch.mockRestore();
      }
    });

    it('compares a misspelt word with a bounded number of words: those beginning as it does', () => {
      const many = vocabularyOf(
        new Map([
          ...Array.from({ length: SPELLING_CANDIDATES + 500 }, (_, index) => [`di${index}x`, 1] as const),
          ['dividend', 9],
          ['zebra', 3],
        ]),
      );
      const near = spellingVocabulary(many, parseSearchQuery('dividnd').terms);
      expect(near.terms.length).toBeLessThanOrEqual(SPELLING_CANDIDATES + 1);
      expect(near.terms).not.toContain('zebra');
      // The words sorting next to it are among them, however many begin as it does.
      expect(near.terms).toContain('dividend');
    });

    it('suggests the closest spelling when nothing is found', async () => {
      const result = await search({ q: 'dividnd', locale: 'en' });
      expect(result.results.total).toBe(0);
      expect(result.suggestion).toBe('dividend');
    });
  });

  describe('rebuilding', () => {
    it('finds a newly published item after a rebuild, and only then', async () => {
      const before = await search({ q: 'Zyxwarehouse', locale: 'en' });
      expect(before.results.total).toBe(0);
      await publishItem({
        list: 'calendar_investor',
        item: {
          th: {
            title_calendar_investor: 'เยี่ยมชมคลังสินค้าแห่งใหม่ของบริษัท',
            detail_ad_calendar_investor: 'นักลงทุน',
            publish_date_calendar_investor: '2026-12-01',
          },
          en: {
            title_calendar_investor: 'Visit to the Zyxwarehouse logistics park',
            detail_ad_calendar_investor: 'Investors',
            publish_date_calendar_investor: '2026-12-01',
          },
        },
        root: folder,
      });
      expect((await search({ q: 'Zyxwarehouse', locale: 'en' })).results.total).toBe(0);
      const report = await rebuildSearchIndex();
      expect(report && report.changed).toEqual(expect.arrayContaining(['calendarEvents:th', 'calendarEvents:en']));
      // The rebuild read the new build's words: the query after it does not wait for them.
      const batch = jest.spyOn(await getDatabase(), 'batch');
      const after = await search({ q: 'zyxware', locale: 'en' });
      expect(batch).not.toHaveBeenCalled();
      batch.mockRestore();
      expect(after.results.hits.map((hit) => hit.title)).toEqual(['Visit to the Zyxwarehouse logistics park']);
      expect(after.results.hits[0]).toMatchObject({ section: 'calendar', year: 2026 });
      expect((await search({ q: 'คลังสินค้า' })).results.hits.map((hit) => hit.title)).toContain(
        'เยี่ยมชมคลังสินค้าแห่งใหม่ของบริษัท',
      );
      // An unchanged store rewrites nothing.
      expect(await rebuildSearchIndex()).toMatchObject({ changed: [] });
    });

    it('keeps a build whose words failed to read, reads them at the next query, and leaves no rejection unhandled', async () => {
      const client = await getDatabase();
      const unhandled: unknown[] = [];
      const listener = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', listener);
      const read = client.batch.bind(client);
      const batch = jest.spyOn(client, 'batch').mockImplementation((async (
        statements: Parameters<typeof read>[0],
        mode?: Parameters<typeof read>[1],
      ) => {
        const texts = statements.map((statement) => (typeof statement === 'string' ? statement : statement.sql));
        if (texts.some((sql) => sql.includes('from "search_words"'))) throw new Error('the words could not be read');
        return read(statements, mode);
      }) as typeof client.batch);
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await publishItem({
          list: 'calendar_investor',
          item: {
            th: {
              title_calendar_investor: 'ประชุมนักวิเคราะห์ประจำไตรมาส',
              detail_ad_calendar_investor: 'นักลงทุน',
              publish_date_calendar_investor: '2026-12-02',
            },
            en: {
              title_calendar_investor: 'Quarterly Qwvbriefing for analysts',
              detail_ad_calendar_investor: 'Investors',
              publish_date_calendar_investor: '2026-12-02',
            },
          },
          root: folder,
        });
        const report = await rebuildSearchIndex();
        expect(report && report.changed).toEqual(expect.arrayContaining(['calendarEvents:en']));
        expect(error).toHaveBeenCalledWith(expect.stringContaining("reading the index's words failed"));
        await new Promise((resolve) => setImmediate(resolve));
        expect(unhandled).toEqual([]);
        batch.mockRestore();
        expect((await search({ q: 'qwvbriefing', locale: 'en' })).results.hits.map((hit) => hit.title)).toEqual([
          'Quarterly Qwvbriefing for analysts',
        ]);
      } finally {
        batch.mockRestore();
        error.mockRestore();
        process.off('unhandledRejection', listener);
      }
    });
  });

  describe('the searches that found nothing (docs/newsroom.md, Reading figures)', () => {
    countingReadings();

    it('counts a query that found nothing, normalized, with the page language; not one that found something', async () => {
      await search({ q: '  Qwxzzv  Plonk ', locale: 'en' });
      await search({ q: 'dividend', locale: 'en' });
      await search({ q: 'qwxzzv plonk', locale: 'en', page: 2 });
      const { counts } = takeReadingCounts();
      expect(counts.map(({ kind, key, locale, count }) => ({ kind, key, locale, count }))).toEqual([
        { kind: 'zero-search', key: 'qwxzzv plonk', locale: 'en', count: 1 },
      ]);
    });
  });
});
