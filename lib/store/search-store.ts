import { createHash } from 'node:crypto';
import {
  sql,
  type AliasedRawBuilder,
  type Expression,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import { engineOf, type Client, type EngineName } from './engine';
import { getDatabase } from './db';
import { all as rowsOf, first, queries, statement } from './query';
import type { DB, SearchDocuments } from './schema';
import type { Locale } from '@/lib/i18n';
import {
  bm25Scorer,
  inverseDocumentFrequency,
  wordCount,
  type Phrase,
  type WeightedColumn,
  newestKey,
  type SearchDocument,
  cappedCount,
  exactCounts,
  sectionCounts,
  totalCount,
  yearCounts,
  type CappedCount,
  type Facet,
  type SearchCounts,
  ftsMatchExpression,
  type QueryTerm,
  SEARCH_SECTION_IDS,
  type SearchSectionId,
  prefixRange,
  vocabularyOf,
  type Vocabulary,
  indexedTerms,
} from '@/lib/search-engine';

/**
 * The search index: written by the index builder (lib/search/search-index.ts), read by the search page.
 * Unmarked by 'server-only' so that `npm run db:seed` can rebuild it. On SQLite the documents' words are
 * matched by FTS5 (migrations 6 to 8); on PostgreSQL by a table of each document's words (`search_words`,
 * migration 33) that writeSources fills with the documents. Both engines find the same documents in the
 * same rowid order and rank them here alike (candidateScorer), so a query answers the same on either.
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
// BM25 weights of title, detail and keywords (the scope's is 0): a word in the title counts most.
const WEIGHTS: Record<(typeof TEXT_COLUMNS)[number], number> = { title_terms: 10, detail_terms: 2, keyword_terms: 1 };
// Documents written per statement (as one JSON array), well under SQLite's limits.
const WRITE_CHUNK = 2000;

/**
 * Scope tokens (the filters): a private-use character, then letters and digits, so the tokenizer keeps
 * each whole and no word of a text is ever one (text.ts keeps letters, marks and digits only): the
 * index's words and the scope tokens are told apart by their first character. The origin and language
 * are not tokens: a query reads only its rowid block (see rowidRange).
 */
const SCOPE_MARK = '\uE000';
const scopeToken = {
  section: (section: SearchSectionId) => `${SCOPE_MARK}s${section.replace(/[^a-z0-9]/g, '')}`,
  year: (year: number) => `${SCOPE_MARK}y${year}`,
};

function fingerprint(documents: readonly SearchDocument[]): string {
  return createHash('sha256').update(JSON.stringify(documents)).digest('hex');
}

/**
 * Where a document's rowid puts it (this is what keeps a query's cost independent of the index size):
 * each origin and language has a block of rowids, so a query reads only its block (a rowid range
 * FTS5 seeks to) instead of ANDing scope words whose document lists hold the whole block; inside a
 * block the rowid falls as the document's newest day (`newest_key`) grows, so FTS5's native
 * `ORDER BY rowid` walks the matches newest first and stops after the candidate cap. (Forwards: FTS5
 * reads a word's documents backwards only after reading them all, three times the work at 100,000
 * documents; migration 8 turned the order round.)
 *   rowid = block × 2^44 + (2^20 - 1 - day) × 2^24 + serial (the serial: the order of writing within the day)
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
  const row = {
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
  } satisfies Omit<Insertable<SearchDocuments>, 'id' | 'words'>;
  // Its length in words, every column (the scope's tokens too): FTS5's, and BM25's document length.
  const words = wordCount(row.title_terms) + wordCount(row.detail_terms) + wordCount(row.keyword_terms) + scope.length;
  return { ...row, words };
}

const EMPTY_ROW = rowOf(EMBEDDED_ORIGIN, '', {
  section: 'pages',
  lang: 'th',
  title: '',
  detail: null,
  date: null,
  year: null,
  quarter: null,
  documentUrl: null,
  pagePath: '/',
  keywords: '',
});
// The columns of search_documents a row writes (all but its id): the keys of rowOf's row.
const ROW_COLUMNS = Object.keys(EMPTY_ROW) as (keyof typeof EMPTY_ROW)[];

/**
 * PostgreSQL's search_words is a table of each document's words (migration 33): the schema, generated
 * from SQLite, has FTS5's vocabulary of the same name there (term, doc, cnt).
 */
type PostgresWords = {
  search_words: { term: string; id: number };
};

/** The query builder of a PostgreSQL store, its words table typed as it is there. */
function postgresQueries(client: { readonly engine?: EngineName }): Kysely<DB & PostgresWords> {
  return queries(client).withTables<PostgresWords>();
}

/**
 * Where a chunk's rows (one JSON array) are read from, and each field of a row: SQLite reads the array
 * with json_each and each field by its JSON path; PostgreSQL as a record set of typed columns. (Table
 * functions and a record set's column list have no builder: `sql` fragments.)
 */
const INTEGER_COLUMNS = new Set(['day_key', 'nth', 'year', 'quarter', 'words']);
interface ChunkRead {
  from: (json: string) => AliasedRawBuilder<unknown, string>;
  field: <T>(column: string) => RawBuilder<T>;
}
const CHUNK_READS: Record<EngineName, ChunkRead> = {
  sqlite: {
    from: (json) => sql`json_each(${json})`.as('j'),
    field: <T>(column: string) => sql<T>`value ->> ${sql.lit(`$.${column}`)}`,
  },
  postgres: {
    from: (json) =>
      sql`jsonb_to_recordset(cast(${json} as jsonb))`.as<'r'>(
        sql`r(${sql.join(
          ['day_key', 'nth', ...ROW_COLUMNS].map(
            (column) => sql`${sql.ref(column)} ${sql.raw(INTEGER_COLUMNS.has(column) ? 'bigint' : 'text')}`,
          ),
        )})`,
      ),
    field: <T>(column: string) => sql.ref<T>(`r.${column}`),
  },
};

/**
 * One chunk of rows: each row's rowid is its day's first rowid (`day_key`) plus the next free serial of
 * that day (one past the largest rowid already written in it, read before this statement writes:
 * SQLite reads what it selects from a table it writes to completion first; PostgreSQL sees the table
 * as the statement began) plus `nth`, its place among the chunk's rows of the same day.
 */
function insertRows(engine: EngineName, json: string) {
  const q = queries({ engine });
  const { from, field } = CHUNK_READS[engine];
  const dayKey = field<number>('day_key');
  const next = q
    .selectFrom('search_documents')
    .select((row) => row(row(row.fn.max('search_documents.id'), '+', sql.lit(1)), '-', dayKey).as('next'))
    .where('search_documents.id', '>=', dayKey)
    .where('search_documents.id', '<', (row) => row(dayKey, '+', sql.lit(DAY_SHIFT)));
  const rows = q
    .selectFrom(from(json))
    .select((row) => [
      row(row(dayKey, '+', field<number>('nth')), '+', row.fn.coalesce(next, sql.lit(0))).as('id'),
      ...ROW_COLUMNS.map((column) => field(column).as(column)),
    ]);
  return q
    .insertInto('search_documents')
    .columns(['id', ...ROW_COLUMNS])
    .expression(rows);
}

/**
 * PostgreSQL's index of a source's words (what FTS5's triggers do on SQLite): each word of a
 * document's text columns, once. (The words as a set-returning function's rows, `t (term)`, have no
 * builder: a `sql` fragment.)
 */
function insertWords(client: Client, origin: string, source: string) {
  const q = postgresQueries(client);
  const words = q
    .selectFrom('search_documents as d')
    .crossJoinLateral(
      sql`unnest(string_to_array(${sql.join(
        TEXT_COLUMNS.map((column) => sql.ref(`d.${column}`)),
        sql` || ' ' || `,
      )}, ' '))`.as<'t'>(sql`t (term)`),
    )
    .select([sql.ref<string>('t.term').as('term'), 'd.id'])
    .distinct()
    .where('d.origin', '=', origin)
    .where('d.source', '=', source)
    .where(sql.ref<string>('t.term'), '<>', '');
  return q.insertInto('search_words').columns(['term', 'id']).expression(words);
}

function chunkRows(origin: string, source: string, documents: readonly SearchDocument[]) {
  const nth = new Map<number, number>();
  return documents.map((document) => {
    const row = rowOf(origin, source, document);
    const dayKey = blockOf(origin, document.lang) * BLOCK_SHIFT + (MAX_DAY - dayNumber(row.newest_key)) * DAY_SHIFT;
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
export async function writeSources(
  client: Client,
  origin: string,
  sources: readonly IndexedSource[],
  now = new Date(),
): Promise<string[]> {
  const q = queries(client);
  const known = new Map(
    (
      await rowsOf(
        client,
        q.selectFrom('search_sources').select(['source', 'fingerprint']).where('origin', '=', origin),
      )
    ).map((row) => [row.source, row.fingerprint]),
  );
  const engine = engineOf(client);
  const statements: ReturnType<typeof statement>[] = [];
  const changed: string[] = [];
  // First, so that their rowids (the remote block) are free for this origin's.
  if (origin !== EMBEDDED_ORIGIN) {
    statements.push(
      statement(q.deleteFrom('search_documents').where('origin', 'not in', [origin, EMBEDDED_ORIGIN])),
      statement(q.deleteFrom('search_sources').where('origin', 'not in', [origin, EMBEDDED_ORIGIN])),
    );
  }
  for (const { source, documents } of sources) {
    const print = fingerprint(documents);
    if (known.get(source) === print) continue;
    changed.push(source);
    // On PostgreSQL its words go with the documents (a cascading delete, migration 33), as FTS5's delete trigger removes them on SQLite.
    statements.push(
      statement(q.deleteFrom('search_documents').where('origin', '=', origin).where('source', '=', source)),
    );
    let words = 0;
    for (let start = 0; start < documents.length; start += WRITE_CHUNK) {
      const rows = chunkRows(origin, source, documents.slice(start, start + WRITE_CHUNK));
      words += rows.reduce((sum, row) => sum + row.words, 0);
      statements.push(statement(insertRows(engine, JSON.stringify(rows))));
    }
    if (engine === 'postgres') statements.push(statement(insertWords(client, origin, source)));
    const built = q
      .insertInto('search_sources')
      .values({ origin, source, fingerprint: print, documents: documents.length, words, built_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict.columns(['origin', 'source']).doUpdateSet((row) => ({
          fingerprint: row.ref('excluded.fingerprint'),
          documents: row.ref('excluded.documents'),
          words: row.ref('excluded.words'),
          built_at: row.ref('excluded.built_at'),
        })),
      );
    statements.push(statement(built));
  }
  if (statements.length > 0) {
    await client.batch(statements, 'write');
    // PostgreSQL plans a query by its tables' statistics: made now, not when autovacuum comes round, so
    // that the first queries after a build do not walk every document checking its words. (A command
    // of PostgreSQL's, not a query: no builder.)
    if (engine === 'postgres') await client.execute('ANALYZE search_documents, search_words');
  }
  return changed;
}

/** When the origin's index was last written, and how many sources it holds; null when it was never built. */
export async function indexState(client: Client, origin: string): Promise<{ builtAt: string; sources: number } | null> {
  const row = await first(
    client,
    queries(client)
      .selectFrom('search_sources')
      .select((row) => [row.fn.max('built_at').as('built_at'), row.fn.countAll<number>().as('sources')])
      .where('origin', '=', origin),
  );
  return row && row.built_at ? { builtAt: row.built_at, sources: row.sources } : null;
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

/**
 * What a query needs of the whole index, read once per index build (the caller keeps it, lib/search/site-search.ts):
 * its words with the documents holding each (in a text column), and its documents and their words
 * (every column), for BM25's IDF and average document length.
 */
export interface IndexWords {
  vocabulary: Vocabulary;
  totalDocuments: number;
  totalWords: number;
}

/** The documents holding each word: FTS5's own count on SQLite (fts5vocab), counted from each document's words on PostgreSQL. */
function indexWords(client: Client) {
  if (engineOf(client) === 'sqlite') return queries(client).selectFrom('search_words').select(['term', 'doc']);
  return postgresQueries(client)
    .selectFrom('search_words')
    .select((row) => ['term', row.fn.countAll<number>().as('doc')])
    .groupBy('term');
}

/** Reads the index's words and totals, in one read transaction. */
export async function readIndexWords(client: Client): Promise<IndexWords> {
  const totals = queries(client)
    .selectFrom('search_sources')
    .select((row) => [
      row.fn.coalesce(row.fn.sum<number>('documents'), sql.lit(0)).as('documents'),
      row.fn.coalesce(row.fn.sum<number>('words'), sql.lit(0)).as('words'),
    ]);
  const [words, sums] = await client.batch([statement(indexWords(client)), statement(totals)], 'read');
  const documents = new Map<string, number>();
  for (const row of words.rows) {
    const term = String(row.term);
    if (!term.startsWith(SCOPE_MARK)) documents.set(term, Number(row.doc));
  }
  return {
    vocabulary: vocabularyOf(documents),
    totalDocuments: Number(sums.rows[0].documents),
    totalWords: Number(sums.rows[0].words),
  };
}

/**
 * A prefix standing for more words than this is matched as a prefix (FTS5 then reads every word it
 * begins in the whole index before it can stop); one standing for fewer, as those words, which FTS5
 * reads only as far as the newest matches.
 */
export const MAX_PREFIX_WORDS = 32;

/** The terms as they are matched: each prefix as the index's words it begins, when they are few (see MAX_PREFIX_WORDS). */
function matchedTerms(terms: readonly QueryTerm[], vocabulary: Vocabulary): QueryTerm[] {
  return terms.map((term) => {
    const exact = [...term.exact];
    const prefixes: string[] = [];
    for (const prefix of term.prefixes) {
      const [first, end] = prefixRange(vocabulary, prefix);
      if (end - first > MAX_PREFIX_WORDS) prefixes.push(prefix);
      else for (const word of vocabulary.terms.slice(first, end)) if (!exact.includes(word)) exact.push(word);
    }
    return { typed: term.typed, exact, prefixes };
  });
}

/**
 * Whether the matched terms may match more documents than the cap, by the index's word counts: an AND
 * matches at most as many documents as its rarest term (a term: the sum of its words' documents, a
 * prefix of many words: any number). Counted over the whole index, so "may" (false: certainly not).
 */
function mayPassCap(terms: readonly QueryTerm[], vocabulary: Vocabulary): boolean {
  return terms.every(
    (term) =>
      term.prefixes.length > 0 ||
      term.exact.reduce((sum, word) => sum + (vocabulary.documents.get(word) ?? 0), 0) > SEARCH_CANDIDATE_CAP,
  );
}

/** The MATCH expression of the terms within a section and year (scope words); null when there is no term. */
function matchOf(
  terms: readonly QueryTerm[],
  scope: { section: SearchSectionId | null; year: number | null },
): string | null {
  const tokens: string[] = [];
  if (scope.section !== null) tokens.push(scopeToken.section(scope.section));
  if (scope.year !== null) tokens.push(scopeToken.year(scope.year));
  return ftsMatchExpression(terms, COLUMNS, tokens);
}

/**
 * The newest matches of one MATCH among the rowids of an origin and language, at most `limit`: FTS5
 * seeks to the range and walks it forwards, newest first (see rowidRange), so it visits `limit`
 * matches at most, however many the index holds. Every query of the index on SQLite goes through here.
 * (FTS5's MATCH and its hidden rowid have no builder: `sql` fragments.)
 */
function candidates(client: Client, match: string, range: [number, number], limit: number) {
  const rowid = sql.ref<number>('search_index.rowid');
  return queries(client)
    .selectFrom('search_index')
    .select(rowid.as('id'))
    .where(sql<SqlBool>`${sql.table('search_index')} match ${match}`)
    .where(rowid, '>=', range[0])
    .where(rowid, '<=', range[1])
    .orderBy(rowid)
    .limit(sql.lit(limit));
}

/** A match as read for the counts and the ranking: its section and year, and its words. */
interface Candidate {
  id: number;
  section: SearchSectionId;
  year: number | null;
  columns: WeightedColumn[];
  /** In words, every column. */
  length: number;
}

/** The newest matches of a query, at most the cap plus one, newest first (null when read for the counts only); capped: more than the cap. */
interface Sample {
  candidates: Candidate[] | null;
  facets: FacetCount[];
  capped: boolean;
}

/** What a sample matches: the terms as matched within a section and year, and their MATCH expression (its key). */
interface SampleQuery {
  match: string;
  terms: readonly QueryTerm[];
  scope: { section: SearchSectionId | null; year: number | null };
}

/** The least string after every string that begins with `prefix`, in code point order (null: none). */
function prefixEnd(prefix: string): string | null {
  const points = Array.from(prefix);
  const next = (points.pop()?.codePointAt(0) ?? 0x10ffff) + 1;
  if (next > 0x10ffff) return null;
  return points.join('') + String.fromCodePoint(next === 0xd800 ? 0xe000 : next);
}

/**
 * PostgreSQL's candidates: what the FTS5 MATCH of `candidates` finds, from each document's words. A
 * document of the range holding every term in a text column (one of its exact words, or a word one of
 * its prefixes begins: a range of the words' byte order), in the section and year, newest first. Each
 * term's documents are read from its words' rows within the range (the key: word, then document), and
 * the terms' sets intersected.
 */
function postgresCandidates(client: Client, query: SampleQuery, range: [number, number], limit: number) {
  const q = postgresQueries(client);
  const holding = query.terms.map((term) =>
    q
      .selectFrom('search_words as w')
      .select('w.id')
      .where('w.id', '>=', range[0])
      .where('w.id', '<=', range[1])
      .where((row) => {
        const words: Expression<SqlBool>[] = [];
        if (term.exact.length > 0) words.push(row('w.term', 'in', term.exact));
        for (const prefix of term.prefixes) {
          const end = prefixEnd(prefix);
          words.push(
            end === null
              ? row('w.term', '>=', prefix)
              : row.and([row('w.term', '>=', prefix), row('w.term', '<', end)]),
          );
        }
        return row.or(words);
      }),
  );
  const { section, year } = query.scope;
  let found = q
    .selectFrom('search_documents as d')
    .select('d.id as id')
    .where('d.id', '>=', range[0])
    .where('d.id', '<=', range[1])
    .where(
      'd.id',
      'in',
      holding.reduce((every, each) => every.intersect(each)),
    );
  if (section !== null) found = found.where('d.section', '=', section);
  if (year !== null) found = found.where('d.year', '=', year);
  return found.orderBy('d.id').limit(sql.lit(limit));
}

/** A sample's matches (c) with their documents (d). */
function sampled(client: Client, query: SampleQuery, range: [number, number]) {
  const found =
    engineOf(client) === 'postgres'
      ? postgresCandidates(client, query, range, SEARCH_CANDIDATE_CAP + 1)
      : candidates(client, query.match, range, SEARCH_CANDIDATE_CAP + 1);
  return queries(client).selectFrom(found.as('c')).innerJoin('search_documents as d', 'd.id', 'c.id');
}

// The candidates as one JSON array of [id, section, year, words, title, detail and keyword words] (one row
// read instead of a thousand: the driver's rows cost more to build than the query takes to run).
const CANDIDATE_FIELDS = [
  'c.id',
  'd.section',
  'd.year',
  'd.words',
  ...TEXT_COLUMNS.map((column) => `d.${column}` as const),
] as const;

/** Facets in their order: by section, then year (undated first), on either engine. */
function facetOrder(a: FacetCount, b: FacetCount): number {
  return (
    (a.section < b.section ? -1 : a.section > b.section ? 1 : 0) ||
    (a.year === b.year ? 0 : a.year === null ? -1 : b.year === null ? 1 : a.year - b.year)
  );
}

/** The sections and years of candidates, counted: by section, then year (undated first). */
function facetsOf(rows: readonly Candidate[]): FacetCount[] {
  const counts = new Map<string, FacetCount>();
  for (const { section, year } of rows) {
    const key = `${section} ${year}`;
    const facet = counts.get(key);
    if (facet) facet.count += 1;
    else counts.set(key, { section, year, count: 1 });
  }
  return [...counts.values()].sort(facetOrder);
}

async function sample(
  client: Client,
  query: SampleQuery,
  range: [number, number],
  withWords: boolean,
): Promise<Sample> {
  const from = sampled(client, query, range);
  if (!withWords) {
    // Only their counts per section and year.
    const counted = from
      .select((row) => ['d.section as section', 'd.year as year', row.fn.countAll<number>().as('count')])
      .groupBy(['d.section', 'd.year']);
    const facets = (await rowsOf(client, counted))
      .map((row) => ({ section: row.section as SearchSectionId, year: row.year, count: row.count }))
      .sort(facetOrder);
    return { candidates: null, facets, capped: totalCount(facets, {}) > SEARCH_CANDIDATE_CAP };
  }
  // SQLite's json_group_array, PostgreSQL's json_agg (null when nothing matched), both as text.
  const array = from.select((row) =>
    (engineOf(client) === 'postgres'
      ? row.cast<string | null>(row.fn('json_agg', [row.fn('json_build_array', CANDIDATE_FIELDS)]), 'text')
      : row.fn<string | null>('json_group_array', [row.fn('json_array', CANDIDATE_FIELDS)])
    ).as('candidates'),
  );
  const read = (await first(client, array))?.candidates;
  const rows = (JSON.parse(read ?? '[]') as [number, string, number | null, number, ...string[]][]).map(
    ([id, section, year, length, ...texts]): Candidate => ({
      id,
      section: section as SearchSectionId,
      year,
      length,
      columns: TEXT_COLUMNS.map((column, index) => ({ words: texts[index], weight: WEIGHTS[column] })),
    }),
  );
  rows.sort((a, b) => a.id - b.id);
  return { candidates: rows, facets: facetsOf(rows), capped: rows.length > SEARCH_CANDIDATE_CAP };
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
 * The BM25 score of a candidate for the terms as typed, as FTS5's bm25() ranked the same phrases (each
 * exact word, then each prefix standing for every word it begins), with the index's statistics, the
 * sign turned: higher is better. A prefix's documents (those holding any of its words) are estimated
 * as its most common word's: exact for one word, and close when, as usual, one word (the stem, or
 * its common form) holds most of them; never counted over the whole index per query, as bm25() did.
 */
export function candidateScorer(
  terms: readonly QueryTerm[],
  words: IndexWords,
): (candidate: { columns: readonly WeightedColumn[]; length: number }) => number {
  const { vocabulary } = words;
  const rows = Math.max(1, words.totalDocuments);
  const documentsOf = (word: string) => vocabulary.documents.get(word) ?? 0;
  const phrases: Phrase[] = [];
  const add = (text: string, prefix: boolean, documents: number) =>
    phrases.push({ text, prefix, idf: inverseDocumentFrequency(rows, documents) });
  for (const term of terms) {
    for (const word of term.exact) add(word, false, documentsOf(word));
    for (const prefix of term.prefixes) {
      const [first, end] = prefixRange(vocabulary, prefix);
      let most = 0;
      for (let index = first; index < end; index += 1) most = Math.max(most, documentsOf(vocabulary.terms[index]));
      add(prefix, true, most);
    }
  }
  const score = bm25Scorer(phrases, Math.max(1, words.totalWords) / rows);
  return (candidate) => score(candidate.columns, candidate.length);
}

/**
 * The candidates' order: BM25 rounded to 6 decimals, so that equal matches tie, then newest first,
 * then the order of writing: the rowid's order.
 */
function ranked(pool: readonly Candidate[], terms: readonly QueryTerm[], words: IndexWords): Candidate[] {
  const score = candidateScorer(terms, words);
  const scored = pool.map((candidate) => ({ candidate, score: Math.round(score(candidate) * 1e6) / 1e6 }));
  scored.sort((a, b) => b.score - a.score || a.candidate.id - b.candidate.id);
  return scored.map(({ candidate }) => candidate);
}

/**
 * Runs a query: the counts per section and year (what the filters offer), then one page of the
 * filtered results, best match first (BM25, the title weighing most), newest first among equals.
 * Bounded work, whatever the index holds: each statement reads at most SEARCH_CANDIDATE_CAP + 1
 * matches, the newest (see candidates), with their words, and the page's documents. A query matching
 * at most the cap is counted and ranked exactly. One matching more shows "1,000+", counts read from
 * the newest matches marked as lower bounds ("k+"), and ranks its SEARCH_CANDIDATE_CAP newest
 * matches by BM25 (cap ÷ page size pages, every one of them once); a section or year filter reaches
 * older matches (its own newest). `words`: the index's, read by readIndexWords since its last build.
 */
export async function searchIndex(client: Client, filters: SearchFilters, words: IndexWords): Promise<SearchResults> {
  const matched = matchedTerms(filters.terms, words.vocabulary);
  const everything = matchOf(matched, { section: null, year: null });
  const none: SearchCounts = {
    found: cappedCount(0, 1),
    allSections: cappedCount(0, 1),
    anyYear: cappedCount(0, 1),
    sections: [],
    years: [],
  };
  if (everything === null)
    return { hits: [], total: 0, capped: false, page: 1, totalPages: 1, facets: [], counts: none };
  const range = rowidRange(filters.origin, filters.lang);
  // Each MATCH read once (with the candidates' words when they are ranked, else only counted).
  const samples = new Map<string, { withWords: boolean; read: Promise<Sample> }>();
  const sampleOf = (scope: { section: SearchSectionId | null; year: number | null }, withWords: boolean) => {
    const match = matchOf(matched, scope)!;
    const known = samples.get(match);
    if (known && (known.withWords || !withWords)) return known.read;
    const read = sample(client, { match, terms: matched, scope }, range, withWords);
    samples.set(match, { withWords, read });
    return read;
  };
  const { section, year } = filters;

  // The newest matches (up to the cap, plus one to know there are more): exact counts when they are all.
  // Read with their words when they may be ranked: without a filter, or when they are likely all.
  const all = await sampleOf(
    { section: null, year: null },
    (section === null && year === null) || !mayPassCap(matched, words.vocabulary),
  );
  let counts: SearchCounts;
  let facets: FacetCount[];
  // A sample holding every match of the filters, or the filters' own newest matches.
  let from: Sample;
  if (!all.capped) {
    facets = all.facets;
    counts = exactCounts(facets, filters);
    from = all.candidates ? all : await sampleOf({ section, year }, true);
  } else {
    // Past the cap: the sections are counted within the year filter, the years within the section
    // filter, each from the newest matches of its own query (exact when that query matches at most the
    // cap, else "k+"). A section or year none of whose matches is among them is not offered.
    facets = [];
    // The one of them that is the filters' own is read with its words, for the ranking.
    const bySection = await sampleOf({ section: null, year }, section === null);
    const byYear = await sampleOf({ section, year: null }, year === null);
    counts = {
      found: countIn(all, {}),
      allSections: countIn(bySection, {}),
      anyYear: countIn(byYear, {}),
      sections: sectionCounts(bySection.facets, year).map((entry) => ({
        section: entry.section,
        count: boundIn(bySection, entry.count),
      })),
      years: yearCounts(byYear.facets, section).map((entry) => ({
        year: entry.year,
        count: boundIn(byYear, entry.count),
      })),
    };
    if (section === null) from = bySection;
    else if (year === null) from = byYear;
    else from = await sampleOf({ section, year }, true);
  }
  // `from` holds every match of the filters (a sample of them all, under the cap) or their own newest.
  const matching = (from.candidates ?? []).filter(
    (candidate) => (section === null || candidate.section === section) && (year === null || candidate.year === year),
  );
  const filtered = boundIn(from, matching.length);
  if (all.capped) {
    // The chosen section and year are always offered, with the results' count.
    if (section !== null && !counts.sections.some((entry) => entry.section === section)) {
      const order = (id: SearchSectionId) => SEARCH_SECTION_IDS.indexOf(id);
      counts.sections = [...counts.sections, { section, count: filtered }].sort(
        (a, b) => order(a.section) - order(b.section),
      );
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

  // Ranked among the newest matches up to the cap.
  const order = ranked(matching.slice(0, SEARCH_CANDIDATE_CAP), filters.terms, words);
  const ids = order.slice((page - 1) * filters.pageSize, page * filters.pageSize).map((candidate) => candidate.id);
  const found = queries(client)
    .selectFrom('search_documents')
    .select(['id', 'section', 'title', 'detail', 'date', 'year', 'quarter', 'document_url', 'page_path'])
    .where('id', 'in', ids);
  const rows = new Map((await rowsOf(client, found)).map((row) => [row.id, row]));
  const hits = ids.flatMap((id) => {
    const row = rows.get(id);
    if (!row) return [];
    return [
      {
        id,
        section: row.section as SearchSectionId,
        title: row.title,
        detail: row.detail,
        date: row.date,
        year: row.year,
        quarter: row.quarter,
        documentUrl: row.document_url,
        pagePath: row.page_path,
      },
    ];
  });
  return { hits, ...base };
}

// The calls of the search index on the process's store: what lib/search reaches through the backend door.

/** writeSources on the process's store. */
export async function writeIndexSources(origin: string, sources: readonly IndexedSource[]): Promise<string[]> {
  return writeSources(await getDatabase(), origin, sources);
}

/** indexState on the process's store. */
export async function readIndexState(origin: string): Promise<{ builtAt: string; sources: number } | null> {
  return indexState(await getDatabase(), origin);
}

/** readIndexWords on the process's store. */
export async function readSearchWords(): Promise<IndexWords> {
  return readIndexWords(await getDatabase());
}

/** searchIndex on the process's store. */
export async function searchStoredIndex(filters: SearchFilters, words: IndexWords): Promise<SearchResults> {
  return searchIndex(await getDatabase(), filters, words);
}
