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
import type { InvestorEvent } from '@/lib/feeds/investor-calendar';
import { toGregorianYear, yearOf } from '@/lib/format/date';
import { documentYear } from '@/lib/selectors/documents';
import { meetingType, meetingYear } from '@/lib/selectors/meetings';
import type { PageId } from '@/lib/site-map';

/** Years from `newest` down to `oldest`, newest first: yearsDescending(2025, 2021) → [2025, ..., 2021]. */
export function yearsDescending(newest: number, oldest: number): number[] {
  return Array.from({ length: Math.max(0, newest - oldest + 1) }, (_, index) => newest - index);
}

/** Where a list's year options come from. */
export type YearRule =
  /** Fixed options, newest first, and the year shown without ?year=. */
  | { from: 'fixed'; years: readonly number[]; defaultYear: number }
  /**
   * The fixed options plus every later year that already has items, so scheduled events stay
   * reachable in the table and not only in the highlighted card.
   */
  | { from: 'fixed-and-later'; years: readonly number[]; defaultYear: number }
  /** The years that have items, newest first; the newest is the default; `fallbackYear` alone when there are none. */
  | { from: 'data'; fallbackYear: number };

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

/** SPEC §9: "2025 to 2021, default 2025", shared by most lists. */
const SPEC_YEARS = { years: yearsDescending(2025, 2021), defaultYear: 2025 } as const;

/** SPEC §9: analyst reports cover five Buddhist-era years from 2568 back; URL and data keep the Gregorian year. */
const ANALYSIS_NEWEST_YEAR = toGregorianYear(2568);

/**
 * Every list page's settings (SPEC §9 and the decisions where it is silent), read by the pages, their
 * canonical URLs, the sitemap and the tests. Page sizes the spec leaves open are noted per entry.
 */
export const listRegistry: { [K in ListPageId]: ListEntry<ListItems[K]> } = {
  newsSet: {
    years: { from: 'fixed', ...SPEC_YEARS },
    pageSize: 10,
    searchable: true,
    read: { yearOf: (item) => yearOf(item.new_set_date), titleOf: (item) => item.new_set_title },
  },
  /**
   * Press releases: SPEC §9 names 2019 as the default, but that shows an old year (or nothing) once
   * newer releases exist, so the default is the newest year that has items; 2019 only when there are
   * none. No page size in the spec: 10, as for exchange announcements.
   */
  newsMedia: {
    years: { from: 'data', fallbackYear: 2019 },
    pageSize: 10,
    read: { yearOf: (item) => yearOf(item.publish_date_news_medias) },
  },
  newsPrint: {
    years: { from: 'fixed', years: yearsDescending(2024, 2020), defaultYear: 2024 },
    pageSize: 5,
    read: { yearOf: (item) => yearOf(item.publish_date_news_clippings) },
  },
  newsElectronic: {
    years: { from: 'fixed', years: [2024], defaultYear: 2024 },
    pageSize: 5,
    read: { yearOf: (item) => yearOf(item.publish_date_ad_electronic) },
  },
  /** The whole year on one page, as SPEC §2 shows it: a year table. */
  calendar: {
    years: { from: 'fixed-and-later', ...SPEC_YEARS },
    read: { yearOf: (event) => yearOf(event.date) },
  },
  /** SPEC §9 gives no page size; nine fills three rows of the desktop grid. */
  activity: {
    years: { from: 'fixed', ...SPEC_YEARS },
    pageSize: 9,
    read: { yearOf: (item) => yearOf(item.activity_date) },
  },
  /** SPEC §9 gives no page size; ten rows as for the exchange announcements. */
  securitiesAnalysis: {
    years: { from: 'fixed', years: yearsDescending(ANALYSIS_NEWEST_YEAR, ANALYSIS_NEWEST_YEAR - 4), defaultYear: ANALYSIS_NEWEST_YEAR },
    pageSize: 10,
    read: { yearOf: (item) => yearOf(item.securities_analysis_date) },
  },
  financialStatements: { years: { from: 'fixed', ...SPEC_YEARS }, read: { yearOf: documentYear } },
  financialDescription: { years: { from: 'fixed', ...SPEC_YEARS }, read: { yearOf: documentYear } },
  shareholderMeeting: {
    years: { from: 'fixed', ...SPEC_YEARS },
    typed: true,
    read: { yearOf: meetingYear, typeOf: meetingType },
  },
};

export function isListPage(page: PageId): page is ListPageId {
  return Object.hasOwn(listRegistry, page);
}
