import { cache } from 'react';
import {
  getActivities,
  getAnalysisExplanation,
  getCalendarEvents,
  getElectronicAds,
  getFinancialStatements,
  getMediaNews,
  getMeetings,
  getNewsClippings,
  getSecuritiesAnalyses,
  getSetNews,
} from '@/lib/backend';
import type { Locale } from '@/lib/i18n';
import { arrangeList, type ListCallItems } from './arrange';
import { canonicalQuery, listView, yearPageQueries, type ListView, type SearchParams } from './list-view';
import { listRegistry, type ListItems, type ListPageId } from './registry';

/** Each list page's backend call; the page arranges its items (./arrange). */
const calls: { [K in ListPageId]: (locale: Locale) => Promise<readonly ListCallItems[K][] | false> } = {
  newsSet: getSetNews,
  newsMedia: getMediaNews,
  newsPrint: () => getNewsClippings(),
  newsElectronic: getElectronicAds,
  calendar: getCalendarEvents,
  activity: () => getActivities(),
  securitiesAnalysis: () => getSecuritiesAnalyses(),
  financialStatements: getFinancialStatements,
  financialDescription: getAnalysisExplanation,
  shareholderMeeting: getMeetings,
};

/** A list page's items in the order the page shows them, or false when the call failed. */
async function loadArranged<K extends ListPageId>(page: K, locale: Locale): Promise<readonly ListItems[K][] | false> {
  const items = await (calls[page] as (locale: Locale) => Promise<readonly ListCallItems[K][] | false>)(locale);
  return items && arrangeList(page, items);
}

// One load per list and language in a request, shared by the page, generateMetadata and the sitemap.
const loadItems = cache((page: ListPageId, locale: Locale) => loadArranged(page, locale));

// One instant per request, so a page and its metadata agree on the current year across a midnight.
const requestTime = cache(() => new Date());

export interface LoadedList<T> {
  /** Every item of the list, in display order; empty when the call failed. */
  items: readonly T[];
  /** The state the URL shows and what it shows. */
  view: ListView<T>;
}

/** A list page's data and the state its URL shows: the page renders it, its metadata canonicalizes to it. */
export async function loadList<K extends ListPageId>(page: K, locale: Locale, params: SearchParams): Promise<LoadedList<ListItems[K]>> {
  const items = ((await loadItems(page, locale)) || []) as readonly ListItems[K][];
  return { items, view: listView(listRegistry[page], params, items, requestTime()) };
}

/** The query of a list page's canonical URL for the given query ('' for the list's default state). */
export async function canonicalListQuery<K extends ListPageId>(page: K, locale: Locale, params: SearchParams): Promise<string> {
  const { items } = await loadList(page, locale, {});
  return canonicalQuery(listRegistry[page], params, items, requestTime());
}

/** The queries of a list page's year pages, for the sitemap. */
export async function listYearPageQueries<K extends ListPageId>(page: K, locale: Locale): Promise<string[]> {
  const { items } = await loadList(page, locale, {});
  return yearPageQueries(listRegistry[page], items, requestTime());
}
