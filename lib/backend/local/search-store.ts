import { createHash } from 'node:crypto';
import type { Client, InStatement } from '@libsql/client';
import type { Locale } from '@/lib/i18n/routing';
import { newestKey, type SearchDocument } from '@/lib/search/documents';
import { cappedCount, exactCounts, sectionCounts, totalCount, yearCounts, type CappedCount, type Facet, type SearchCounts } from '@/lib/search/facets';
import { ftsMatchExpression, type QueryTerm } from '@/lib/search/query';
import { SEARCH_SECTION_IDS, type SearchSectionId } from '@/lib/search/sections';
import { indexedTerms } from '@/lib/search/text';

/**
 * The search index in SQLite (FTS5, migration 6): written by the index builder (../search-index.ts),
 * read by the search page. Unmarked by 'server-only' so that `npm run db:seed` can rebuild it.
 */

/** The origin of the embedded backend's documents; a remote backend's are filed under its base URL. */
export const EMBEDDED_ORIGIN = 'embedded';

/** The documents of one source (a list in one language, or the site's pages in one language). */
export interface IndexedSource {
  /** e.g. 'setNews:th', 'pages:en'. */
  source: string;
  documents: readonly SearchDocument[];
}

const TEXT_COLUMNS = ['title_terms', 'detail_terms', 'keyword_terms'] as const;
const COLUMNS = { text: TEXT_COLUMNS, scope: 'scope' };
// bm25 weights of title, detail, keywords and scope: a word in the title counts most; the scope not at all.
const WEIGHTS = '10.0, 2.0, 1.0, 0.0';
// Documents written per statement (as one JSON array), well under SQLite's limits.
const WRITE_CHUNK = 2000;

/**
 * Scope tokens (the filters): letters and digits only, so the tokenizer keeps each whole. The origin
 * and language are not tokens: a query reads only its rowid block (see rowidRange).
 */
const scopeToken = {
  section: (section: SearchSectionId) => `s${section.replace(/[^a-z0-9]/g, '')}`,
  year: (year: number) => `y${year}`,
};

function fingerprint(documents: readonly SearchDocument[]): string {
  return createHash('sha256').update(JSON.stringify(documents)).digest('hex');
}

/**
 * Where a document's rowid puts it (this is what keeps a query's cost independent of the index size):
 * each origin and language has a block of rowids, so a query reads only its block (a rowid range
 * FTS5 seeks to) instead of ANDing scope words whose document lists hold the whole block; inside a
 * block the rowid grows with the document's newest day (`newest_key`), so FTS5's native
 * `ORDER BY rowid DESC` walks the matches newest first and can stop after the candidate cap.
 *   rowid = block × 2^44 + day × 2^24 + serial (the serial: the order of writing within the day)
 * Blocks: 1 + (origin slot × 2 + language); the embedded origin is slot 0, a remote backend slot 1
 * (at most one remote origin is kept: writeSources drops the others in the same transaction).
 */
const DAY_SHIFT = 2 ** 24;
const BLOCK_SHIFT = 2 ** 44;
const MAX_DAY = 2 ** 20 - 1;
// Days are counted from 1900-01-01 (day 1); undated documents are day 0, older days clamp to 1 (no IR document is that old).
const DAY_ONE = Date.UTC(1900, 0, 1);
const LANG_SLOT: Record<Locale, number> = { th: 0, en: 1 };

function blockOf(origin: string, lang: Locale): number {
  return 1 + (origin === EMBEDDED_ORIGIN ? 0 : 2) + LANG_SLOT[lang];
}

/** The rowids of an origin's documents in a language: [first, last]. */
export function rowidRange(origin: string, lang: Locale): [number, number] {
  const block = blockOf(origin, lang);
  return [block * BLOCK_SHIFT, (block + 1) * BLOCK_SHIFT - 1];
}

/** The day of a newest_key ('YYYY-MM-DD', or '' for undated: 0), counted from 1900-01-01. */
export function dayNumber(key: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(key);
  if (!match) return 0;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (!Number.isFinite(time)) return 0;
  return Math.min(MAX_DAY, Math.max(1, Math.floor((time - DAY_ONE) / 86_400_000) + 1));
}

function rowOf(origin: string, source: string, document: SearchDocument) {
  const scope = [scopeToken.section(document.section)];
  if (document.year !== null) scope.push(scopeToken.year(document.year));
  const key = newestKey(document);
  return {
    origin,
    source,
    lang: document.lang,
    section: document.section,
    title: document.title,
    detail: document.detail,
    date: document.date,
    year: document.year,
    quarter: document.quarter,
    newest_key: key,
    document_url: document.documentUrl,
    page_path: document.pagePath,
    title_terms: indexedTerms(document.title),
    detail_terms: indexedTerms(document.detail),
    keyword_terms: indexedTerms(document.keywords),
    scope: scope.join(' '),
  };
}

const ROW_COLUMNS = Object.keys(rowOf(EMBEDDED_ORIGIN, '', {
  section: 'pages', lang: 'th', title: '', detail: null, date: null, year: null, quarter: null, documentUrl: null, pagePath: '/', keywords: '',
}));

/**
 * One chunk of rows: each row's rowid is its day's first rowid (`day_key`) plus the next free serial of
 * that day (one past the largest rowid already written in it, read before this statement writes:
 * SQLite runs the SELECT over a table it writes to completion first) plus `nth`, its place among
 * the chunk's rows of the same day.
 */
const INSERT_ROWS = `INSERT INTO search_documents (id, ${ROW_COLUMNS.join(', ')})
  SELECT (value ->> '$.day_key') + (value ->> '$.nth') + COALESCE((
      SELECT MAX(id) + 1 - (value ->> '$.day_key') FROM search_documents
      WHERE id >= (value ->> '$.day_key') AND id < (value ->> '$.day_key') + ${DAY_SHIFT}), 0),
    ${ROW_COLUMNS.map((column) => `value ->> '$.${column}'`).join(', ')} FROM json_each(?)`;

function chunkRows(origin: string, source: string, documents: readonly SearchDocument[]) {
  const nth = new Map<number, number>();
  return documents.map((document) => {
    const row = rowOf(origin, source, document);
    const dayKey = blockOf(origin, document.lang) * BLOCK_SHIFT + dayNumber(row.newest_key) * DAY_SHIFT;
    const place = nth.get(dayKey) ?? 0;
    nth.set(dayKey, place + 1);
    return { ...row, day_key: dayKey, nth: place };
  });
}

/**
 * Replaces the given sources of an origin in one transaction, each only when its documents changed;
 * sources not given keep their documents (a list that failed to load keeps its last good copy).
 * Writing a remote origin drops any other remote origin's documents (a changed IR_BACKEND_URL).
 * Returns the sources rewritten.
 */
export async function writeSources(client: Client, origin: string, sources: readonly IndexedSource[], now = new Date()): Promise<string[]> {
  const known = new Map(
    (await client.execute({ sql: 'SELECT source, fingerprint FROM search_sources WHERE origin = ?', args: [origin] })).rows.map((row) => [
      String(row.source),
      String(row.fingerprint),
    ]),
  );
  const statements: InStatement[] = [];
  const changed: string[] = [];
  // First, so that their rowids (the remote block) are free for this origin's.
  if (origin !== EMBEDDED_ORIGIN) {
    statements.push(
      { sql: 'DELETE FROM search_documents WHERE origin NOT IN (?, ?)', args: [origin, EMBEDDED_ORIGIN] },
      { sql: 'DELETE FROM search_sources WHERE origin NOT IN (?, ?)', args: [origin, EMBEDDED_ORIGIN] },
    );
  }
  for (const { source, documents } of sources) {
    const print = fingerprint(documents);
    if (known.get(source) === print) continue;
    changed.push(source);
    statements.push({ sql: 'DELETE FROM search_documents WHERE origin = ? AND source = ?', args: [origin, source] });
    for (let start = 0; start < documents.length; start += WRITE_CHUNK) {
      const rows = chunkRows(origin, source, documents.slice(start, start + WRITE_CHUNK));
      statements.push({ sql: INSERT_ROWS, args: [JSON.stringify(rows)] });
    }
    statements.push({
      sql: `INSERT INTO search_sources (origin, source, fingerprint, documents, built_at) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (origin, source) DO UPDATE SET fingerprint = excluded.fingerprint, documents = excluded.documents, built_at = excluded.built_at`,
      args: [origin, source, print, documents.length, now.toISOString()],
    });
  }
  if (statements.length > 0) await client.batch(statements, 'write');
  return changed;
}

/** When the origin's index was last written, and how many sources it holds; null when it was never built. */
export async function indexState(client: Client, origin: string): Promise<{ builtAt: string; sources: number } | null> {
  const row = (
    await client.execute({ sql: 'SELECT MAX(built_at) AS built_at, COUNT(*) AS sources FROM search_sources WHERE origin = ?', args: [origin] })
  ).rows[0];
  return row && row.built_at ? { builtAt: String(row.built_at), sources: Number(row.sources) } : null;
}

export interface SearchFilters {
  origin: string;
  lang: Locale;
  terms: readonly QueryTerm[];
  section: SearchSectionId | null;
  year: number | null;
  /** 1-based; a page past the last shows the first (as the list pages do). */
  page: number;
  pageSize: number;
}

/** An indexed document as a result: the stored row's fields but its language (the query's) and its searched keywords. */
export type SearchHit = { id: number } & Omit<SearchDocument, 'lang' | 'keywords'>;

/** How many results each section has in each year (null: undated), for the query in the language, before the filters. */
export type FacetCount = Facet;

export interface SearchResults {
  hits: SearchHit[];
  /** Results after the section and year filters (at most SEARCH_CANDIDATE_CAP: see `capped`). */
  total: number;
  /** More results than the cap: `total` is the cap; the pages show its newest matches, ranked. */
  capped: boolean;
  page: number;
  totalPages: number;
  /** Every match per section and year, when the query matches at most SEARCH_CANDIDATE_CAP items; else empty (see `counts`). */
  facets: FacetCount[];
  /** The counts beside the results, each exact up to the cap. */
  counts: SearchCounts;
}

/**
 * The most matches a query ranks, and the most a count counts (the bound on a query's work). A query
 * matching more ranks its SEARCH_CANDIDATE_CAP newest matches by BM25 (newest by the rowid order,
 * see rowidRange) and shows "1,000+"; a section or year filter reaches older ones (its own newest).
 */
export const SEARCH_CANDIDATE_CAP = 1000;

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The MATCH expression of the terms within a section and year (scope words); null when there is no term. */
function matchOf(terms: readonly QueryTerm[], scope: { section: SearchSectionId | null; year: number | null }): string | null {
  const tokens: string[] = [];
  if (scope.section !== null) tokens.push(scopeToken.section(scope.section));
  if (scope.year !== null) tokens.push(scopeToken.year(scope.year));
  return ftsMatchExpression(terms, COLUMNS, tokens);
}

/**
 * The newest matches of one MATCH (`match` is SQL: a parameter or a column) among the rowids of an
 * origin and language, at most `limit`: FTS5 seeks to the range and walks it backwards, so it visits
 * `limit` matches at most, however many the index holds. Every query of the index goes through here.
 */
const candidates = (columns: string, match: string, limit: number) => `SELECT ${columns} FROM search_index
  WHERE search_index MATCH ${match} AND search_index.rowid >= ? AND search_index.rowid <= ?
  ORDER BY search_index.rowid DESC LIMIT ${limit}`;

/** The newest matches of a query, at most the cap plus one, per section and year; capped: more than the cap. */
interface Sample {
  facets: FacetCount[];
  capped: boolean;
}

async function sample(client: Client, match: string, range: [number, number]): Promise<Sample> {
  const facets = (
    await client.execute({
      sql: `SELECT d.section AS section, d.year AS year, COUNT(*) AS count
        FROM (${candidates('rowid AS id', '?', SEARCH_CANDIDATE_CAP + 1)}) c JOIN search_documents d ON d.id = c.id
        GROUP BY d.section, d.year`,
      args: [match, ...range],
    })
  ).rows.map((row) => ({ section: String(row.section) as SearchSectionId, year: nullableNumber(row.year), count: Number(row.count) }));
  return { facets, capped: totalCount(facets, {}) > SEARCH_CANDIDATE_CAP };
}

/** A count of a sample's matches: exact when the sample holds every match; else a lower bound ("k+", at most "1,000+"). */
function boundIn(from: Sample, count: number): CappedCount {
  return from.capped ? { count: Math.min(count, SEARCH_CANDIDATE_CAP), capped: true } : { count, capped: false };
}

/** The sample's matches within a section and/or year, as boundIn counts them. */
function countIn(from: Sample, filter: { section?: SearchSectionId | null; year?: number | null }): CappedCount {
  return boundIn(from, totalCount(from.facets, filter));
}

/**
 * Runs a query: the counts per section and year (what the filters offer), then one page of the
 * filtered results, best match first (BM25, the title weighing most), newest first among equals.
 * Bounded work, whatever the index holds: each statement reads at most SEARCH_CANDIDATE_CAP + 1
 * matches, the newest (see candidates). A query matching at most the cap is counted and ranked
 * exactly. One matching more shows "1,000+", counts read from the newest matches marked as lower
 * bounds ("k+"), and ranks its SEARCH_CANDIDATE_CAP newest matches by BM25 (cap ÷ page size pages,
 * every one of them once); a section or year filter reaches older matches (its own newest).
 */
export async function searchIndex(client: Client, filters: SearchFilters): Promise<SearchResults> {
  const everything = matchOf(filters.terms, { section: null, year: null });
  const none: SearchCounts = { found: cappedCount(0, 1), allSections: cappedCount(0, 1), anyYear: cappedCount(0, 1), sections: [], years: [] };
  if (everything === null) return { hits: [], total: 0, capped: false, page: 1, totalPages: 1, facets: [], counts: none };
  const range = rowidRange(filters.origin, filters.lang);

  // The newest matches (up to the cap, plus one to know there are more): exact counts when they are all.
  const all = await sample(client, everything, range);
  let counts: SearchCounts;
  let filtered: CappedCount;
  let facets: FacetCount[];
  if (!all.capped) {
    facets = all.facets;
    counts = exactCounts(facets, filters);
    filtered = { count: totalCount(facets, filters), capped: false };
  } else {
    // Past the cap: the sections are counted within the year filter, the years within the section
    // filter, each from the newest matches of its own query (exact when that query matches at most the
    // cap, else "k+"). A section or year none of whose matches is among them is not offered.
    facets = [];
    const bySection = filters.year === null ? all : await sample(client, matchOf(filters.terms, { section: null, year: filters.year })!, range);
    const byYear = filters.section === null ? all : await sample(client, matchOf(filters.terms, { section: filters.section, year: null })!, range);
    counts = {
      found: countIn(all, {}),
      allSections: countIn(bySection, {}),
      anyYear: countIn(byYear, {}),
      sections: sectionCounts(bySection.facets, filters.year).map(({ section, count }) => ({ section, count: boundIn(bySection, count) })),
      years: yearCounts(byYear.facets, filters.section).map(({ year, count }) => ({ year, count: boundIn(byYear, count) })),
    };
    if (filters.section === null) filtered = counts.allSections;
    else if (filters.year === null) filtered = counts.anyYear;
    else if (!bySection.capped) filtered = countIn(bySection, { section: filters.section });
    else if (!byYear.capped) filtered = countIn(byYear, { year: filters.year });
    else filtered = countIn(await sample(client, matchOf(filters.terms, filters)!, range), {});
    // The chosen section and year are always offered, with the results' count.
    const { section, year } = filters;
    if (section !== null && !counts.sections.some((entry) => entry.section === section)) {
      const order = (id: SearchSectionId) => SEARCH_SECTION_IDS.indexOf(id);
      counts.sections = [...counts.sections, { section, count: filtered }].sort((a, b) => order(a.section) - order(b.section));
    }
    if (year !== null && !counts.years.some((entry) => entry.year === year)) {
      counts.years = [...counts.years, { year, count: filtered }].sort((a, b) => b.year - a.year);
    }
  }

  const total = filtered.count;
  const totalPages = Math.max(1, Math.ceil(total / filters.pageSize));
  const page = Number.isInteger(filters.page) && filters.page >= 1 && filters.page <= totalPages ? filters.page : 1;
  const base = { total, capped: filtered.capped, page, totalPages, facets, counts };
  if (total === 0) return { hits: [], ...base };

  // bm25 is computed for the candidates only, and only the page's rows are read from search_documents.
  // The order is as it always was (BM25, then newest_key descending, then the order of writing): the
  // rowid's day is the newest_key's day and its serial the order of writing within the day.
  const order = `c.score, c.id / ${DAY_SHIFT} DESC, c.id`;
  const result = await client.execute({
    sql: `SELECT d.id, d.section, d.title, d.detail, d.date, d.year, d.quarter, d.document_url, d.page_path
      FROM (
        SELECT id, score FROM (${candidates(`rowid AS id, ROUND(bm25(search_index, ${WEIGHTS}), 6) AS score`, '?', SEARCH_CANDIDATE_CAP)}) c
        ORDER BY ${order} LIMIT ? OFFSET ?
      ) c JOIN search_documents d ON d.id = c.id
      ORDER BY ${order}`,
    args: [matchOf(filters.terms, filters), ...range, filters.pageSize, (page - 1) * filters.pageSize],
  });
  const hits = result.rows.map((row) => ({
    id: Number(row.id),
    section: String(row.section) as SearchSectionId,
    title: String(row.title),
    detail: nullableText(row.detail),
    date: nullableText(row.date),
    year: nullableNumber(row.year),
    quarter: nullableNumber(row.quarter),
    documentUrl: nullableText(row.document_url),
    pagePath: String(row.page_path),
  }));
  return { hits, ...base };
}

/** Rows of the vocabulary one lookup reads at most (a row is one word in one column). */
export const VOCABULARY_READ_LIMIT = 4000;
const TEXT_COLUMN_SET = new Set<string>(TEXT_COLUMNS);
// The Thai block: its words sort together, so they are one range of the vocabulary.
const THAI_RANGE = ['\u0E00', '\u0E80'] as const;

/** The first string after every string that begins with the prefix (for a range scan of the vocabulary). */
function prefixEnd(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}

async function vocabularyRows(client: Client, sql: string, args: string[]): Promise<Map<string, number>> {
  const words = new Map<string, number>();
  for (const row of (await client.execute({ sql, args })).rows) {
    if (!TEXT_COLUMN_SET.has(String(row.col))) continue;
    const term = String(row.term);
    words.set(term, (words.get(term) ?? 0) + Number(row.doc));
  }
  return words;
}

/**
 * The words of the index a query needs, read with bounded lookups (never the whole vocabulary, so a
 * query costs the same at 1,000 or 1,000,000 words): each exact word, the first words of each prefix,
 * and with `spelling`, the words that begin as each word does (its first two characters), for the
 * closest spelling. Each lookup is a range of fts5vocab's term index with a LIMIT.
 */
export async function readQueryVocabulary(
  client: Client,
  terms: readonly { typed: string; exact: readonly string[]; prefixes: readonly string[] }[],
  spelling: boolean,
): Promise<Map<string, number>> {
  const lookups = new Map<string, { sql: string; args: string[] }>();
  // Rows of one word: one per column holding it (the scope column's tokens are read and left out).
  const ofWord = COLUMNS.text.length + 1;
  for (const term of terms) {
    for (const word of term.exact) lookups.set(`=${word}`, { sql: `WHERE term = ? LIMIT ${ofWord}`, args: [word] });
    // Any word with the prefix says that it is known: a few words' rows are enough.
    for (const prefix of term.prefixes) lookups.set(`*${prefix}`, { sql: `WHERE term >= ? AND term < ? LIMIT ${4 * ofWord}`, args: [prefix, prefixEnd(prefix)] });
    if (spelling) {
      const start = Array.from(term.typed).slice(0, 2).join('');
      if (start) lookups.set(`~${start}`, { sql: `WHERE term >= ? AND term < ? LIMIT ${VOCABULARY_READ_LIMIT}`, args: [start, prefixEnd(start)] });
    }
  }
  const words = new Map<string, number>();
  for (const { sql, args } of lookups.values()) {
    for (const [term, documents] of await vocabularyRows(client, `SELECT term, col, doc FROM search_vocabulary ${sql}`, args)) words.set(term, documents);
  }
  return words;
}

/**
 * The Thai words of the index with their document counts, for the Thai words that hold a typed one
 * ('ปันผล' → 'เงินปันผล': a search inside words, which no index of words answers). Read once per index
 * build by the caller (../search.ts), never per query.
 */
export function readThaiVocabulary(client: Client): Promise<Map<string, number>> {
  return vocabularyRows(client, 'SELECT term, col, doc FROM search_vocabulary WHERE term >= ? AND term < ?', [...THAI_RANGE]);
}
