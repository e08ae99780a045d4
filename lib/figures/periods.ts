import type { AnnualFigures, QuarterlyResult } from '@/lib/contract';

/**
 * The company's figures by period, from their one source (docs/results.md, The figures): the quarters
 * the IR team publishes (the quarterly results) and, for a year, its audited annual figures where they
 * are entered. Pure: the pages, the downloads, the data pack and the tests share it.
 */

/** Figures over a period: a year's is its quarters' sum. */
export const FLOW_INPUTS = [
  'totalRevenue',
  'salesRevenue',
  'grossProfit',
  'netProfit',
  'presales',
  'totalExpenses',
] as const;
/** Figures at a period's end: a year's is its fourth quarter's. */
export const BALANCE_INPUTS = [
  'backlog',
  'totalAssets',
  'totalLiabilities',
  'equity',
  'interestBearingDebt',
  'shares',
] as const;

export type FlowInput = (typeof FLOW_INPUTS)[number];
export type BalanceInput = (typeof BALANCE_INPUTS)[number];
export type Input = FlowInput | BalanceInput;

/** A period's entered figures: amounts in thousand baht, `shares` a count; a figure not entered is absent. */
export type Inputs = Partial<Record<Input, number>>;

/** The backend's column of each input. */
export const INPUT_COLUMNS: Readonly<Record<Input, keyof AnnualFigures & keyof QuarterlyResult>> = {
  totalRevenue: 'total_revenue',
  salesRevenue: 'sales_revenue',
  grossProfit: 'gross_profit',
  netProfit: 'net_profit',
  presales: 'presales',
  totalExpenses: 'total_expenses',
  backlog: 'backlog',
  totalAssets: 'total_assets',
  totalLiabilities: 'total_liabilities',
  equity: 'equity',
  interestBearingDebt: 'interest_bearing_debt',
  shares: 'shares',
};

/** Every input, the flows first. */
export const INPUTS: readonly Input[] = [...FLOW_INPUTS, ...BALANCE_INPUTS];

/** The inputs of a quarter's or a year's row. */
export function inputsOf(row: QuarterlyResult | AnnualFigures): Inputs {
  const inputs: Inputs = {};
  for (const input of INPUTS) {
    const value = row[INPUT_COLUMNS[input]];
    if (typeof value === 'number' && Number.isFinite(value)) inputs[input] = value;
  }
  return inputs;
}

export type QuarterNumber = 1 | 2 | 3 | 4;

export interface QuarterPeriod {
  year: number;
  quarter: QuarterNumber;
  inputs: Inputs;
  /** The backend's EPS, where it sends one: used only when the quarter's shares are not known. */
  reportedEps?: number;
}

export interface YearPeriod {
  year: number;
  inputs: Inputs;
  /** Where the figures come from: the entered annual figures (each wins), the quarters, or both. */
  annual: boolean;
}

const order = (period: { year: number; quarter: number }) => period.year * 4 + period.quarter;

/** The quarters, oldest first, one per quarter (a repeated one keeps its first row). */
export function quarterPeriods(results: readonly QuarterlyResult[]): QuarterPeriod[] {
  const seen = new Set<number>();
  return [...results]
    .filter((row) => (seen.has(order(row)) ? false : (seen.add(order(row)), true)))
    .sort((a, b) => order(a) - order(b))
    .map((row) => ({
      year: row.year,
      quarter: row.quarter as QuarterNumber,
      inputs: inputsOf(row),
      ...(row.eps !== undefined ? { reportedEps: row.eps } : {}),
    }));
}

/**
 * The complete years, oldest first: a year whose fourth quarter is published, or that has annual
 * figures. A flow is the annual figure, else the sum of the year's four quarters (none when one lacks
 * it); a balance is the annual figure, else the fourth quarter's. A partial year is never a year.
 */
export function yearPeriods(quarters: readonly QuarterPeriod[], annuals: readonly AnnualFigures[]): YearPeriod[] {
  const years = new Set<number>([
    ...quarters.filter((period) => period.quarter === 4).map((period) => period.year),
    ...annuals.map((row) => row.year),
  ]);
  return [...years]
    .sort((a, b) => a - b)
    .map((year) => {
      const annualRow = annuals.find((row) => row.year === year);
      const entered = annualRow ? inputsOf(annualRow) : {};
      const ofYear = ([1, 2, 3, 4] as const).map((quarter) =>
        quarters.find((period) => period.year === year && period.quarter === quarter),
      );
      const inputs: Inputs = {};
      for (const input of FLOW_INPUTS) {
        const values = ofYear.map((period) => period?.inputs[input]);
        const summed = values.every((value) => value !== undefined)
          ? values.reduce((total, value) => total! + value!, 0)
          : undefined;
        const value = entered[input] ?? summed;
        if (value !== undefined) inputs[input] = value;
      }
      for (const input of BALANCE_INPUTS) {
        const value = entered[input] ?? ofYear[3]?.inputs[input];
        if (value !== undefined) inputs[input] = value;
      }
      return { year, inputs, annual: Boolean(annualRow) };
    });
}
