/** @jest-environment node */
import { getDatabase } from './db';
import { recordClosingPrice } from '@/lib/jobs/price-recorder';
import { hasPriceDay, importPriceDays, priceDayCounts, readPriceDays } from './stock-history';
import stockQuote from '@/data/seed/stock-quote.json';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('stock-history', { STOCK_API_URL: undefined }, engine);

  const quoteOf = (time: string, overrides: Partial<{ last: number; totalVolume: number }> = {}) => ({
    time,
    open: 2.3,
    high: 2.4,
    low: 2.28,
    last: 2.36,
    totalVolume: 1_500_000,
    ...overrides,
  });
  // Tuesday 24 November 2026, 18:00 in Bangkok: the day's session is over.
  const TUESDAY_EVENING = new Date('2026-11-24T11:00:00Z');

  describe('the demonstration history of the seed', () => {
    it('holds about six years of weekdays and ends on the stored quote with its close', async () => {
      const days = await readPriceDays('2000-01-01', '2100-01-01');
      expect(days.length).toBeGreaterThan(1400);
      const last = days[days.length - 1];
      expect(last).toMatchObject({ date: '2026-11-20', close: stockQuote.last, volume: stockQuote.totalVolume });
      expect(days.every((day) => ![0, 6].includes(new Date(`${day.date}T00:00:00Z`).getUTCDay()))).toBe(true);
      expect((await priceDayCounts()).demo).toBe(days.length);
    });
  });

  describe('the daily recorder', () => {
    it('records the closed day once; again, or on a day already stored, it reads no quote', async () => {
      const loadQuote = jest.fn(async () => quoteOf('2026-11-24T16:35:00+07:00'));
      expect(await recordClosingPrice({ now: TUESDAY_EVENING, loadQuote })).toEqual({
        status: 'recorded',
        day: '2026-11-24',
      });
      expect(await readPriceDays('2026-11-24', '2026-11-24')).toEqual([
        { date: '2026-11-24', open: 2.3, high: 2.4, low: 2.28, close: 2.36, volume: 1_500_000, value: null },
      ]);
      expect(await recordClosingPrice({ now: TUESDAY_EVENING, loadQuote })).toEqual({
        status: 'already-stored',
        day: '2026-11-24',
      });
      expect(loadQuote).toHaveBeenCalledTimes(1);
      // Sunday: the latest trading day is Friday the 20th, stored by the seed.
      expect(await recordClosingPrice({ now: new Date('2026-11-22T12:00:00Z'), loadQuote })).toEqual({
        status: 'already-stored',
        day: '2026-11-20',
      });
      expect(loadQuote).toHaveBeenCalledTimes(1);
    });

    it('records nothing before the close, from a stale quote, or without trading', async () => {
      // Wednesday 14:00 in Bangkok: the last closed day is Tuesday, already recorded.
      expect(
        await recordClosingPrice({
          now: new Date('2026-11-25T07:00:00Z'),
          loadQuote: async () => quoteOf('2026-11-25T14:00:00+07:00'),
        }),
      ).toEqual({
        status: 'already-stored',
        day: '2026-11-24',
      });
      const wednesdayEvening = new Date('2026-11-25T11:00:00Z');
      expect(
        await recordClosingPrice({
          now: wednesdayEvening,
          loadQuote: async () => quoteOf('2026-11-24T16:35:00+07:00'),
        }),
      ).toMatchObject({ status: 'skipped', reason: 'stale' });
      expect(
        await recordClosingPrice({
          now: wednesdayEvening,
          loadQuote: async () => quoteOf('2026-11-25T16:35:00+07:00', { totalVolume: 0 }),
        }),
      ).toMatchObject({ status: 'skipped', reason: 'no-trade' });
      expect(
        await recordClosingPrice({ now: wednesdayEvening, loadQuote: async () => Promise.reject(new Error('down')) }),
      ).toMatchObject({ status: 'skipped', reason: 'no-quote' });
      expect(await hasPriceDay('2026-11-25')).toBe(false);
    });

    it('stores a day once when two recorders run at the same time (two server processes)', async () => {
      const thursdayEvening = new Date('2026-11-26T11:00:00Z');
      const quote = async () => quoteOf('2026-11-26T16:35:00+07:00');
      const outcomes = await Promise.all([
        recordClosingPrice({ now: thursdayEvening, loadQuote: quote }),
        recordClosingPrice({ now: thursdayEvening, loadQuote: quote }),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['already-stored', 'recorded']);
      expect(await readPriceDays('2026-11-26', '2026-11-26')).toHaveLength(1);
    });
  });

  describe('importing', () => {
    const day = (date: string, close: number) => ({
      date,
      open: close,
      high: close,
      low: close,
      close,
      volume: 100,
      value: close * 100,
    });

    it('removes the demonstration history, adds days and replaces a re-imported day', async () => {
      const first = await importPriceDays([day('2025-01-30', 2), day('2026-11-24', 2.5)]);
      expect(first).toMatchObject({ added: 1, replaced: 1 });
      expect(first.demoRemoved).toBeGreaterThan(1400);
      expect(await priceDayCounts()).toEqual({ demo: 0, import: 2, recorder: 1 });
      expect(await importPriceDays([day('2025-01-30', 3)])).toEqual({ added: 0, replaced: 1, demoRemoved: 0 });
      expect(await readPriceDays('2025-01-30', '2025-01-30')).toEqual([{ ...day('2025-01-30', 3) }]);
    });

    it('stores nothing when one day of the batch fails', async () => {
      const broken = { ...day('2025-02-03', 4), close: null as unknown as number };
      await expect(importPriceDays([day('2025-01-31', 4), broken])).rejects.toThrow();
      expect(await hasPriceDay('2025-01-31')).toBe(false);
      expect((await (await getDatabase()).execute('SELECT COUNT(*) AS n FROM stock_history')).rows[0].n).toBe(3);
    });
  });
});
