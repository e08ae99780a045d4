/** @jest-environment node */
import type { Client, InValue } from './engine';
import type { Locale } from '@/lib/i18n/routing';
import type { SearchDocument } from '@/lib/search-engine/document';
import { parseSearchQuery } from '@/lib/search-engine/query';
import type { SearchSectionId } from '@/lib/search-engine/sections';
import { sqliteAnswers } from '@/lib/testing/sqlite-answers';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { getDatabase } from './db';
import {
  candidateScorer,
  dayNumber,
  EMBEDDED_ORIGIN,
  MAX_PREFIX_WORDS,
  readIndexWords,
  rowidRange,
  SEARCH_CANDIDATE_CAP,
  searchIndex,
  writeSources,
  type SearchFilters,
} from './search-store';

/**
 * The bounds on a query's work, on an index holding more matches than the cap: the counts stop at the
 * cap (and say so), the ranking takes the newest matches, and every statement reads a bounded number
 * of matches of its origin's and language's rowids. On both engines (docs/operations.md, PostgreSQL):
 * PostgreSQL has no FTS5, so what FTS5 answered (bm25() and its order) is recorded on SQLite, whose
 * suite runs first, and PostgreSQL's answers are held to it, as are its results: the same ids in the
 * same order.
 */

const REMOTE = 'http://127.0.0.1:9/';
const PAGE_SIZE = 10;

/** `count` documents holding "bulkword", one a day from 2020-01-01 on (the later, the newer). */
function bulk(count: number, lang: Locale, section: SearchSectionId, from = Date.UTC(2020, 0, 1)): SearchDocument[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(from + index * 86_400_000).toISOString().slice(0, 10);
    return {
      section,
      lang,
      // Every seventh title holds the word twice: a better BM25 score among the others.
      title: `Bulkword ${index % 7 === 0 ? 'bulkword ' : ''}notice ${index}${index % 5 === 0 ? ' rareword' : ''}`,
      detail: null,
      date,
      year: Number(date.slice(0, 4)),
      quarter: null,
      documentUrl: null,
      pagePath: `/${section}/${index}`,
      keywords: '',
    };
  });
}

// SQLite's answers, recorded for the same questions on PostgreSQL.
const recorded = sqliteAnswers();

describe.each(STORE_ENGINES)('on %s', (engine) => {
  let client: Client;
  withTemporaryStore('search-store', {}, engine);
  beforeAll(async () => {
    client = await getDatabase();
    await writeSources(client, EMBEDDED_ORIGIN, [
      // 1,400 announcements (2020-01-01 to 2023-11-01) and 150 press releases in 2019: more than the cap.
      {
        source: 'bulk:en',
        documents: [...bulk(1400, 'en', 'announcements'), ...bulk(150, 'en', 'press', Date.UTC(2019, 0, 1))],
      },
      // The same word in Thai documents: never found in English.
      { source: 'bulk:th', documents: bulk(1200, 'th', 'announcements') },
    ]);
  }, 60_000);

  /** SQLite's answer to a question (asked on SQLite, recorded), or on PostgreSQL the one SQLite recorded. */
  const onSqlite = <T>(question: string, ask: () => Promise<T>) => recorded(engine, question, ask);

  const filters = (q: string, more: Partial<SearchFilters> = {}): SearchFilters => ({
    origin: EMBEDDED_ORIGIN,
    lang: 'en',
    terms: parseSearchQuery(q).terms,
    section: null,
    year: null,
    page: 1,
    pageSize: PAGE_SIZE,
    ...more,
  });

  /** A query with the index's words as they are now (the site reads them once per build). */
  const run = async (request: SearchFilters) => searchIndex(client, request, await readIndexWords(client));

  /** Every English match of a word in the order of the ranking rule (as before the cap: every match ranked by FTS5). */
  const rankedWithoutCap = (word: string) =>
    onSqlite(`ranked ${word}`, async () =>
      (
        await client.execute({
          sql: `SELECT d.page_path FROM search_index JOIN search_documents d ON d.id = search_index.rowid
            WHERE search_index MATCH ? AND d.lang = 'en' AND d.origin = ?
            ORDER BY ROUND(bm25(search_index, 10.0, 2.0, 1.0, 0.0), 6), d.newest_key DESC, d.id`,
          args: [`{title_terms detail_terms keyword_terms} : ("${word}" OR "${word}"*)`, EMBEDDED_ORIGIN],
        })
      ).rows.map((row) => String(row.page_path)),
    );

  /**
   * That the scores of `q` from the index's words as read now are FTS5's bm25() (sign turned) of the matches
   * of `expression`, the first `limit`, over the same index (on PostgreSQL: over SQLite's, written alike).
   */
  async function expectBm25Scores(q: string, expression: string, limit: number, count: (n: number) => void) {
    const words = await readIndexWords(client);
    const rows = await onSqlite(`bm25 ${expression}`, async () =>
      (
        await client.execute({
          sql: `SELECT bm25(search_index, 10.0, 2.0, 1.0, 0.0) AS bm25, d.title_terms, d.detail_terms, d.keyword_terms, d.words
            FROM search_index JOIN search_documents d ON d.id = search_index.rowid WHERE search_index MATCH ? LIMIT ${limit}`,
          args: [expression],
        })
      ).rows.map((row) => ({ ...row })),
    );
    count(rows.length);
    const score = candidateScorer(parseSearchQuery(q).terms, words);
    for (const row of rows) {
      const columns = [String(row.title_terms), String(row.detail_terms), String(row.keyword_terms)].map(
        (text, index) => ({ words: text, weight: [10, 2, 1][index] }),
      );
      expect(score({ columns, length: Number(row.words) })).toBeCloseTo(-Number(row.bm25), 9);
    }
  }

  describe('rowids', () => {
    it('place each origin and language in a block of its own, newest first', async () => {
      const [first, last] = rowidRange(EMBEDDED_ORIGIN, 'en');
      expect(rowidRange(EMBEDDED_ORIGIN, 'th')[1]).toBeLessThan(first);
      expect(rowidRange(REMOTE, 'th')[0]).toBeGreaterThan(last);
      expect(Number.isSafeInteger(rowidRange(REMOTE, 'en')[1])).toBe(true);
      expect(dayNumber('')).toBe(0);
      expect(dayNumber('1900-01-01')).toBe(1);
      expect(dayNumber('2025-01-02') - dayNumber('2025-01-01')).toBe(1);
      const rows = (
        await client.execute({
          sql: 'SELECT id, newest_key FROM search_documents WHERE id BETWEEN ? AND ? ORDER BY id',
          args: [first, last],
        })
      ).rows.map((row) => String(row.newest_key));
      expect(rows).toHaveLength(1550);
      expect(rows).toEqual([...rows].sort().reverse());
    });

    it('are given anew when a source is rewritten, on days that already hold documents', async () => {
      const more = bulk(3, 'en', 'ads', Date.UTC(2020, 0, 1));
      await writeSources(client, EMBEDDED_ORIGIN, [{ source: 'ads:en', documents: more }]);
      await writeSources(client, EMBEDDED_ORIGIN, [{ source: 'ads:en', documents: more.slice(1) }]);
      const ads = await run(filters('bulkword', { section: 'ads' }));
      expect(ads.total).toBe(2);
      await writeSources(client, EMBEDDED_ORIGIN, [{ source: 'ads:en', documents: [] }]);
      expect((await run(filters('bulkword', { section: 'ads' }))).total).toBe(0);
    });
  });

  describe('a query matching more than the cap', () => {
    it('says "1,000+" and counts the newest matches as lower bounds', async () => {
      const results = await run(filters('bulkword'));
      expect(results).toMatchObject({
        total: SEARCH_CANDIDATE_CAP,
        capped: true,
        totalPages: SEARCH_CANDIDATE_CAP / PAGE_SIZE,
        facets: [],
      });
      expect(results.counts.found).toEqual({ count: SEARCH_CANDIDATE_CAP, capped: true });
      expect(results.counts.allSections).toEqual({ count: SEARCH_CANDIDATE_CAP, capped: true });
      expect(results.counts.anyYear).toEqual({ count: SEARCH_CANDIDATE_CAP, capped: true });
      // The newest 1,001 matches: announcements of days 399 to 1,399 (the press releases are older).
      expect(results.counts.sections).toEqual([
        { section: 'announcements', count: { count: SEARCH_CANDIDATE_CAP, capped: true } },
      ]);
      expect(results.counts.years).toEqual([
        { year: 2023, count: { count: 304, capped: true } },
        { year: 2022, count: { count: 365, capped: true } },
        { year: 2021, count: { count: 332, capped: true } },
      ]);
    });

    it('filters reach the older matches, counted exactly under the cap, and stay offered', async () => {
      const press = await run(filters('bulkword', { section: 'press' }));
      expect(press).toMatchObject({ total: 150, capped: false });
      expect(press.hits.every((hit) => hit.section === 'press')).toBe(true);
      expect(press.counts.anyYear).toEqual({ count: 150, capped: false });
      expect(press.counts.years).toEqual([{ year: 2019, count: { count: 150, capped: false } }]);
      expect(press.counts.sections).toEqual([
        { section: 'announcements', count: { count: SEARCH_CANDIDATE_CAP, capped: true } },
        { section: 'press', count: { count: 150, capped: false } },
      ]);
      const year = await run(filters('bulkword', { year: 2020 }));
      expect(year).toMatchObject({ total: 366, capped: false });
      expect(year.counts.allSections).toEqual({ count: 366, capped: false });
      expect(year.counts.sections).toEqual([{ section: 'announcements', count: { count: 366, capped: false } }]);
      expect(year.counts.years.map((entry) => entry.year)).toEqual([2023, 2022, 2021, 2020]);
      expect(year.counts.years.at(-1)).toEqual({ year: 2020, count: { count: 366, capped: false } });
      const both = await run(filters('bulkword', { section: 'announcements', year: 2021 }));
      expect(both).toMatchObject({ total: 365, capped: false });
      expect(both.hits.every((hit) => hit.section === 'announcements' && hit.year === 2021)).toBe(true);
    });

    it('ranks the newest matches up to the cap, paging through them without a repeat or a gap', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= SEARCH_CANDIDATE_CAP / PAGE_SIZE; page += 1) {
        const results = await run(filters('bulkword', { page }));
        expect(results.page).toBe(page);
        seen.push(...results.hits.map((hit) => hit.pagePath));
      }
      expect(new Set(seen).size).toBe(SEARCH_CANDIDATE_CAP);
      // The candidates are the 1,000 newest announcements (the press releases are older).
      const newest = Array.from({ length: SEARCH_CANDIDATE_CAP }, (_, index) => `/announcements/${1399 - index}`);
      expect(new Set(seen)).toEqual(new Set(newest));
      // Ranked among themselves as an unbounded query ranks them: best match first, newest first among equals.
      const candidates = new Set(newest);
      expect(seen).toEqual((await rankedWithoutCap('bulkword')).filter((pagePath) => candidates.has(pagePath)));
      expect(seen.slice(0, 3)).toEqual(['/announcements/1399', '/announcements/1398', '/announcements/1397']);
      // Past the last page: the first.
      expect((await run(filters('bulkword', { page: SEARCH_CANDIDATE_CAP / PAGE_SIZE + 1 }))).page).toBe(1);
    });

    it('never finds another language', async () => {
      const thai = await run(filters('bulkword', { lang: 'th' }));
      expect(thai.counts.sections).toEqual([
        { section: 'announcements', count: { count: SEARCH_CANDIDATE_CAP, capped: true } },
      ]);
      expect(thai.counts.years.map(({ year }) => year)).toEqual([2023, 2022, 2021, 2020]);
    });
  });

  describe('a query matching fewer than the cap', () => {
    it('counts exactly and ranks as an unbounded query would', async () => {
      const results = await run(filters('rareword', { page: 3 }));
      expect(results).toMatchObject({ total: 310, capped: false, totalPages: 31 });
      expect(results.facets).toEqual(
        [
          { section: 'announcements', year: 2020, count: 74 },
          { section: 'announcements', year: 2021, count: 73 },
          { section: 'announcements', year: 2022, count: 73 },
          { section: 'announcements', year: 2023, count: 60 },
          { section: 'press', year: 2019, count: 30 },
        ].sort((a, b) => a.section.localeCompare(b.section) || a.year - b.year),
      );
      expect(results.hits.map((hit) => hit.pagePath)).toEqual((await rankedWithoutCap('rareword')).slice(20, 30));
    });
  });

  describe('the work of a query', () => {
    it('reads a bounded number of matches of its own rowids in every statement', async () => {
      const execute = jest.spyOn(client, 'execute');
      try {
        for (const more of [
          {},
          { section: 'press' as const },
          { year: 2021 },
          { section: 'announcements' as const, year: 2022, page: 5 },
        ]) {
          await run(filters('bulkword', more));
          await run(filters('rareword', more));
        }
        const statements = execute.mock.calls.map(
          ([statement]) => statement as unknown as { sql: string; args: unknown[] },
        );
        const matching = statements.filter(({ sql }) => sql.includes(`limit ${SEARCH_CANDIDATE_CAP + 1})`));
        expect(matching.length).toBeGreaterThan(8);
        // The candidates' words (for the ranking) are read once a query; its other statements only count.
        expect(matching.filter(({ sql }) => sql.includes('"d"."title_terms"'))).toHaveLength(8);
        for (const { sql, args } of matching) {
          // FTS5 (PostgreSQL: the documents' primary key) walks the rowids of the origin and language from the
          // newest and stops after the cap (plus one, to know there are more).
          if (engine === 'sqlite') {
            expect(sql).toMatch(
              /"search_index" match \? and "search_index"\."rowid" >= \? and "search_index"\."rowid" <= \? order by "search_index"\."rowid" limit 1001\)/,
            );
            expect(sql.match(/ match /g)).toHaveLength(1);
          } else {
            expect(sql).toMatch(
              /from "search_documents" as "d" where "d"\."id" >= \$1 and "d"\."id" <= \$2 .*order by "d"\."id" limit 1001\)/,
            );
            expect(sql.match(/ limit /g)).toHaveLength(1);
          }
          expect(args.slice(engine === 'sqlite' ? 1 : 0, engine === 'sqlite' ? 3 : 2)).toEqual(
            rowidRange(EMBEDDED_ORIGIN, 'en'),
          );
          // No scope word holding a whole language or origin is matched.
          expect(JSON.stringify(args)).not.toMatch(/\\*"(len|lth|o[0-9a-f]{12})\\*"/);
        }
      } finally {
        execute.mockRestore();
      }
    });
  });

  describe('the ranking', () => {
    it('scores each match as FTS5 bm25() scores it over the same index', async () => {
      for (const q of ['bulkword', 'rareword', 'notice rareword', 'bulkw']) {
        const { terms } = parseSearchQuery(q);
        const expression = `{title_terms detail_terms keyword_terms} : (${terms.map((term) => `("${term.typed}" OR "${term.prefixes[0]}"*)`).join(' AND ')})`;
        await expectBm25Scores(q, expression, 60, (n) => expect(n).toBeGreaterThan(10));
      }
    });

    it("reads the index's words without the scope tokens, and its totals", async () => {
      const words = await readIndexWords(client);
      // Every word of the text columns with the documents holding it, counted here one document at a time.
      const expected = new Map<string, number>();
      for (const row of (await client.execute('SELECT title_terms, detail_terms, keyword_terms FROM search_documents'))
        .rows) {
        const held = new Set(
          [row.title_terms, row.detail_terms, row.keyword_terms]
            .flatMap((text) => String(text).split(' '))
            .filter(Boolean),
        );
        for (const word of held) expected.set(word, (expected.get(word) ?? 0) + 1);
      }
      expect(expected.get('bulkword')).toBeGreaterThan(2000);
      expect(new Map(words.vocabulary.terms.map((term) => [term, words.vocabulary.documents.get(term)]))).toEqual(
        expected,
      );
      const totals = (await client.execute('SELECT COUNT(*) AS documents, SUM(words) AS words FROM search_documents'))
        .rows[0];
      expect(words).toMatchObject({ totalDocuments: Number(totals.documents), totalWords: Number(totals.words) });
    });

    it("scores a prefix of several words by its most common word's documents: as bm25() when they hold the others", async () => {
      // Six documents hold "gammaray", two of them "gammaflux" too: the prefix "gamma" is in six.
      const documents = bulk(6, 'en', 'press', Date.UTC(2018, 0, 1)).map((document, index) => ({
        ...document,
        title:
          index < 2
            ? `Gammaray gammaflux notice ${index}`
            : `Gammaray notice ${index}${index === 5 ? ' gammaray' : ''}`,
      }));
      await writeSources(client, EMBEDDED_ORIGIN, [{ source: 'gamma:en', documents }]);
      try {
        const expression = '{title_terms detail_terms keyword_terms} : ("gamma" OR "gamma"*)';
        await expectBm25Scores('gamma', expression, 100, (n) => expect(n).toBe(6));
        // PostgreSQL finds the same six.
        expect((await run(filters('gamma'))).total).toBe(6);
      } finally {
        await writeSources(client, EMBEDDED_ORIGIN, [{ source: 'gamma:en', documents: [] }]);
      }
    });

    it('matches a prefix as the words it begins when they are few, as a prefix when they are many: the same results', async () => {
      const documents = (stem: string, count: number) =>
        bulk(count, 'en', 'calendar', Date.UTC(2024, 0, 1)).map((document, index) => ({
          ...document,
          title: `${stem}${index} meeting`,
          pagePath: `/${stem}/${index}`,
        }));
      await writeSources(client, EMBEDDED_ORIGIN, [
        { source: 'prefixes:en', documents: [...documents('omega', 10), ...documents('zeta', MAX_PREFIX_WORDS + 8)] },
      ]);
      const execute = jest.spyOn(client, 'execute');
      try {
        const omega = await run(filters('omeg'));
        const zeta = await run(filters('zet'));
        expect(omega).toMatchObject({ total: 10, capped: false });
        expect(zeta).toMatchObject({ total: MAX_PREFIX_WORDS + 8, capped: false });
        const args = execute.mock.calls
          .map(([statement]) => statement as unknown as { sql: string; args: InValue[] })
          .filter(({ sql }) => sql.includes(`limit ${SEARCH_CANDIDATE_CAP + 1})`))
          .map(({ args }) => JSON.stringify(args));
        if (engine === 'sqlite') {
          expect(args.some((text) => text.includes('\\"omega9\\"') && !text.includes('omeg\\"*'))).toBe(true);
          expect(args.some((text) => text.includes('\\"zet\\"*'))).toBe(true);
        } else {
          // A prefix is the range of words from it to the next one ("zet" up to "zeu").
          expect(args.some((text) => text.includes('"omega9"') && !text.includes('"omeg","omeh"'))).toBe(true);
          expect(args.some((text) => text.includes('"zet","zeu"'))).toBe(true);
        }
      } finally {
        execute.mockRestore();
        await writeSources(client, EMBEDDED_ORIGIN, [{ source: 'prefixes:en', documents: [] }]);
      }
    });
  });

  describe('on either engine', () => {
    it('a query answers as on SQLite: the same ids in the same order, the same counts and pages', async () => {
      const requests: [string, Partial<SearchFilters>][] = [
        ['bulkword', {}],
        ['bulkword', { page: 37 }],
        ['rareword', { page: 2 }],
        ['bulkw', { section: 'press' }],
        ['notice rareword', { year: 2021 }],
        ['bulkword', { lang: 'th', page: 3 }],
        ['bulkword', { section: 'announcements', year: 2022, page: 4 }],
        ['NOTIC 1399', {}],
        ['noticed', {}],
      ];
      for (const [q, more] of requests) {
        const results = await run(filters(q, more));
        expect(results).toEqual(await onSqlite(`results of ${q} ${JSON.stringify(more)}`, async () => results));
      }
    });
  });

  describe('a remote origin', () => {
    it('has a block of its own and keeps the embedded documents apart', async () => {
      await writeSources(client, REMOTE, [{ source: 'bulk:en', documents: bulk(20, 'en', 'calendar') }]);
      const remote = await run(filters('bulkword', { origin: REMOTE }));
      expect(remote).toMatchObject({ total: 20, capped: false });
      expect(remote.counts.sections).toEqual([{ section: 'calendar', count: { count: 20, capped: false } }]);
      expect((await run(filters('bulkword', { section: 'calendar' }))).total).toBe(0);
      // Another remote origin replaces it.
      await writeSources(client, `${REMOTE}other/`, [{ source: 'bulk:en', documents: bulk(5, 'en', 'calendar') }]);
      expect((await run(filters('bulkword', { origin: `${REMOTE}other/` }))).total).toBe(5);
      expect(
        (await client.execute({ sql: 'SELECT COUNT(*) AS n FROM search_documents WHERE origin = ?', args: [REMOTE] }))
          .rows[0].n,
      ).toBe(0);
    });
  });
});
