import { displayYear } from '@/lib/format';
import type { Locale } from '@/lib/i18n';

/**
 * The options of a year select: the value stays Gregorian in the URL, the label is the reader's year
 * (2568 in Thai). Built on the server, so the client YearFilter ships no date code.
 */
export function yearSelectOptions(years: readonly number[], locale: Locale): { value: number; label: string }[] {
  return years.map((year) => ({ value: year, label: displayYear(year, locale) }));
}
