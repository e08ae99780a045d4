import { bangkokClock, bangkokDay } from '@/lib/format';
import { addDays, bangkokToday, tradingDayOnOrBefore } from './dates';
import type { PriceDay } from './types';

/**
 * When the daily recorder takes a day's final quote: after the session of a trading day is over.
 * The afternoon session ends at 16:30 Bangkok time and the closing auction settles the close by
 * about 16:35; the recorder waits until 17:00.
 */
export const RECORD_AFTER_MINUTE = 17 * 60;

/** The latest trading day whose session was over at `now`: today after 17:00, else an earlier trading day. */
export function lastClosedTradingDay(now: Date): string {
  const { hour, minute } = bangkokClock(now);
  const today = bangkokToday(now);
  return tradingDayOnOrBefore(hour * 60 + minute >= RECORD_AFTER_MINUTE ? today : addDays(today, -1));
}

/** The quote fields the recorder reads (any quote source's checked quote). */
export interface QuoteForRecord {
  time: string | null;
  open: number | null;
  high: number | null;
  low: number | null;
  last: number | null;
  totalVolume: number | null;
}

export type RecordDecision = { record: PriceDay } | { skip: 'stale' | 'no-trade' };

/**
 * The day a quote records: only when the quote is of that very day (a quote still showing an earlier
 * session is stale: a holiday the list did not know, or a provider that has not updated) and the stock
 * traded (a last price and a volume). Open, high and low fall back to the last price when missing.
 * The quote carries no traded value, so the day's value stays unknown (null).
 */
export function recordDecision(quote: QuoteForRecord, day: string): RecordDecision {
  if (!quote.time || bangkokDay(quote.time) !== day) return { skip: 'stale' };
  const close = quote.last;
  const volume = quote.totalVolume;
  if (!close || close <= 0 || !volume || volume <= 0) return { skip: 'no-trade' };
  const price = (value: number | null) => (value && value > 0 ? value : close);
  const open = price(quote.open);
  return {
    record: {
      date: day,
      open,
      high: Math.max(price(quote.high), open, close),
      low: Math.min(price(quote.low), open, close),
      close,
      volume: Math.round(volume),
      value: null,
    },
  };
}
