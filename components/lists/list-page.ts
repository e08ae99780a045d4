import { displayYear, parseBangkokDate, type DateInput } from '@/lib/format/date';
import type { LocaleParams } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import type { SearchParamValue } from '@/lib/selectors/list-state';

/** Props Next hands a list page: the locale segment and the query (?year=, ?page=, ?q=). */
export interface ListPageProps extends LocaleParams {
  searchParams: Promise<Record<string, SearchParamValue>>;
}

/** A list's year options: settings of SPEC §9 with the page size it shows. */
export interface YearListSettings {
  pageSize: number;
  /** Offered years, newest first. */
  years: readonly number[];
  defaultYear: number;
}

/** Years from `newest` down to `oldest`, newest first: yearsDescending(2025, 2021) → [2025, ..., 2021]. */
export function yearsDescending(newest: number, oldest: number): number[] {
  return Array.from({ length: Math.max(0, newest - oldest + 1) }, (_, index) => newest - index);
}

/** Options of a year select: the value stays Gregorian in the URL, the label is the reader's year. */
export function yearSelectOptions(years: readonly number[], locale: Locale): { value: number; label: string }[] {
  return years.map((year) => ({ value: year, label: displayYear(year, locale) }));
}

/** The items sorted newest first by date; undated items go last; ties keep the backend's order. */
export function newestFirst<T>(items: readonly T[], getDate: (item: T) => DateInput): T[] {
  const time = (item: T) => parseBangkokDate(getDate(item))?.getTime() ?? Number.NEGATIVE_INFINITY;
  return items
    .map((item, index) => ({ item, index, time: time(item) }))
    .sort((a, b) => (b.time === a.time ? a.index - b.index : b.time > a.time ? 1 : -1))
    .map(({ item }) => item);
}
