import type { KeyIn } from '@/lib/i18n';
import { latestYears, yearOf, type FigureBook, type Metric } from './book';

/**
 * The three tables of the key-financials page (SPEC: financial data, ratios, statistics) and which
 * figure each row shows: every value comes from the figure book, so the page, its chart and its
 * downloads agree with the home page and the results hub. Labels are messages
 * (`FinancialInfo.rows.<id>`).
 */

export type KeyFinancialUnit = 'thousandBaht' | 'percent' | 'times' | 'shares' | 'baht' | 'bahtPerShare';

export type KeyFinancialTableId = 'financialData' | 'ratios' | 'statistics';

/** A row of the tables: its label is the message `FinancialInfo.rows.<id>`. */
export type KeyFinancialRowId = KeyIn<'FinancialInfo.rows'>;

/** How many of the latest complete years the page shows (SPEC: three). */
export const SHOWN_YEAR_COUNT = 3;

interface RowDefinition {
  id: KeyFinancialRowId;
  /** The figure the row shows; `parValue` is a company fact, given by the caller. */
  metric: Metric | 'parValue';
  unit: KeyFinancialUnit;
  /** Decimals shown in the table and the downloads. */
  decimals: number;
}

const row = (
  id: KeyFinancialRowId,
  metric: Metric | 'parValue',
  unit: KeyFinancialUnit,
  decimals: number,
): RowDefinition => ({ id, metric, unit, decimals });

const TABLES: Readonly<Record<KeyFinancialTableId, readonly RowDefinition[]>> = {
  financialData: [
    row('totalAssets', 'totalAssets', 'thousandBaht', 0),
    row('totalLiabilities', 'totalLiabilities', 'thousandBaht', 0),
    row('equity', 'equity', 'thousandBaht', 0),
    row('salesRevenue', 'salesRevenue', 'thousandBaht', 0),
    row('totalRevenue', 'totalRevenue', 'thousandBaht', 0),
    row('costOfSales', 'costOfSales', 'thousandBaht', 0),
    row('totalExpenses', 'totalExpenses', 'thousandBaht', 0),
    row('netProfit', 'netProfit', 'thousandBaht', 0),
  ],
  ratios: [
    row('returnOnEquity', 'returnOnEquity', 'percent', 2),
    row('returnOnAssets', 'returnOnAssets', 'percent', 2),
    row('grossProfitMargin', 'grossMargin', 'percent', 2),
    row('netProfitMargin', 'netMargin', 'percent', 2),
    row('debtToEquity', 'debtToEquity', 'times', 2),
    row('interestBearingDebtToEquity', 'interestBearingDebtToEquity', 'times', 2),
    row('assetTurnover', 'assetTurnover', 'times', 2),
  ],
  statistics: [
    row('registeredShares', 'shares', 'shares', 0),
    row('parValue', 'parValue', 'baht', 2),
    row('marketCapitalisation', 'marketCapitalisation', 'thousandBaht', 0),
    row('bookValuePerShare', 'bookValuePerShare', 'bahtPerShare', 2),
    row('earningsPerShare', 'eps', 'bahtPerShare', 2),
    row('priceToEarnings', 'priceToEarnings', 'times', 2),
    row('priceToBookValue', 'priceToBookValue', 'times', 2),
  ],
};

export const KEY_FINANCIAL_TABLE_IDS = Object.keys(TABLES) as KeyFinancialTableId[];

export interface KeyFinancialRow {
  id: KeyFinancialRowId;
  unit: KeyFinancialUnit;
  decimals: number;
  /** One value per year, in the order of {@link KeyFinancials.years}; null = not available (N/A). */
  values: (number | null)[];
}

export interface KeyFinancials {
  /** The years, Gregorian, oldest first: complete years only. */
  years: number[];
  tables: { id: KeyFinancialTableId; rows: KeyFinancialRow[] }[];
}

/**
 * The tables for the latest {@link SHOWN_YEAR_COUNT} complete years, or for the years asked (the
 * downloads hold every complete year). `parValue` is the company's par value in baht.
 */
export function keyFinancials(
  book: FigureBook,
  parValue: number | null,
  years: readonly number[] = latestYears(book, SHOWN_YEAR_COUNT).map((entry) => entry.year),
): KeyFinancials {
  const valueOf = (definition: RowDefinition, year: number) => {
    const entry = yearOf(book, year);
    if (!entry) return null;
    return definition.metric === 'parValue' ? parValue : entry.figures[definition.metric];
  };
  return {
    years: [...years],
    tables: KEY_FINANCIAL_TABLE_IDS.map((id) => ({
      id,
      rows: TABLES[id].map((definition) => ({
        id: definition.id,
        unit: definition.unit,
        decimals: definition.decimals,
        values: years.map((year) => valueOf(definition, year)),
      })),
    })),
  };
}
