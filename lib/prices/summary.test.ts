import { periodSummary, priceRows } from './summary';
import type { PriceDay } from './types';

const day = (
  date: string,
  open: number,
  high: number,
  low: number,
  close: number,
  volume: number,
  value: number | null = volume * close,
): PriceDay => ({
  date,
  open,
  high,
  low,
  close,
  volume,
  value,
});

// Thursday 2025-01-02 to Friday 2025-01-31, trading days only.
const days = [
  day('2025-01-02', 2.0, 2.04, 1.98, 2.02, 1000, 2020),
  day('2025-01-14', 2.1, 2.2, 2.06, 2.18, 3000, 6540),
  day('2025-01-17', 2.2, 2.24, 2.14, 2.16, 2000, 4320),
  day('2025-01-20', 2.16, 2.3, 2.12, 2.28, 4000, 9120),
  day('2025-01-24', 2.28, 2.32, 2.08, 2.1, 5000, 10500),
  day('2025-01-31', 2.12, 2.26, 2.1, 2.22, 6000, 13320),
];

describe('the summary rows', () => {
  it('sums the 2 weeks after 2025-01-17 up to the end date: first open, extremes, last close, totals, change', () => {
    expect(periodSummary(days, '2025-01-31', 2)).toEqual({
      from: '2025-01-20',
      to: '2025-01-31',
      open: 2.16,
      high: 2.32,
      low: 2.08,
      close: 2.22,
      volume: 15000,
      value: 32940,
      // Against the close of 2025-01-17, the trading day before the period.
      change: 0.06,
      changePercent: (0.06 / 2.16) * 100,
    });
  });

  it('takes the 4 weeks after 2025-01-03, and ends on the last day on or before the end date', () => {
    const summary = periodSummary(days, '2025-01-31', 4)!;
    expect(summary).toMatchObject({
      from: '2025-01-14',
      to: '2025-01-31',
      open: 2.1,
      high: 2.32,
      low: 2.06,
      close: 2.22,
      volume: 20000,
    });
    expect(summary.change).toBe(0.2);
    expect(periodSummary(days, '2025-01-30', 2)).toMatchObject({ from: '2025-01-14', to: '2025-01-24', close: 2.1 });
  });

  it('has no value total when a day has none, and no change without an earlier day', () => {
    const withUnknown = days.map((d, index) => (index === 5 ? { ...d, value: null } : d));
    expect(periodSummary(withUnknown, '2025-01-31', 2)!.value).toBeNull();
    expect(periodSummary(days.slice(3), '2025-01-31', 2)).toMatchObject({ change: null, changePercent: null });
    expect(periodSummary(days, '2024-12-31', 2)).toBeNull();
  });

  it('lists the range newest first with each day’s change against the previous close', () => {
    const rows = priceRows(days, '2025-01-17', '2025-01-24');
    expect(rows.map((row) => [row.date, row.change])).toEqual([
      ['2025-01-24', -0.18],
      ['2025-01-20', 0.12],
      ['2025-01-17', -0.02],
    ]);
  });
});
