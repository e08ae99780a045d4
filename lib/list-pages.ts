import { FINANCIAL_DOCUMENT_YEARS, DEFAULT_FINANCIAL_DOCUMENT_YEAR } from '@/components/financial/financial-documents-view';
import { DEFAULT_MEETING_YEAR, MEETING_YEARS } from '@/components/meetings/meeting-page-view';
import { yearsDescending } from '@/components/lists/list-page';
import { ELECTRONIC_ADS, PRINT_NEWS, SET_NEWS } from '@/components/news/news-settings';
import { toGregorianYear } from '@/lib/format/date';
import type { PageId } from '@/lib/site-map';

/** The URL state a list page keeps in its canonical URL and offers as sitemap entries. */
export interface ListPageSpec {
  /** Offered years, newest first; undefined when the years come from the data (press releases). */
  years?: readonly number[];
  /** The year shown without ?year=, left out of canonical URLs. */
  defaultYear?: number;
  /** Whether the list has ?page=. */
  paged: boolean;
  /** Whether the list has ?type= (meeting types). */
  typed?: boolean;
}

/** SPEC §9: the activity list, 2025 back to 2021, default 2025. */
export const ACTIVITY_YEARS = yearsDescending(2025, 2021);
export const DEFAULT_ACTIVITY_YEAR = 2025;

/** SPEC §9: securities analyses, five Buddhist-era years from 2568 (2025) back; the newest is the default. */
export const SECURITIES_ANALYSIS_YEARS = yearsDescending(toGregorianYear(2568), toGregorianYear(2568) - 4);

/** SPEC §9: the investor calendar, 2025 back to 2021, default 2025 (later years with events are added from the data). */
export const CALENDAR_YEARS = yearsDescending(2025, 2021);
export const DEFAULT_CALENDAR_YEAR = 2025;

export const listPages: Partial<Record<PageId, ListPageSpec>> = {
  newsSet: { years: SET_NEWS.years, defaultYear: SET_NEWS.defaultYear, paged: true },
  newsMedia: { paged: true },
  newsPrint: { years: PRINT_NEWS.years, defaultYear: PRINT_NEWS.defaultYear, paged: true },
  newsElectronic: { years: ELECTRONIC_ADS.years, defaultYear: ELECTRONIC_ADS.defaultYear, paged: true },
  calendar: { years: CALENDAR_YEARS, defaultYear: DEFAULT_CALENDAR_YEAR, paged: false },
  activity: { years: ACTIVITY_YEARS, defaultYear: DEFAULT_ACTIVITY_YEAR, paged: true },
  securitiesAnalysis: { years: SECURITIES_ANALYSIS_YEARS, defaultYear: SECURITIES_ANALYSIS_YEARS[0], paged: true },
  financialStatements: { years: FINANCIAL_DOCUMENT_YEARS, defaultYear: DEFAULT_FINANCIAL_DOCUMENT_YEAR, paged: false },
  financialDescription: { years: FINANCIAL_DOCUMENT_YEARS, defaultYear: DEFAULT_FINANCIAL_DOCUMENT_YEAR, paged: false },
  shareholderMeeting: { years: MEETING_YEARS, defaultYear: DEFAULT_MEETING_YEAR, paged: false, typed: true },
};

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/**
 * The query a list page's canonical URL keeps: its year (unless it is the default) and its page
 * (unless it is 1), plus the meeting type; search text and anything unknown are dropped, so every
 * spelling of one list state shares one canonical URL.
 */
export function canonicalListSearch(page: PageId, searchParams: SearchParams): string {
  const spec = listPages[page];
  if (!spec) return '';
  const search = new URLSearchParams();
  const year = first(searchParams.year);
  if (/^\d{4}$/.test(year) && Number(year) !== spec.defaultYear && (!spec.years || spec.years.includes(Number(year)))) {
    search.set('year', year);
  }
  const type = first(searchParams.type);
  if (spec.typed && /^\d{1,2}$/.test(type) && Number(type) > 0) search.set('type', String(Number(type)));
  const pageNumber = first(searchParams.page);
  if (spec.paged && /^\d{1,4}$/.test(pageNumber) && Number(pageNumber) > 1) search.set('page', String(Number(pageNumber)));
  return search.toString();
}
