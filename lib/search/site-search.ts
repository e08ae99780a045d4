import 'server-only';
import {
  backendLang,
  backendMode,
  remoteJson,
  EMBEDDED_ORIGIN,
  readIndexState,
  readSearchWords,
  searchStoredIndex,
  type IndexWords,
  type SearchResults,
} from '@/lib/backend';
import { BACKEND_CALLS, type BackendCall, type CallItem, checkList } from '@/lib/contract';
import type { Locale } from '@/lib/i18n';
import {
  closestSpelling,
  expandInnerWords,
  prefixRange,
  THAI,
  thaiWords,
  type QueryTerm,
  type SearchQuery,
  type SearchSectionId,
  type Vocabulary,
} from '@/lib/search-engine';
import { countZeroSearch, runJobSoon, runningScheduler } from '@/lib/server/process-bridge.mjs';
import type { IndexedCall } from './documents';
import { buildEmbeddedSearchIndex, buildSearchIndex, type IndexReport, type ListReader } from './search-index';

/**
 * The site search through the one door to data. The index is a local SQLite file in both modes
 * (IR_DB_PATH's): the embedded backend indexes its tables; with a remote backend the index is built
 * from its lists by the 'search-index' job (lib/jobs), on a schedule and when POST /api/revalidate
 * asks, so a query never waits on the backend.
 */

/** The name of the job that rebuilds the index (lib/jobs/jobs.ts). */
export const SEARCH_INDEX_JOB = 'search-index';

/** Results per page of the search page. */
export const SEARCH_PAGE_SIZE = 10;

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A remote backend's lists, requested fresh (past the data cache: a revalidation must reach the index at once). */
function remoteListReader(baseUrl: string): ListReader {
  return async <K extends IndexedCall | 'company'>(
    call: K,
    locale: Locale | undefined,
  ): Promise<CallItem<K>[] | false> => {
    const entry: BackendCall = BACKEND_CALLS[call];
    try {
      const reply = await remoteJson(`${baseUrl}${entry.path}`, {
        query: entry.lang ? { lang: backendLang(locale) } : {},
      });
      return checkList(call, entry.check, reply) as CallItem<K>[];
    } catch (error) {
      console.error(`[search] reading ${entry.name} for the index failed: ${reason(error)}`);
      return false;
    }
  };
}

// One rebuild at a time in this process; the job's lease keeps other processes from running it at the same time.
let rebuilding: Promise<IndexReport | false> | null = null;

/**
 * Rebuilds the index of the current mode now: the embedded tables, or every list of the remote
 * backend (a list that fails keeps its last documents). False when the index could not be written.
 */
export function rebuildSearchIndex(): Promise<IndexReport | false> {
  rebuilding ??= (async () => {
    try {
      const mode = backendMode();
      const report =
        mode.kind === 'remote'
          ? await buildSearchIndex(mode.baseUrl, remoteListReader(mode.baseUrl))
          : await buildEmbeddedSearchIndex();
      if (report.failed.length > 0) console.error(`[search] kept the last index of ${report.failed.join(', ')}`);
      // The new build's words are read now, so that the next query does not wait for them (a failure
      // here is not the build's: the next query reads them again).
      const state = await readIndexState(currentOrigin());
      if (state)
        await indexWords(indexKey(currentOrigin(), state)).words.catch((error: unknown) =>
          console.error(`[search] reading the index's words failed: ${reason(error)}`),
        );
      return report;
    } catch (error) {
      console.error(`[search] rebuilding the index failed: ${reason(error)}`);
      return false;
    } finally {
      rebuilding = null;
    }
  })();
  return rebuilding;
}

/**
 * Asks for a rebuild soon (content changed: POST /api/revalidate): the job runs it when this process
 * runs jobs, else it runs here in the background. Never waits for it.
 */
export function requestSearchIndexRebuild(): void {
  if (runningScheduler()) runJobSoon(SEARCH_INDEX_JOB);
  else void rebuildSearchIndex();
}

/** What identifies one build of an origin's index: the words are read again when it changes. */
function indexKey(origin: string, state: { builtAt: string; sources: number }): string {
  return `${origin} ${state.builtAt} ${state.sources}`;
}

function currentOrigin(): string {
  const mode = backendMode();
  return mode.kind === 'remote' ? mode.baseUrl : EMBEDDED_ORIGIN;
}

// The index's words, read again when the index changed (its build time), for the ranking, the prefixes
// and the Thai inner words; with the expansions already made, so a query typed again scans nothing.
interface WordsCache {
  key: string;
  words: Promise<IndexWords>;
  thai: Promise<Vocabulary>;
  expansions: Map<string, QueryTerm>;
}
let wordsCache: WordsCache | null = null;
// Expansions kept per index build, at most (a bound on the memory strangers' queries can take).
const MAX_KEPT_EXPANSIONS = 1000;

function indexWords(key: string): WordsCache {
  if (wordsCache?.key !== key) {
    const loading = readSearchWords();
    const thai = loading.then(({ vocabulary }) => thaiWords(vocabulary));
    const entry = { key, words: loading, thai, expansions: new Map<string, QueryTerm>() };
    wordsCache = entry;
    // A failed read is forgotten (the next query reads again); a query awaiting it answers 'failed'.
    loading.catch(() => {
      if (wordsCache === entry) wordsCache = null;
    });
    // Awaited only by Thai queries: never an unhandled rejection, which would end the process.
    thai.catch(() => undefined);
  }
  return wordsCache;
}

/** The terms with each unknown Thai word also matching the index's words that hold it (suggest.ts). */
async function withInnerWords(cache: WordsCache, terms: readonly QueryTerm[]): Promise<QueryTerm[]> {
  if (!terms.some((term) => THAI.test(term.typed))) return [...terms];
  const vocabulary = await cache.thai;
  return terms.map((term) => {
    const id = JSON.stringify(term);
    let expanded = cache.expansions.get(id);
    if (!expanded) {
      [expanded] = expandInnerWords([term], vocabulary);
      if (cache.expansions.size < MAX_KEPT_EXPANSIONS) cache.expansions.set(id, expanded);
    }
    return expanded;
  });
}

/** Words a misspelt word is compared with, at most: of those beginning as it does (its first two characters), the nearest in sorted order. */
export const SPELLING_CANDIDATES = 4000;

/** The index's words near the query's own, for the closest spelling: never all of them (a miss costs the same at any size). */
export function spellingVocabulary(vocabulary: Vocabulary, terms: readonly QueryTerm[]): Vocabulary {
  const near = new Set<string>();
  for (const term of terms) {
    for (const word of [...term.exact, ...term.prefixes]) if (vocabulary.documents.has(word)) near.add(word);
    for (const prefix of term.prefixes) {
      const [first, end] = prefixRange(vocabulary, prefix);
      if (end > first) near.add(vocabulary.terms[first]);
    }
    const [first, end] = prefixRange(vocabulary, Array.from(term.typed).slice(0, 2).join(''));
    // Where the typed word would sort: a window around it, within the words that begin as it does.
    const [at] = prefixRange(vocabulary, term.typed);
    const from = Math.max(first, Math.min(at - SPELLING_CANDIDATES / 2, end - SPELLING_CANDIDATES));
    for (const word of vocabulary.terms.slice(from, Math.min(end, from + SPELLING_CANDIDATES))) near.add(word);
  }
  return { terms: [...near].sort(), documents: vocabulary.documents };
}

export interface SiteSearchRequest {
  locale: Locale;
  query: SearchQuery;
  section: SearchSectionId | null;
  year: number | null;
  page: number;
}

export type SiteSearch =
  | { status: 'ok'; results: SearchResults; query: SearchQuery; suggestion: string | null }
  /** A remote backend's index is being built for the first time. */
  | { status: 'building' }
  | { status: 'failed' };

/**
 * Searches the index in the page's language. The embedded index is built on the spot the first time
 * (local tables, a fraction of a second); a remote one never is: the page says it is being built.
 * Never throws: a failure is a state the page shows.
 */
export async function searchSite(request: SiteSearchRequest): Promise<SiteSearch> {
  try {
    const origin = currentOrigin();
    let state = await readIndexState(origin);
    if (state === null) {
      if (origin !== EMBEDDED_ORIGIN) {
        void rebuildSearchIndex();
        return { status: 'building' };
      }
      await rebuildSearchIndex();
      state = await readIndexState(origin);
      if (state === null) return { status: 'failed' };
    }
    const cache = indexWords(indexKey(origin, state));
    const terms = await withInnerWords(cache, request.query.terms);
    const words = await cache.words;
    const results = await searchStoredIndex(
      {
        origin,
        lang: request.locale,
        terms,
        section: request.section,
        year: request.year,
        page: request.page,
        pageSize: SEARCH_PAGE_SIZE,
      },
      words,
    );
    // Only when the query finds nothing at all: with results elsewhere, the section counts show the way.
    // A search that found nothing at all is a reading figure: its normalized query, by day (docs/newsroom.md).
    if (results.counts.found.count === 0 && request.page === 1 && request.section === null && request.year === null)
      countZeroSearch(request.query.text, request.locale);
    const suggestion =
      results.counts.found.count === 0 ? closestSpelling(terms, spellingVocabulary(words.vocabulary, terms)) : null;
    return { status: 'ok', results, query: { ...request.query, terms }, suggestion };
  } catch (error) {
    console.error(`[backend] searchSite failed: ${reason(error)}`);
    return { status: 'failed' };
  }
}
