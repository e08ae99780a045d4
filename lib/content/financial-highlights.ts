/**
 * Figures of the home page charts, in million baht. The company
 * is fictional; the figures are shaped like a mid-size Thai residential developer's.
 * Years are Gregorian; the pages show them in the Buddhist era in Thai.
 */

export type HighlightMetric = 'income' | 'profit' | 'presale' | 'backlog';

export const HIGHLIGHT_METRICS: readonly HighlightMetric[] = ['income', 'profit', 'presale', 'backlog'];

export interface YearFigure {
  year: number;
  value: number;
}

export interface QuarterFigure {
  year: number;
  quarter: 1 | 2 | 3 | 4;
  value: number;
}

export interface HighlightSeries {
  /** Full years, oldest first. Flows (income, profit, presale) are the year's total; backlog is at year end. */
  yearly: readonly YearFigure[];
  /** Quarters, oldest first. Backlog is at quarter end. */
  quarterly: readonly QuarterFigure[];
}

const quarters = (year: number, values: readonly number[]): QuarterFigure[] =>
  values.map((value, index) => ({ year, quarter: (index + 1) as QuarterFigure['quarter'], value }));

const years = (first: number, values: readonly number[]): YearFigure[] =>
  values.map((value, index) => ({ year: first + index, value }));

export const financialHighlights: Readonly<Record<HighlightMetric, HighlightSeries>> = {
  income: {
    yearly: years(2020, [12185, 12947, 13863, 14715, 15608]),
    quarterly: [...quarters(2024, [3487, 3922, 3913, 4286]), ...quarters(2025, [3702, 4015, 4168])],
  },
  profit: {
    yearly: years(2020, [1063, 1215, 1399, 1526, 1689]),
    quarterly: [...quarters(2024, [378, 421, 414, 476]), ...quarters(2025, [395, 438, 452])],
  },
  presale: {
    yearly: years(2020, [13420, 14850, 16230, 15980, 17450]),
    quarterly: [...quarters(2024, [3980, 4510, 4120, 4840]), ...quarters(2025, [4260, 4730, 4590])],
  },
  backlog: {
    yearly: years(2020, [6820, 7940, 9150, 8760, 10320]),
    quarterly: [...quarters(2024, [9120, 9540, 9880, 10320]), ...quarters(2025, [10610, 11050, 11290])],
  },
};

/** The growth charts of the home page: five years of net profit and total income. */
export const growthSeries: Readonly<Record<'netProfit' | 'totalIncome', readonly YearFigure[]>> = {
  netProfit: financialHighlights.profit.yearly,
  totalIncome: financialHighlights.income.yearly,
};

/** How many quarters the highlight charts show: the latest five. */
export const HIGHLIGHT_QUARTER_COUNT = 5;

/** The latest `count` quarters, oldest first. */
export function latestQuarters(figures: readonly QuarterFigure[], count = HIGHLIGHT_QUARTER_COUNT): QuarterFigure[] {
  return [...figures].sort((a, b) => a.year - b.year || a.quarter - b.quarter).slice(-count);
}
