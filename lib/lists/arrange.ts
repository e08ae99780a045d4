import type {
  Activity,
  CalendarEvent,
  ElectronicAd,
  FinancialDocument,
  MediaNews,
  Meeting,
  NewsClipping,
  SecuritiesAnalysis,
  SetNews,
} from '@/lib/contract';
import { investorEvents } from '@/lib/lists/investor-calendar';
import { parseBangkokDate, type DateInput } from '@/lib/format';
import { inQuarterOrder } from '@/lib/lists/latest-documents';
import { newestFirst } from '@/lib/lists/list-state';
import type { ListItems, ListPageId } from './registry';

/** The items of each list page's backend call, as the call replies. */
export interface ListCallItems {
  newsSet: SetNews;
  newsMedia: MediaNews;
  newsPrint: NewsClipping;
  newsElectronic: ElectronicAd;
  calendar: CalendarEvent;
  activity: Activity;
  securitiesAnalysis: SecuritiesAnalysis;
  financialStatements: FinancialDocument;
  financialDescription: FinancialDocument;
  shareholderMeeting: Meeting;
}

/** How a call's reply runs: the order of its items that carry no time (lib/contract/calls.ts). */
type ReplyOrder = 'oldest first' | 'newest first';

/**
 * A date-sorted list, newest first. Items of one date come newest first too: by the time they were
 * published (`published_at`: an exchange announcement's SET release time, else the time it went
 * live), an item with a time before one without; then, for items without one (the seed's, a backend
 * that sends none), the newest row first, as the call's reply runs. A correction keeps its item's
 * time, and so its place.
 */
function newestFirstInDay<T extends { published_at?: string }>(dateOf: (item: T) => DateInput, reply: ReplyOrder) {
  return (items: readonly T[]): T[] => {
    const moment = (value: string | undefined) => (value ? Date.parse(value) : Number.NEGATIVE_INFINITY);
    return items
      .map((item, index) => ({ item, day: parseBangkokDate(dateOf(item))?.getTime() ?? Number.NEGATIVE_INFINITY, at: moment(item.published_at), row: reply === 'oldest first' ? index : -index }))
      .sort((a, b) => (b.day !== a.day ? (b.day > a.day ? 1 : -1) : b.at !== a.at ? (b.at > a.at ? 1 : -1) : b.row - a.row))
      .map(({ item }) => item);
  };
}

/**
 * The order each list page reads its call's items in. Everything that reads a list arranges its items
 * here, so they agree: the page and its pagination (list-data.ts), the home page's latest items, the
 * RSS feed, the search index's links to the page an item shows on (lib/search) and the sitemap's pages.
 */
const arrangements: { [K in ListPageId]: (items: readonly ListCallItems[K][]) => ListItems[K][] } = {
  newsSet: newestFirstInDay((item) => item.new_set_date, 'oldest first'),
  newsMedia: newestFirstInDay((item) => item.publish_date_news_medias, 'newest first'),
  newsPrint: newestFirstInDay((item) => item.publish_date_news_clippings, 'newest first'),
  newsElectronic: newestFirstInDay((item) => item.publish_date_ad_electronic, 'newest first'),
  // A calendar reads forwards: events in date order.
  calendar: (events) => newestFirst(investorEvents(events), (event) => event.date).reverse(),
  activity: newestFirstInDay((item) => item.activity_date, 'newest first'),
  securitiesAnalysis: newestFirstInDay((item) => item.securities_analysis_date, 'newest first'),
  financialStatements: inQuarterOrder,
  financialDescription: inQuarterOrder,
  // Meeting documents keep the backend's order.
  shareholderMeeting: (items) => [...items],
};

/** A list page's items in the order the page shows them. */
export function arrangeList<K extends ListPageId>(page: K, items: readonly ListCallItems[K][]): ListItems[K][] {
  return (arrangements[page] as (items: readonly ListCallItems[K][]) => ListItems[K][])(items);
}
