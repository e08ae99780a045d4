import annualFigures from '@/data/seed/annual-figures.json';
import quarterlyResults from '@/data/seed/quarterly-results.json';
import transcripts from '@/data/seed/results-transcripts.json';
import majorShareholders from '@/data/seed/major-shareholders.json';
import { seedCompanyFacts } from '@/lib/testing/company-facts';
import type { AnnualFigures, QuarterlyResult } from '@/lib/contract';
import { figureBook, keyFinancials, yearOf } from '@/lib/figures';
import { newestFirst, quarterSlug, transcriptAnchor } from './quarters';

/**
 * The demonstration figures agree with themselves (docs/results.md, The figures): one set of quarters
 * (data/seed/quarterly-results.json) and the audited years before them (annual-figures.json), from
 * which every page derives its figures.
 */
const results = quarterlyResults as QuarterlyResult[];
const annuals = annualFigures as AnnualFigures[];
const book = figureBook(results, annuals);

describe('the demonstration figures', () => {
  it('cover at least eight quarters in a row up to the latest', () => {
    const slugs = newestFirst(results).map((row) => quarterSlug({ year: row.year, quarter: row.quarter as 1 }));
    expect(slugs.length).toBeGreaterThanOrEqual(8);
    expect(slugs.slice(0, 9)).toEqual([
      '2025-q3',
      '2025-q2',
      '2025-q1',
      '2024-q4',
      '2024-q3',
      '2024-q2',
      '2024-q1',
      '2023-q4',
      '2023-q3',
    ]);
  });

  it('make five complete years, 2020 to 2024: three audited, two summed from their quarters; 2025 is not one yet', () => {
    expect(book.years.map((entry) => [entry.year, entry.annual])).toEqual([
      [2020, true],
      [2021, true],
      [2022, true],
      [2023, false],
      [2024, false],
    ]);
  });

  it('give the published key figures of 2024 (thousand baht)', () => {
    const year = yearOf(book, 2024)!.figures;
    expect(year.totalRevenue).toBe(14_530_914);
    expect(year.netProfit).toBe(1_862_145);
    expect(year.salesRevenue).toBe(14_216_830);
    expect(year.costOfSales).toBe(9_310_442);
    expect(year.totalExpenses).toBe(12_219_563);
    expect(year.totalAssets).toBe(44_905_372);
    expect(year.equity).toBe(19_787_276);
  });

  it('balance: assets are liabilities plus equity in every period', () => {
    for (const period of [...book.quarters, ...book.years]) {
      const { totalAssets, totalLiabilities, equity } = period.figures;
      expect([period.year, totalAssets]).toEqual([period.year, totalLiabilities! + equity!]);
    }
  });

  it('compute the ratios of the years shown from their inputs, as published', () => {
    const data = keyFinancials(book, seedCompanyFacts('en').parValueBaht);
    const shown = Object.fromEntries(
      data.tables
        .flatMap((table) => table.rows)
        .map((row) => [
          row.id,
          row.values.map((value) => (value === null ? null : Number(value.toFixed(row.decimals)))),
        ]),
    );
    expect(data.years).toEqual([2022, 2023, 2024]);
    expect(shown.returnOnEquity).toEqual([9.85, 9.63, 9.66]);
    expect(shown.returnOnAssets).toEqual([4.21, 4.18, 4.25]);
    expect(shown.grossProfitMargin).toEqual([35.01, 34.48, 34.51]);
    expect(shown.netProfitMargin).toEqual([12.53, 12.56, 12.82]);
    expect(shown.debtToEquity).toEqual([1.33, 1.28, 1.27]);
    // The audited statements of 2022 gave no interest-bearing debt: N/A, as the page shows it.
    expect(shown.interestBearingDebtToEquity).toEqual([null, 0.83, 0.81]);
    expect(shown.earningsPerShare).toEqual([0.67, 0.71, 0.76]);
    expect(shown.bookValuePerShare).toEqual([7.03, 7.64, 8.07]);
  });

  it('hold the registered shares of the company facts until 2025, and the register’s total at its date', () => {
    const facts = seedCompanyFacts('en');
    for (const year of [2020, 2021, 2022, 2023, 2024])
      expect(yearOf(book, year)!.figures.shares).toBe(facts.registeredShares);
    // The register of major shareholders is of the third quarter's end of 2025: the same shares.
    const register = majorShareholders[0];
    expect(register.as_of).toBe('2025-09-30');
    expect(book.quarters.find((entry) => entry.year === 2025 && entry.quarter === 3)!.figures.shares).toBe(
      register.total_shares,
    );
  });

  it('store each quarter’s EPS as its net profit over its shares, to four decimals', () => {
    for (const row of results) expect(row.eps).toBe(Number(((row.net_profit * 1000) / row.shares!).toFixed(4)));
  });

  it('have webcasts on the privacy-enhanced host for the last four quarters, and one transcript in both languages', () => {
    expect(
      newestFirst(results)
        .slice(0, 4)
        .every((row) => row.webcast_link?.startsWith('https://www.youtube-nocookie.com/embed/')),
    ).toBe(true);
    const quarters = new Set(transcripts.map((row) => `${row.year}-q${row.quarter}`));
    expect([...quarters]).toEqual(['2025-q3']);
    const th = transcripts.filter((row) => row.lang === 'th');
    const en = transcripts.filter((row) => row.lang === 'en');
    expect(th.length).toBeGreaterThanOrEqual(4);
    expect(th.map((row) => [row.seq, row.start_seconds])).toEqual(en.map((row) => [row.seq, row.start_seconds]));
    expect(new Set(en.map((row) => transcriptAnchor(row.start_seconds))).size).toBe(en.length);
  });
});
