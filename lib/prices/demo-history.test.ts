import { isTradingDay } from './dates';
import { demoHistoryStart, demoPriceHistory } from './demo-history';
import { isOnTick } from './tick-size';

import type { DividendEvent } from './dividend-events';

const end = { date: '2026-11-20', open: 2.3, high: 2.38, low: 2.28, close: 2.34, volume: 12_845_600, priorClose: 2.3 };
// A cash dividend and a 10:1 stock dividend within the history.
const dividends: DividendEvent[] = [
  { exDate: '2024-05-07', kind: 'stock', existingShares: 10, dividendShares: 1 },
  { exDate: '2025-08-26', kind: 'cash', perShare: 0.16 },
];
const history = demoPriceHistory(end, demoHistoryStart(end.date), dividends);

describe('demoPriceHistory', () => {
  it('covers about six years of trading days, oldest first, ending on the quote', () => {
    expect(history[0].date).toBe('2020-11-20');
    expect(history.length).toBeGreaterThan(1400);
    expect(history.at(-1)).toEqual({
      ...end,
      priorClose: undefined,
      value: 29_994_476,
    } as unknown as (typeof history)[number]);
    expect(history.at(-2)?.close).toBe(2.3);
    for (let i = 1; i < history.length; i += 1) expect(history[i - 1].date < history[i].date).toBe(true);
  });

  it('has no weekend or holiday, every price on its tick, consistent highs and lows, lots of 100 shares', () => {
    for (const day of history) {
      const { date, open, high, low, close, volume, value } = day;
      const problems = [
        !isTradingDay(date) && 'not a trading day',
        ![open, high, low, close].every(isOnTick) && 'off tick',
        !(high >= Math.max(open, close) && low <= Math.min(open, close) && low > 0) && 'high/low',
        !(Number.isInteger(volume) && volume > 0 && volume % 100 === 0) && 'volume',
        !(value !== null && value >= volume * low - 0.01 && value <= volume * high + 0.01) && 'value',
      ].filter(Boolean);
      expect([date, problems]).toEqual([date, []]);
    }
  });

  it('is the same every time, and a longer history extends it without changing it', () => {
    expect(demoPriceHistory(end, demoHistoryStart(end.date), dividends)).toEqual(history);
    const tenYears = demoPriceHistory(end, '2016-11-21', dividends);
    expect(tenYears.length).toBeGreaterThan(2400);
    expect(tenYears.slice(-history.length)).toEqual(history);
  });

  it('raises the close before a cash ex-date by the dividend and before a stock dividend by its dilution', () => {
    const closeOn = (date: string) => history.find((day) => day.date === date)!.close;
    // 10:1 stock dividend on 7 May 2024: the day before closed about 11/10 of the ex-date's price.
    expect(closeOn('2024-05-03') / closeOn('2024-05-07')).toBeGreaterThan(1.02);
    // 0.16 baht on 26 August 2025: the day before closed higher.
    expect(closeOn('2025-08-25')).toBeGreaterThan(closeOn('2025-08-26'));
  });
});
