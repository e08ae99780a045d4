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
import { investorEvents } from '@/lib/feeds/investor-calendar';
import type { DateInput } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/routing';
import { inQuarterOrder } from '@/lib/selectors/documents';
import { newestFirst } from '@/lib/selectors/list-state';
import { canonicalQuery, listView, yearPageQueries, type ListView, type SearchParams } from './list-view';
import { listRegistry, type ListItems, type ListPageId } from './registry';

/** A list call's items in the order the page shows them, or false when the call failed. */
type Loaded<T> = readonly T[] | false;

const byDateNewestFirst =
  <T>(dateOf: (item: T) => DateInput) =>
  (items: readonly T[] | false): Loaded<T> =>
    items && newestFirst(items, dateOf);

/** Each list page's backend call and the order its rows read in. */
const loaders: { [K in ListPageId]: (locale: Locale) => Promise<Loaded<ListItems[K]>> } = {
  newsSet: (locale) => getSetNews(locale).then(byDateNewestFirst((item) => item.new_set_date)),
  newsMedia: (locale) => getMediaNews(locale).then(byDateNewestFirst((item) => item.publish_date_news_medias)),
  newsPrint: () => getNewsClippings().then(byDateNewestFirst((item) => item.publish_date_news_clippings)),
  newsElectronic: (locale) => getElectronicAds(locale).then(byDateNewestFirst((item) => item.publish_date_ad_electronic)),
  // A calendar reads forwards: events in date order.
  calendar: async (locale) => {
    const events = await getCalendarEvents(locale);
    return events && newestFirst(investorEvents(events), (event) => event.date).reverse();
  },
  activity: () => getActivities().then(byDateNewestFirst((item) => item.activity_date)),
  securitiesAnalysis: () => getSecuritiesAnalyses().then(byDateNewestFirst((item) => item.securities_analysis_date)),
  financialStatements: async (locale) => {
    const list = await getFinancialStatements(locale);
    return list && inQuarterOrder(list);
  },
  financialDescription: async (locale) => {
    const list = await getAnalysisExplanation(locale);
    return list && inQuarterOrder(list);
  },
  // Meeting documents keep the backend's order.
  shareholderMeeting: (locale) => getMeetings(locale),
};

// One load per list and language in a request, shared by the page, generateMetadata and the sitemap.
const loadItems = cache((page: ListPageId, locale: Locale) => loaders[page](locale));

export interface LoadedList<T> {
  /** Every item of the list, in display order; empty when the call failed. */
  items: readonly T[];
  /** The state the URL shows and what it shows. */
  view: ListView<T>;
}

/** A list page's data and the state its URL shows: the page renders it, its metadata canonicalizes to it. */
export async function loadList<K extends ListPageId>(page: K, locale: Locale, params: SearchParams): Promise<LoadedList<ListItems[K]>> {
  const items = ((await loadItems(page, locale)) || []) as readonly ListItems[K][];
  return { items, view: listView(listRegistry[page], params, items) };
}

/** The query of a list page's canonical URL for the given query ('' for the list's default state). */
export async function canonicalListQuery<K extends ListPageId>(page: K, locale: Locale, params: SearchParams): Promise<string> {
  const { items } = await loadList(page, locale, {});
  return canonicalQuery(listRegistry[page], params, items);
}

/** The queries of a list page's year pages, for the sitemap. */
export async function listYearPageQueries<K extends ListPageId>(page: K, locale: Locale): Promise<string[]> {
  const { items } = await loadList(page, locale, {});
  return yearPageQueries(listRegistry[page], items);
}
