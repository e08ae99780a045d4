import { addDays, addYears, isTradingDay, tradingDayOnOrAfter } from './dates';
import type { DividendEvent } from './dividend-events';
import { roundToTick, stepTicks } from './tick-size';
import type { PriceDay } from './types';

/**
 * Deterministic demonstration history (the seed of the embedded backend). It is walked BACKWARDS from
 * the stored quote's day, so the latest close is the quote's and every earlier day is the same
 * whatever the start: a longer history (the benchmark's ten years) extends this one. Trading days
 * only (no weekends, no listed SET holidays), every price on the SET tick of its band, high ≥ open,
 * close ≥ low, and the day before each ex-date of the dividend table (or the first trading day after a
 * holiday ex-date) closes higher by the dividend, or by the new shares' dilution, than the walk alone
 * would give.
 */

/** The last day of the history: the stored quote's (data/seed/stock-quote.json). */
export interface HistoryEnd extends Omit<PriceDay, 'value'> {
  /** The close of the trading day before (the quote's prior). */
  priorClose: number;
}

// mulberry32: a small seeded generator, so every run and machine produces the same history.
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SEED = 20_261_120;
const DAILY_VOLATILITY = 0.013;
/** Pull of the price towards a slow cycle around 2.2 baht, so six years stay in a plausible range. */
const MEAN_REVERSION = 0.012;

function cycleTarget(daysBeforeEnd: number): number {
  return Math.log(
    2.2 + 0.35 * Math.sin((2 * Math.PI * daysBeforeEnd) / 900) + 0.15 * Math.sin((2 * Math.PI * daysBeforeEnd) / 230),
  );
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The demonstration days from the first trading day on or after `from` to `end.date`, oldest first. */
export function demoPriceHistory(end: HistoryEnd, from: string, dividends: readonly DividendEvent[]): PriceDay[] {
  const random = seededRandom(SEED);
  const normal = () => {
    const u = Math.max(random(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  const byExDate = new Map(dividends.map((event) => [tradingDayOnOrAfter(event.exDate), event]));

  const days: string[] = [];
  for (let day = end.date; day >= from; day = addDays(day, -1)) if (isTradingDay(day)) days.push(day);

  const history: PriceDay[] = [];
  let close = end.close;
  for (let index = 0; index < days.length; index += 1) {
    const date = days[index];
    const isLast = index === 0;
    let previousClose: number;
    if (isLast) {
      previousClose = end.priorClose;
    } else {
      previousClose = roundToTick(
        Math.exp(
          Math.log(close) - DAILY_VOLATILITY * normal() + MEAN_REVERSION * (cycleTarget(index) - Math.log(close)),
        ),
      );
    }
    // On an ex-date the day before closed higher by the dividend (cash) or by the new shares' dilution (stock).
    const event = byExDate.get(date);
    if (event && !isLast) {
      previousClose =
        event.kind === 'cash'
          ? roundToTick(previousClose + event.perShare)
          : roundToTick((previousClose * (event.existingShares + event.dividendShares)) / event.existingShares);
    }
    const day = isLast ? lastDay(end) : tradingDay(date, close, previousClose, random, normal, event !== undefined);
    history.push(day);
    close = previousClose;
  }
  return history.reverse();
}

function lastDay(end: HistoryEnd): PriceDay {
  const { date, open, high, low, close, volume } = end;
  return { date, open, high, low, close, volume, value: round2(volume * ((high + low + 2 * close) / 4)) };
}

function tradingDay(
  date: string,
  close: number,
  previousClose: number,
  random: () => number,
  normal: () => number,
  exDate: boolean,
): PriceDay {
  // An ex-date opens near its own close; any other day near the previous close.
  const reference = exDate ? close : previousClose;
  const open = Math.max(0.01, stepTicks(reference, Math.round(normal() * 1.2)));
  const high = stepTicks(Math.max(open, close), Math.floor(random() * 3));
  const low = Math.max(0.01, stepTicks(Math.min(open, close), -Math.floor(random() * 3)));
  const move = Math.abs(close - previousClose) / previousClose;
  const volume = Math.round((6_000_000 * Math.exp(0.5 * normal()) * (1 + 25 * move)) / 100) * 100;
  return { date, open, high, low, close, volume, value: round2(volume * ((high + low + 2 * close) / 4)) };
}

/** About six years: from the same day six years before the end. */
export function demoHistoryStart(endDate: string): string {
  return addYears(endDate, -6);
}
