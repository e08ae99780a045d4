import { routing, type Locale } from '@/lib/i18n';
import { companyFactsOf, seedCompanyRow } from '@/lib/facts';
import { documentsOfList, INDEXED_CALLS, sitePageDocuments, type IndexedCall } from '@/lib/search/documents';
import type { SearchDocument } from '@/lib/search-engine';
import { BACKEND_CALLS, type BackendCall, type CallItem, checkList } from '@/lib/contract';
import { contentTable, readContentRows, EMBEDDED_ORIGIN, writeIndexSources, type IndexedSource } from '@/lib/backend';

/**
 * Builds the site search index from the lists of the backend and the site's own pages. The lists
 * are read by a ListReader: the embedded tables here, a remote backend's replies in ./site-search.ts. A
 * list that fails to load keeps the documents it had, so a failing backend keeps the last good index.
 * Unmarked by 'server-only': `npm run db:seed` rebuilds the embedded index with it.
 */

/** Reads one list fresh (never from a cache), checked item by item; false when it failed. */
export type ListReader = <K extends IndexedCall | 'company'>(
  call: K,
  locale: Locale | undefined,
) => Promise<CallItem<K>[] | false>;

export interface IndexReport {
  /** Sources rewritten because their documents changed, e.g. 'setNews:th'. */
  changed: string[];
  /** Sources whose list failed to load: their last documents are kept. */
  failed: string[];
  /** Documents the sources read now hold. */
  documents: number;
}

/** The sources of one list: one per language; a call without lang is read once and indexed in both. */
async function sourcesOfList(
  call: IndexedCall,
  read: ListReader,
): Promise<{ sources: IndexedSource[]; failed: string[] }> {
  const sources: IndexedSource[] = [];
  const failed: string[] = [];
  const add = (locale: Locale, items: readonly CallItem<IndexedCall>[] | false) => {
    const source = `${call}:${locale}`;
    if (items === false) failed.push(source);
    else sources.push({ source, documents: documentsOfList(call, items, locale) });
  };
  if (BACKEND_CALLS[call].lang) {
    const replies = await Promise.all(routing.locales.map((locale) => read(call, locale)));
    routing.locales.forEach((locale, index) => add(locale, replies[index]));
  } else {
    const items = await read(call, undefined);
    for (const locale of routing.locales) add(locale, items);
  }
  return { sources, failed };
}

/** Reads every list (in parallel) and writes what changed into the index of the origin. */
export async function buildSearchIndex(origin: string, read: ListReader): Promise<IndexReport> {
  const lists = await Promise.all(INDEXED_CALLS.map((call) => sourcesOfList(call, read)));
  // The pages' descriptions name the company as its facts do now; the seed's when they cannot be read.
  const companies = await Promise.all(
    routing.locales.map(async (locale) => {
      const rows = await read('company', locale);
      return companyFactsOf((rows && rows[0]) || seedCompanyRow(locale));
    }),
  );
  const pageSources: IndexedSource[] = routing.locales.map((locale, index) => ({
    source: `pages:${locale}`,
    documents: sitePageDocuments(locale, companies[index]),
  }));
  const sources = [...lists.flatMap((list) => list.sources), ...pageSources];
  const changed = await writeIndexSources(origin, sources);
  return {
    changed,
    failed: lists.flatMap((list) => list.failed),
    documents: sources.reduce((sum, source) => sum + source.documents.length, 0),
  };
}

/** The embedded backend's lists, read from its tables with the same checks as its replies. */
export function storedListReader(): ListReader {
  return async (call, locale) => {
    const entry: BackendCall = BACKEND_CALLS[call];
    try {
      const rows = await readContentRows(contentTable(entry), entry.lang ? (locale === 'en' ? 'en' : 'th') : undefined);
      return checkList(call, entry.check, rows) as CallItem<typeof call>[];
    } catch (error) {
      console.error(`[search] reading ${call} failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  };
}

/** Rebuilds the embedded backend's index from its tables (after a seed, in the server's job). */
export function buildEmbeddedSearchIndex(): Promise<IndexReport> {
  return buildSearchIndex(EMBEDDED_ORIGIN, storedListReader());
}

export type { SearchDocument };
