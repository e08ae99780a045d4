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
import type { DateInput } from '@/lib/format';
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

const byDateNewestFirst =
  <T>(dateOf: (item: T) => DateInput) =>
  (items: readonly T[]): T[] =>
    newestFirst(items, dateOf);

/**
 * The order each list page reads its call's items in. The page (list-data.ts) and the search index's
 * links to the page an item shows on (lib/search) both arrange the items here, so they agree.
 */
const arrangements: { [K in ListPageId]: (items: readonly ListCallItems[K][]) => ListItems[K][] } = {
  newsSet: byDateNewestFirst((item) => item.new_set_date),
  newsMedia: byDateNewestFirst((item) => item.publish_date_news_medias),
  newsPrint: byDateNewestFirst((item) => item.publish_date_news_clippings),
  newsElectronic: byDateNewestFirst((item) => item.publish_date_ad_electronic),
  // A calendar reads forwards: events in date order.
  calendar: (events) => newestFirst(investorEvents(events), (event) => event.date).reverse(),
  activity: byDateNewestFirst((item) => item.activity_date),
  securitiesAnalysis: byDateNewestFirst((item) => item.securities_analysis_date),
  financialStatements: inQuarterOrder,
  financialDescription: inQuarterOrder,
  // Meeting documents keep the backend's order.
  shareholderMeeting: (items) => [...items],
};

/** A list page's items in the order the page shows them. */
export function arrangeList<K extends ListPageId>(page: K, items: readonly ListCallItems[K][]): ListItems[K][] {
  return (arrangements[page] as (items: readonly ListCallItems[K][]) => ListItems[K][])(items);
}
