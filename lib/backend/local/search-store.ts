import { createHash } from 'node:crypto';
import type { Client, InStatement } from '@libsql/client';
import type { Locale } from '@/lib/i18n/routing';
import { newestKey, type SearchDocument } from '@/lib/search/documents';
import { totalCount, type Facet } from '@/lib/search/facets';
import { ftsMatchExpression, type QueryTerm } from '@/lib/search/query';
import type { SearchSectionId } from '@/lib/search/sections';
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

/** Scope tokens: letters and digits only, so the tokenizer keeps each whole. */
const scopeToken = {
  origin: (origin: string) => `o${createHash('sha256').update(origin).digest('hex').slice(0, 12)}`,
  lang: (lang: Locale) => `l${lang}`,
  section: (section: SearchSectionId) => `s${section.replace(/[^a-z0-9]/g, '')}`,
  year: (year: number) => `y${year}`,
};

function fingerprint(documents: readonly SearchDocument[]): string {
  return createHash('sha256').update(JSON.stringify(documents)).digest('hex');
}

function rowOf(origin: string, source: string, document: SearchDocument) {
  const scope = [scopeToken.origin(origin), scopeToken.lang(document.lang), scopeToken.section(document.section)];
  if (document.year !== null) scope.push(scopeToken.year(document.year));
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
    newest_key: newestKey(document),
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

const INSERT_ROWS = `INSERT INTO search_documents (${ROW_COLUMNS.join(', ')})
  SELECT ${ROW_COLUMNS.map((column) => `value ->> '$.${column}'`).join(', ')} FROM json_each(?)`;

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
  for (const { source, documents } of sources) {
    const print = fingerprint(documents);
    if (known.get(source) === print) continue;
    changed.push(source);
    statements.push({ sql: 'DELETE FROM search_documents WHERE origin = ? AND source = ?', args: [origin, source] });
    for (let start = 0; start < documents.length; start += WRITE_CHUNK) {
      const rows = documents.slice(start, start + WRITE_CHUNK).map((document) => rowOf(origin, source, document));
      statements.push({ sql: INSERT_ROWS, args: [JSON.stringify(rows)] });
    }
    statements.push({
      sql: `INSERT INTO search_sources (origin, source, fingerprint, documents, built_at) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (origin, source) DO UPDATE SET fingerprint = excluded.fingerprint, documents = excluded.documents, built_at = excluded.built_at`,
      args: [origin, source, print, documents.length, now.toISOString()],
    });
  }
  if (origin !== EMBEDDED_ORIGIN) {
    statements.push(
      { sql: 'DELETE FROM search_documents WHERE origin NOT IN (?, ?)', args: [origin, EMBEDDED_ORIGIN] },
      { sql: 'DELETE FROM search_sources WHERE origin NOT IN (?, ?)', args: [origin, EMBEDDED_ORIGIN] },
    );
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
  /** Results after the section and year filters. */
  total: number;
  page: number;
  totalPages: number;
  facets: FacetCount[];
}

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * Runs a query: the counts per section and year (what the filters offer), then one page of the
 * filtered results, best match first (BM25, the title weighing most), newest first among equals.
 */
export async function searchIndex(client: Client, filters: SearchFilters): Promise<SearchResults> {
  const base = [scopeToken.origin(filters.origin), scopeToken.lang(filters.lang)];
  const everything = ftsMatchExpression(filters.terms, COLUMNS, base);
  if (everything === null) return { hits: [], total: 0, page: 1, totalPages: 1, facets: [] };

  const facets: FacetCount[] = (
    await client.execute({
      sql: `SELECT d.section AS section, d.year AS year, COUNT(*) AS count
        FROM search_index JOIN search_documents d ON d.id = search_index.rowid
        WHERE search_index MATCH ? GROUP BY d.section, d.year`,
      args: [everything],
    })
  ).rows.map((row) => ({ section: String(row.section) as SearchSectionId, year: nullableNumber(row.year), count: Number(row.count) }));

  const total = totalCount(facets, filters);
  const totalPages = Math.max(1, Math.ceil(total / filters.pageSize));
  const page = Number.isInteger(filters.page) && filters.page >= 1 && filters.page <= totalPages ? filters.page : 1;
  if (total === 0) return { hits: [], total, page, totalPages, facets };

  const scope = [...base];
  if (filters.section !== null) scope.push(scopeToken.section(filters.section));
  if (filters.year !== null) scope.push(scopeToken.year(filters.year));
  const result = await client.execute({
    sql: `SELECT d.id, d.section, d.title, d.detail, d.date, d.year, d.quarter, d.document_url, d.page_path
      FROM search_index JOIN search_documents d ON d.id = search_index.rowid
      WHERE search_index MATCH ?
      ORDER BY ROUND(bm25(search_index, ${WEIGHTS}), 6), d.newest_key DESC, d.id
      LIMIT ? OFFSET ?`,
    args: [ftsMatchExpression(filters.terms, COLUMNS, scope), filters.pageSize, (page - 1) * filters.pageSize],
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
  return { hits, total, page, totalPages, facets };
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
