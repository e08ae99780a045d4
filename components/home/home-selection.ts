import type { FinancialDocument, Meeting, NewsClipping, OneReport, SetNews } from '@/lib/contract';
import { arrangeList, latestDocument, latestOfList, newestMeetingDocument } from '@/lib/lists';

export const HOME_CLIPPING_COUNT = 3;
export const HOME_SET_NEWS_COUNT = 4;

/** A list call's result: the data, or false when the call failed. */
type Loaded<T> = readonly T[] | false;

const list = <T>(loaded: Loaded<T>): readonly T[] => (loaded === false ? [] : loaded);

export interface HomeDocuments {
  statement?: FinancialDocument;
  analysis?: FinancialDocument;
  meeting?: Meeting;
  oneReport?: OneReport;
}

/** The latest-documents block: highest year then quarter; the newest meeting document; the last One Report. */
export function homeDocuments(loaded: {
  statements: Loaded<FinancialDocument>;
  analyses: Loaded<FinancialDocument>;
  meetings: Loaded<Meeting>;
  oneReports: Loaded<OneReport>;
}): HomeDocuments {
  return {
    statement: latestDocument(list(loaded.statements)),
    analysis: latestDocument(list(loaded.analyses)),
    // Not the brief's "list index 91", which fitted only its data (docs/product.md, Decisions beyond the brief).
    meeting: newestMeetingDocument(list(loaded.meetings)),
    oneReport: latestOfList(list(loaded.oneReports)),
  };
}

/** The three latest print clippings, newest first, as their list page orders them. */
export function homeClippings(clippings: Loaded<NewsClipping>): NewsClipping[] {
  return arrangeList('newsPrint', list(clippings)).slice(0, HOME_CLIPPING_COUNT);
}

/** The last four exchange announcements (the newest, as the backend lists them oldest first), newest first, as their list page orders them. */
export function homeSetNews(news: Loaded<SetNews>): SetNews[] {
  return arrangeList('newsSet', list(news)).slice(0, HOME_SET_NEWS_COUNT);
}
