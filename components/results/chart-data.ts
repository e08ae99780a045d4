import type { BarDatum } from '@/components/charts';
import type { QuarterlyResult } from '@/lib/backend';
import { displayYear } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { dataPackQuarters, type QuarterId } from '@/lib/results';

/**
 * How many quarters the chart draws: the quarter and the four before it, so the same quarter a year
 * before is in view. Nine (the data pack's) make the axis labels wrap at 360 px.
 */
export const CHART_QUARTERS = 5;

/**
 * The quarter page's chart (docs/results.md, "The quarter page"): total revenue and net profit, in
 * million baht, of the quarter and the four before it that are stored (of the data pack's), oldest
 * first; `label` gets the quarter and the two-digit year of the reader's era ('Q3/25', 'Q3/68').
 */
export function quarterChartBars(
  results: readonly QuarterlyResult[],
  id: QuarterId,
  locale: Locale,
  label: (quarter: number, shortYear: string) => string,
): BarDatum[] {
  return dataPackQuarters(results, id)
    .slice(0, CHART_QUARTERS)
    .reverse()
    .map((row) => ({
      label: label(row.quarter, displayYear(row.year, locale).slice(-2)),
      values: { totalRevenue: row.total_revenue / 1000, netProfit: row.net_profit / 1000 },
    }));
}
