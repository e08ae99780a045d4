import type { AnnualFigures, QuarterlyResult } from '@/lib/contract';
import { INPUTS, quarterPeriods, yearPeriods, type Input, type Inputs, type QuarterNumber } from './periods';
import { computedFigures, type ComputedMetric } from './ratios';

/** Every figure the site shows of a period: the entered ones and those computed from them. */
export type Metric = Input | ComputedMetric;

export type Figures = Readonly<Record<Metric, number | null>>;

export interface QuarterFigures {
  year: number;
  quarter: QuarterNumber;
  figures: Figures;
}

export interface YearFigures {
  year: number;
  figures: Figures;
  /** Whether audited annual figures were entered for the year (each of them wins over its quarters'). */
  annual: boolean;
}

/** The company's figures: every stored quarter and every complete year, oldest first. */
export interface FigureBook {
  quarters: readonly QuarterFigures[];
  years: readonly YearFigures[];
}

function withComputed(inputs: Inputs, computed: Record<ComputedMetric, number | null>): Figures {
  const entered = Object.fromEntries(INPUTS.map((input) => [input, inputs[input] ?? null])) as Record<
    Input,
    number | null
  >;
  return { ...entered, ...computed };
}

/**
 * The figure book of the quarters and the annual figures; `yearEndPrices` (baht, by year) give the
 * market figures of each year (market capitalisation, P/E, P/BV), which are N/A without them.
 */
export function figureBook(
  results: readonly QuarterlyResult[],
  annuals: readonly AnnualFigures[],
  yearEndPrices: ReadonlyMap<number, number> = new Map(),
): FigureBook {
  const quarterly = quarterPeriods(results);
  const yearly = yearPeriods(quarterly, annuals);
  return {
    quarters: quarterly.map((period, index) => {
      const previous = quarterly[index - 1];
      const adjacent = previous && previous.year * 4 + previous.quarter === period.year * 4 + period.quarter - 1;
      return {
        year: period.year,
        quarter: period.quarter,
        figures: withComputed(
          period.inputs,
          computedFigures(period.inputs, {
            before: adjacent ? previous.inputs : undefined,
            reportedEps: period.reportedEps,
          }),
        ),
      };
    }),
    years: yearly.map((period) => {
      const before = yearly.find((other) => other.year === period.year - 1);
      return {
        year: period.year,
        annual: period.annual,
        figures: withComputed(
          period.inputs,
          computedFigures(period.inputs, { before: before?.inputs, price: yearEndPrices.get(period.year) ?? null }),
        ),
      };
    }),
  };
}

/** A year's figures, if the year is complete. */
export function yearOf(book: FigureBook, year: number): YearFigures | undefined {
  return book.years.find((entry) => entry.year === year);
}

/** A quarter's figures, if it is stored. */
export function quarterOf(book: FigureBook, year: number, quarter: number): QuarterFigures | undefined {
  return book.quarters.find((entry) => entry.year === year && entry.quarter === quarter);
}

/** The latest `count` complete years, oldest first. */
export function latestYears(book: FigureBook, count: number): YearFigures[] {
  return count > 0 ? book.years.slice(-count) : [];
}

/** The latest `count` quarters, oldest first. */
export function latestQuarters(book: FigureBook, count: number): QuarterFigures[] {
  return count > 0 ? book.quarters.slice(-count) : [];
}
