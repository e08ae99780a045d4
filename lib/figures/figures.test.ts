import type { AnnualFigures, QuarterlyResult } from '@/lib/contract';
import { computedFigures, figureBook, growthSeries, highlightSeries, keyFinancials, yearOf } from './index';

/** A quarter whose figures scale with `k`; balances as given. */
const quarter = (year: number, q: number, k = 1, extra: Partial<QuarterlyResult> = {}): QuarterlyResult => ({
  year,
  quarter: q,
  total_revenue: 1000 * k,
  sales_revenue: 900 * k,
  gross_profit: 300 * k,
  net_profit: 100 * k,
  results_date: `${year}-0${Math.min(q * 3, 9)}-15`,
  presales: 50 * k,
  backlog: 700 + q,
  total_assets: 4000 + q,
  total_liabilities: 2000 + q,
  equity: 2000,
  shares: 1_000_000,
  ...extra,
});

const full = (year: number) => [1, 2, 3, 4].map((q) => quarter(year, q, q));

describe('a year from its quarters and its annual figures', () => {
  it('sums the flows of its four quarters and takes the balances at its end', () => {
    const book = figureBook(full(2024), []);
    const year = yearOf(book, 2024)!;
    expect(year.figures.totalRevenue).toBe(10_000);
    expect(year.figures.netProfit).toBe(1000);
    expect(year.figures.presales).toBe(500);
    // Balances: the fourth quarter's.
    expect(year.figures.backlog).toBe(704);
    expect(year.figures.totalAssets).toBe(4004);
    expect(year.annual).toBe(false);
  });

  it('is no year until its fourth quarter is published, or its annual figures are entered', () => {
    const partial = figureBook([...full(2024), quarter(2025, 1), quarter(2025, 2), quarter(2025, 3)], []);
    expect(partial.years.map((entry) => entry.year)).toEqual([2024]);
    const audited = figureBook(full(2024), [{ year: 2023, total_revenue: 8000, net_profit: 700 }]);
    expect(audited.years.map((entry) => entry.year)).toEqual([2023, 2024]);
    expect(yearOf(audited, 2023)!.annual).toBe(true);
  });

  it('lets an entered annual figure win, everywhere, over the sum of the quarters', () => {
    const book = figureBook(full(2024), [{ year: 2024, net_profit: 1234 }]);
    const year = yearOf(book, 2024)!;
    expect(year.figures.netProfit).toBe(1234);
    // The others still come from the quarters; the ratios read the winner.
    expect(year.figures.totalRevenue).toBe(10_000);
    expect(year.figures.netMargin).toBeCloseTo(12.34);
    expect(growthSeries(book).netProfit.at(-1)!.value).toBeCloseTo(1.234);
  });

  it('leaves a flow out (N/A) when a quarter of the year lacks it', () => {
    const quarters = full(2024).map((row) => (row.quarter === 2 ? { ...row, presales: undefined } : row));
    expect(yearOf(figureBook(quarters, []), 2024)!.figures.presales).toBeNull();
  });
});

describe('the computed figures', () => {
  it('computes every ratio from its inputs, with averages of the balances over the year', () => {
    const figures = computedFigures(
      {
        totalRevenue: 14_530_914,
        salesRevenue: 14_216_830,
        grossProfit: 4_906_388,
        netProfit: 1_862_145,
        totalAssets: 44_905_372,
        totalLiabilities: 25_118_096,
        equity: 19_787_276,
        interestBearingDebt: 16_027_694,
        shares: 2_452_862_453,
      },
      { before: { equity: 18_751_661, totalAssets: 42_764_118 }, price: 2.54 },
    );
    expect(figures.returnOnEquity).toBeCloseTo(9.66, 2);
    expect(figures.returnOnAssets).toBeCloseTo(4.25, 2);
    expect(figures.assetTurnover).toBeCloseTo(0.33, 2);
    expect(figures.grossMargin).toBeCloseTo(34.51, 2);
    expect(figures.netMargin).toBeCloseTo(12.82, 2);
    expect(figures.debtToEquity).toBeCloseTo(1.27, 2);
    expect(figures.interestBearingDebtToEquity).toBeCloseTo(0.81, 2);
    expect(figures.costOfSales).toBe(9_310_442);
    expect(figures.eps).toBeCloseTo(0.7592, 4);
    expect(figures.bookValuePerShare).toBeCloseTo(8.07, 2);
    expect(figures.marketCapitalisation).toBeCloseTo(6_230_271, 0);
    expect(figures.priceToEarnings).toBeCloseTo(2.54 / figures.eps!, 6);
    expect(figures.priceToBookValue).toBeCloseTo(2.54 / figures.bookValuePerShare!, 6);
  });

  it('is N/A when an input is missing, and a market figure without a price', () => {
    const figures = computedFigures({ netProfit: 100 });
    for (const metric of [
      'returnOnEquity',
      'returnOnAssets',
      'grossMargin',
      'netMargin',
      'eps',
      'bookValuePerShare',
      'marketCapitalisation',
      'priceToEarnings',
      'debtToEquity',
      'costOfSales',
    ] as const) {
      expect([metric, figures[metric]]).toEqual([metric, null]);
    }
    expect(computedFigures({ netProfit: 100, shares: 1000, equity: 50 }, { price: null }).priceToBookValue).toBeNull();
  });

  it('gives no P/E for a loss, and takes the closing balance alone for a first year', () => {
    expect(computedFigures({ netProfit: -100, shares: 1000 }, { price: 5 }).priceToEarnings).toBeNull();
    expect(computedFigures({ netProfit: 100, equity: 1000 }).returnOnEquity).toBeCloseTo(10);
  });

  it('reads EPS from the shares, and the backend’s only when the shares are unknown', () => {
    expect(computedFigures({ netProfit: 100, shares: 400_000 }, { reportedEps: 9 }).eps).toBeCloseTo(0.25);
    expect(computedFigures({ netProfit: 100 }, { reportedEps: 9 }).eps).toBe(9);
  });
});

describe('the pages’ tables and series', () => {
  const annuals: AnnualFigures[] = [
    { year: 2021, total_revenue: 9000, net_profit: 800, equity: 1900, total_assets: 3900, shares: 1_000_000 },
  ];
  const book = figureBook(
    [...full(2022), ...full(2023), ...full(2024), quarter(2025, 1)],
    annuals,
    new Map([[2024, 2]]),
  );

  it('shows the latest three complete years on the key-financials page, N/A where a figure is missing', () => {
    const data = keyFinancials(book, 0.5);
    expect(data.years).toEqual([2022, 2023, 2024]);
    const rows = Object.fromEntries(data.tables.flatMap((table) => table.rows).map((row) => [row.id, row.values]));
    expect(rows.netProfit).toEqual([1000, 1000, 1000]);
    expect(rows.parValue).toEqual([0.5, 0.5, 0.5]);
    expect(rows.marketCapitalisation).toEqual([null, null, 2000]);
    expect(rows.interestBearingDebtToEquity).toEqual([null, null, null]);
    expect(keyFinancials(book, 0.5, [2021]).tables[0].rows.find((row) => row.id === 'netProfit')!.values).toEqual([
      800,
    ]);
  });

  it('gives the home page million baht: the latest five quarters and complete years', () => {
    const income = highlightSeries(book, 'income');
    expect(income.quarterly.map((entry) => `${entry.year}-${entry.quarter}`)).toEqual([
      '2024-1',
      '2024-2',
      '2024-3',
      '2024-4',
      '2025-1',
    ]);
    expect(income.yearly.map((entry) => entry.year)).toEqual([2021, 2022, 2023, 2024]);
    expect(income.yearly.at(-1)!.value).toBe(10);
    expect(highlightSeries(book, 'backlog').quarterly.at(-1)!.value).toBeCloseTo(0.701);
  });
});
