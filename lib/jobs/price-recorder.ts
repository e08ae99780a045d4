import { lastClosedTradingDay, recordDecision, type QuoteForRecord } from '@/lib/prices';
import { loadCompanyQuote, hasPriceDay, recordPriceDay } from '@/lib/backend';

export type RecorderOutcome =
  | { status: 'recorded' | 'already-stored'; day: string }
  | { status: 'skipped'; day: string; reason: 'stale' | 'no-trade' | 'no-quote' };

/**
 * The daily recorder (job 'price-recorder', lib/jobs/jobs.ts): stores the
 * final quote of the latest trading day whose session is over, from the quote source (STOCK_API_URL,
 * else the stored quote). Once that day is stored, by any source, it does nothing, not even fetch a
 * quote: one record per trading day, and running it again (or in a second process) changes nothing.
 */
export async function recordClosingPrice({
  now = new Date(),
  loadQuote = loadCompanyQuote,
}: { now?: Date; loadQuote?: () => Promise<QuoteForRecord> } = {}): Promise<RecorderOutcome> {
  const day = lastClosedTradingDay(now);
  if (await hasPriceDay(day)) return { status: 'already-stored', day };
  let quote: QuoteForRecord;
  try {
    quote = await loadQuote();
  } catch {
    return { status: 'skipped', day, reason: 'no-quote' };
  }
  const decision = recordDecision(quote, day);
  if ('skip' in decision) return { status: 'skipped', day, reason: decision.skip };
  // Written only if no one stored the day meanwhile (another process, an import).
  return { status: (await recordPriceDay(decision.record)) ? 'recorded' : 'already-stored', day };
}
