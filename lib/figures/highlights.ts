import { latestQuarters, latestYears, type FigureBook } from './book';
import type { Input } from './periods';

/**
 * The home page's charts (SPEC: growth of net profit and total income over five years; income,
 * profit, presale and backlog by quarter and by year), read from the figure book in million baht.
 */

export type HighlightMetric = 'income' | 'profit' | 'presale' | 'backlog';

export const HIGHLIGHT_METRICS: readonly HighlightMetric[] = ['income', 'profit', 'presale', 'backlog'];

/** The figure each highlight shows. */
const HIGHLIGHT_INPUTS: Readonly<Record<HighlightMetric, Input>> = {
  income: 'totalRevenue',
  profit: 'netProfit',
  presale: 'presales',
  backlog: 'backlog',
};

/** How many of the latest quarters and complete years the charts show. */
export const HIGHLIGHT_QUARTER_COUNT = 5;
export const HIGHLIGHT_YEAR_COUNT = 5;

export interface YearFigure {
  year: number;
  /** Million baht; null where the figure is not available. */
  value: number | null;
}

export interface QuarterFigure {
  year: number;
  quarter: 1 | 2 | 3 | 4;
  value: number | null;
}

export interface HighlightSeries {
  /** Complete years, oldest first: flows are the year's total, backlog is at year end. */
  yearly: YearFigure[];
  /** Quarters, oldest first: backlog is at quarter end. */
  quarterly: QuarterFigure[];
}

/** Thousand baht to million baht. */
export const toMillion = (thousand: number | null): number | null => (thousand === null ? null : thousand / 1000);

/** A highlight's series: the latest quarters and complete years. */
export function highlightSeries(
  book: FigureBook,
  metric: HighlightMetric,
  years = HIGHLIGHT_YEAR_COUNT,
  quarters = HIGHLIGHT_QUARTER_COUNT,
): HighlightSeries {
  const input = HIGHLIGHT_INPUTS[metric];
  return {
    yearly: latestYears(book, years).map((entry) => ({ year: entry.year, value: toMillion(entry.figures[input]) })),
    quarterly: latestQuarters(book, quarters).map((entry) => ({
      year: entry.year,
      quarter: entry.quarter,
      value: toMillion(entry.figures[input]),
    })),
  };
}

/** The growth charts: net profit and total income of the latest five complete years. */
export function growthSeries(book: FigureBook): Record<'netProfit' | 'totalIncome', YearFigure[]> {
  return { netProfit: highlightSeries(book, 'profit').yearly, totalIncome: highlightSeries(book, 'income').yearly };
}

/** Total revenue and net profit (million baht) of the given years, for the key-financials chart and its download. */
export function incomeAndProfit(
  book: FigureBook,
  years: readonly number[],
): { year: number; totalRevenue: number | null; netProfit: number | null }[] {
  return years.map((year) => {
    const entry = book.years.find((candidate) => candidate.year === year);
    return {
      year,
      totalRevenue: toMillion(entry?.figures.totalRevenue ?? null),
      netProfit: toMillion(entry?.figures.netProfit ?? null),
    };
  });
}

/**
 * The financial-data call's reply (SPEC: fetched, not displayed), as the embedded backend derives it:
 * each complete year's total revenue, net profit, presales and backlog, in million baht.
 */
export function financialDataPoints(book: FigureBook): { year: number; metric: string; value: number | null }[] {
  const metrics = [
    ['total_revenue', 'totalRevenue'],
    ['net_profit', 'netProfit'],
    ['presales', 'presales'],
    ['backlog', 'backlog'],
  ] as const;
  return book.years.flatMap((entry) =>
    metrics.map(([metric, input]) => ({ year: entry.year, metric, value: toMillion(entry.figures[input]) })),
  );
}
