import type { BarDatum } from '@/components/charts';
import type { QuarterFigure, YearFigure } from '@/lib/figures';
import { displayYear } from '@/lib/format';
import type { Locale } from '@/lib/i18n';

/** Bars of a yearly series, labelled by year (Buddhist era in Thai). */
export function yearlyBars(figures: readonly YearFigure[], locale: Locale, key = 'value'): BarDatum[] {
  return figures.map((figure) => ({ label: displayYear(figure.year, locale), values: { [key]: figure.value } }));
}

/** Bars of a quarterly series; `label` gets the quarter and the two-digit year of the reader's era ('Q3/24', 'Q3/67'). */
export function quarterlyBars(
  figures: readonly QuarterFigure[],
  locale: Locale,
  label: (quarter: number, shortYear: string) => string,
  key = 'value',
): BarDatum[] {
  return figures.map((figure) => ({
    label: label(figure.quarter, displayYear(figure.year, locale).slice(-2)),
    values: { [key]: figure.value },
  }));
}
