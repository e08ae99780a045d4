import annualFigures from '@/data/seed/annual-figures.json';
import seed from '@/data/seed/dividends.json';
import quarterlyResults from '@/data/seed/quarterly-results.json';
import type { AnnualFigures, Dividend, QuarterlyResult } from '@/lib/contract';
import { figureBook, yearOf } from '@/lib/figures';
import { dividendCalendarEvents, dividendEntries, reportingPeriod } from './dividends';

const rows = seed as Dividend[];
const entries = dividendEntries(rows);

describe('the demonstration dividend history', () => {
  it('has a cash amount or a stock ratio per row, some dates not set yet, newest first', () => {
    for (const entry of entries) {
      if (entry.type === 'cash') expect(typeof entry.dividendPerShare).toBe('number');
      else
        expect(entry.dividendPerShare).toEqual({
          existingShares: expect.any(Number),
          dividendShares: expect.any(Number),
        });
    }
    expect(entries.some((entry) => entry.exDividendDate === null)).toBe(true);
    expect(entries.some((entry) => entry.decisionDate === null)).toBe(true);
    const ends = entries.map((entry) => entry.periodEnd);
    expect(ends).toEqual([...ends].sort().reverse());
  });

  it('words each operating period in the reader’s language', () => {
    expect(reportingPeriod(entries[0], 'en')).toBe('1 Jul 2025 – 30 Sept 2025');
    expect(reportingPeriod(entries[0], 'th')).toBe('1 ก.ค. 2568 – 30 ก.ย. 2568');
  });

  it('keeps the dividend policy: each complete year pays at least 40 percent of its net profit', () => {
    const book = figureBook(quarterlyResults as QuarterlyResult[], annualFigures as AnnualFigures[]);
    for (const year of [2023, 2024]) {
      const figures = yearOf(book, year)!.figures;
      const perShare = entries
        .filter((entry) => entry.periodEnd.startsWith(String(year)))
        .reduce((sum, entry) => sum + (typeof entry.dividendPerShare === 'number' ? entry.dividendPerShare : 0), 0);
      expect([year, (perShare * figures.shares!) / 1000 / figures.netProfit!]).toEqual([year, expect.any(Number)]);
      expect((perShare * figures.shares!) / 1000 / figures.netProfit!).toBeGreaterThanOrEqual(0.4);
    }
  });

  it('leaves out an amount not given', () => {
    expect(
      dividendEntries([
        { position: 1, dividend_type: 'stock', period_start: '2026-01-01', period_end: '2026-06-30' },
      ])[0].dividendPerShare,
    ).toBeNull();
  });
});

describe('the dividends in the investor calendar', () => {
  const words = {
    exDate: (amount: string) => `XD: ${amount}`,
    payment: (amount: string) => `Paid: ${amount}`,
    detail: (type: 'cash' | 'stock', period: string) => `${type} for ${period}`,
    amount: (entry: { dividendPerShare: unknown }) =>
      typeof entry.dividendPerShare === 'number' ? `${entry.dividendPerShare} baht` : 'ratio',
  };

  it('gives each dividend its ex-date and payment date that are set, none for a date not set', () => {
    const events = dividendCalendarEvents(entries, words, 'en');
    expect(events.filter((event) => event.publish_date_calendar_investor.startsWith('2025'))).toEqual([
      {
        title_calendar_investor: 'XD: 0.16 baht',
        detail_ad_calendar_investor: 'cash for 1 Jan 2025 – 30 Jun 2025',
        publish_date_calendar_investor: '2025-08-26',
      },
      {
        title_calendar_investor: 'Paid: 0.16 baht',
        detail_ad_calendar_investor: 'cash for 1 Jan 2025 – 30 Jun 2025',
        publish_date_calendar_investor: '2025-09-10',
      },
      {
        title_calendar_investor: 'XD: 0.17 baht',
        detail_ad_calendar_investor: 'cash for 1 Jul 2024 – 31 Dec 2024',
        publish_date_calendar_investor: '2025-05-06',
      },
      {
        title_calendar_investor: 'Paid: 0.17 baht',
        detail_ad_calendar_investor: 'cash for 1 Jul 2024 – 31 Dec 2024',
        publish_date_calendar_investor: '2025-05-22',
      },
    ]);
    // The interim dividend of 2025 has no exchange dates yet: no event.
    expect(
      events.some(
        (event) =>
          event.title_calendar_investor === 'XD: 0.09 baht' && event.publish_date_calendar_investor.startsWith('2025'),
      ),
    ).toBe(false);
    expect(events).toHaveLength(14);
  });
});
