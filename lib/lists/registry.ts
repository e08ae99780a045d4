import type {
  Activity,
  ElectronicAd,
  FinancialDocument,
  MediaNews,
  Meeting,
  NewsClipping,
  SecuritiesAnalysis,
  SetNews,
} from '@/lib/backend';
import type { InvestorEvent } from '@/lib/lists/investor-calendar';
import { toGregorianYear, yearOf } from '@/lib/format';
import { documentYear } from '@/lib/lists/latest-documents';
import { meetingType, meetingYear } from '@/lib/lists/meeting-fields';
import type { PageId } from '@/lib/site';

/** Years from `newest` down to `oldest`, newest first: yearsDescending(2025, 2021) → [2025, ..., 2021]. */
export function yearsDescending(newest: number, oldest: number): number[] {
  return Array.from({ length: Math.max(0, newest - oldest + 1) }, (_, index) => newest - index);
}

/**
 * Where a list's year options come from. The years the spec names were the years of its data when it
 * was written; fixed, they would leave every newer item off its list. So each list offers the years
 * from the newest one that has an item (or, for a list of scheduled items, the current Bangkok year if
 * later) down to the oldest the spec names, and opens on the newest year that has items. Both are
 * worked out from the data and a clock at each render (./list-view.ts: offeredYears); nothing here
 * needs a rebuild when the year turns or an item of a new year is published.
 */
export interface YearRule {
  /** The years the spec names, always offered: its newest (the default of an empty list) and its oldest. */
  spec: { readonly newest: number; readonly oldest: number };
  /**
   * The list holds scheduled items (the calendar): the current year is offered before it has items,
   * and later years with scheduled items do not take the default from the current one.
   */
  scheduled?: boolean;
  /** Years older than the spec's oldest are offered too, down to the oldest year that has items. */
  olderFromData?: boolean;
}

/** How the list state reads an item of the list. */
export interface ItemReader<T> {
  /** The Gregorian year the item is filed under; null or undefined when unreadable (never shown). */
  yearOf: (item: T) => number | null | undefined;
  /** The text ?q= searches, for a searchable list. */
  titleOf?: (item: T) => string | null | undefined;
  /** The meeting type, for a typed list. */
  typeOf?: (item: T) => number | null;
}

/** One list page: what its URL may hold (?year=, ?page=, ?type=, ?q=) and how its items are read. */
export interface ListEntry<T> {
  years: YearRule;
  /** Items per page; without it the year's items are one page and ?page= is ignored. */
  pageSize?: number;
  /** ?type=: one tab per meeting type of the year. */
  typed?: boolean;
  /** ?q=: the title search. */
  searchable?: boolean;
  read: ItemReader<T>;
}

/** The items of each list page, as the pages and the list state read them. */
export interface ListItems {
  newsSet: SetNews;
  newsMedia: MediaNews;
  newsPrint: NewsClipping;
  newsElectronic: ElectronicAd;
  calendar: InvestorEvent;
  activity: Activity;
  securitiesAnalysis: SecuritiesAnalysis;
  financialStatements: FinancialDocument;
  financialDescription: FinancialDocument;
  shareholderMeeting: Meeting;
}

export type ListPageId = keyof ListItems;

/** The spec's "2025 to 2021, default 2025", shared by most lists; newer years follow the data. */
const SPEC_YEARS = { newest: 2025, oldest: 2021 } as const;

/** Analyst reports: five Buddhist-era years from 2568 back in the spec; URL and data keep the Gregorian year. */
const ANALYSIS_NEWEST_YEAR = toGregorianYear(2568);

/**
 * Every list page's settings (the spec's business constants, and the decisions where it is silent),
 * read by the pages, their canonical URLs, the sitemap, the feeds, the search index's links and the
 * tests. Page sizes the spec leaves open are noted per entry. The years are the spec's as its oldest
 * and its empty-list default; newer years follow the data (docs/decisions/010-list-years-follow-the-data.md).
 */
export const listRegistry: { [K in ListPageId]: ListEntry<ListItems[K]> } = {
  newsSet: {
    years: { spec: SPEC_YEARS },
    pageSize: 10,
    searchable: true,
    read: { yearOf: (item) => yearOf(item.new_set_date), titleOf: (item) => item.new_set_title },
  },
  /**
   * Press releases: the spec takes their years from the data and names 2019 as the default, which is
   * the rule of every list here: the newest year that has items, 2019 only when there are none. Older
   * years that have releases stay offered. No page size in the spec: 10, as for exchange announcements.
   */
  newsMedia: {
    years: { spec: { newest: 2019, oldest: 2019 }, olderFromData: true },
    pageSize: 10,
    read: { yearOf: (item) => yearOf(item.publish_date_news_medias) },
  },
  newsPrint: {
    years: { spec: { newest: 2024, oldest: 2020 } },
    pageSize: 5,
    read: { yearOf: (item) => yearOf(item.publish_date_news_clippings) },
  },
  newsElectronic: {
    years: { spec: { newest: 2024, oldest: 2024 } },
    pageSize: 5,
    read: { yearOf: (item) => yearOf(item.publish_date_ad_electronic) },
  },
  /** The whole year on one page, as the spec shows it: a year table. Events are scheduled ahead. */
  calendar: {
    years: { spec: SPEC_YEARS, scheduled: true },
    read: { yearOf: (event) => yearOf(event.date) },
  },
  /** The spec gives no page size; nine fills three rows of the desktop grid. */
  activity: {
    years: { spec: SPEC_YEARS },
    pageSize: 9,
    read: { yearOf: (item) => yearOf(item.activity_date) },
  },
  /** The spec gives no page size; ten rows as for the exchange announcements. */
  securitiesAnalysis: {
    years: { spec: { newest: ANALYSIS_NEWEST_YEAR, oldest: ANALYSIS_NEWEST_YEAR - 4 } },
    pageSize: 10,
    read: { yearOf: (item) => yearOf(item.securities_analysis_date) },
  },
  financialStatements: { years: { spec: SPEC_YEARS }, read: { yearOf: documentYear } },
  financialDescription: { years: { spec: SPEC_YEARS }, read: { yearOf: documentYear } },
  shareholderMeeting: {
    years: { spec: SPEC_YEARS },
    typed: true,
    read: { yearOf: meetingYear, typeOf: meetingType },
  },
};

export function isListPage(page: PageId): page is ListPageId {
  return Object.hasOwn(listRegistry, page);
}
