import quarterlyResults from '@/data/seed/quarterly-results.json';
import transcripts from '@/data/seed/results-transcripts.json';
import { getKeyFinancials, KEY_FINANCIAL_YEARS } from '@/lib/content';
import type { QuarterlyResult } from '@/lib/contract';
import { annualSum, newestFirst, quarterSlug, transcriptAnchor } from './quarters';

/**
 * The demonstration quarters (data/seed/quarterly-results.json) agree with the key-financials page
 * (lib/content/key-financials.ts): a year's four quarters sum to its figures.
 */
const results = quarterlyResults as QuarterlyResult[];
const keyFinancials = getKeyFinancials('en', [...KEY_FINANCIAL_YEARS]);
const annual = (id: string, year: number) => {
  const row = keyFinancials.tables.flatMap((table) => table.rows).find((entry) => entry.id === id)!;
  return row.values[keyFinancials.years.indexOf(year as (typeof KEY_FINANCIAL_YEARS)[number])]!;
};

describe('the demonstration quarters', () => {
  it('cover at least eight quarters in a row up to the latest', () => {
    const slugs = newestFirst(results).map((row) => quarterSlug({ year: row.year, quarter: row.quarter as 1 }));
    expect(slugs.length).toBeGreaterThanOrEqual(8);
    expect(slugs.slice(0, 9)).toEqual(['2025-q3', '2025-q2', '2025-q1', '2024-q4', '2024-q3', '2024-q2', '2024-q1', '2023-q4', '2023-q3']);
  });

  const fullYears = KEY_FINANCIAL_YEARS.filter((year) => annualSum(results, year) !== null);

  it('hold at least two full years of the key financials', () => {
    expect(fullYears).toEqual([2023, 2024]);
  });

  it.each(fullYears)('sum to the key financials of %i', (year) => {
    const sum = annualSum(results, year)!;
    expect(sum.totalRevenue).toBe(annual('totalRevenue', year));
    expect(sum.salesRevenue).toBe(annual('salesRevenue', year));
    expect(sum.grossProfit).toBe(annual('salesRevenue', year) - annual('costOfSales', year));
    expect(sum.netProfit).toBe(annual('netProfit', year));
    // The year's margin and EPS as the page shows them, to their 2 decimals.
    expect(Number(((sum.grossProfit / sum.salesRevenue) * 100).toFixed(2))).toBe(annual('grossProfitMargin', year));
    expect(Number(sum.eps.toFixed(2))).toBe(annual('earningsPerShare', year));
  });

  it('give each quarter an EPS of its net profit over the registered shares', () => {
    const shares = annual('registeredShares', 2024);
    for (const row of results) expect(row.eps).toBeCloseTo((row.net_profit * 1000) / shares, 4);
  });

  it('have webcasts on the privacy-enhanced host for the last four quarters, and one transcript in both languages', () => {
    expect(newestFirst(results).slice(0, 4).every((row) => row.webcast_link?.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    const quarters = new Set(transcripts.map((row) => `${row.year}-q${row.quarter}`));
    expect([...quarters]).toEqual(['2025-q3']);
    const th = transcripts.filter((row) => row.lang === 'th');
    const en = transcripts.filter((row) => row.lang === 'en');
    expect(th.length).toBeGreaterThanOrEqual(4);
    expect(th.map((row) => [row.seq, row.start_seconds])).toEqual(en.map((row) => [row.seq, row.start_seconds]));
    expect(new Set(en.map((row) => transcriptAnchor(row.start_seconds))).size).toBe(en.length);
  });
});
