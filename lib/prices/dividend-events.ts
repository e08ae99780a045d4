import type { DividendEntry } from '@/lib/facts';

/** A dividend as it changes a holding: on its ex-date, cash per share or new shares per existing share. */
export type DividendEvent =
  | { exDate: string; kind: 'cash'; perShare: number }
  | { exDate: string; kind: 'stock'; existingShares: number; dividendShares: number };

/** The dividend table's rows that have an ex-date, oldest first (rows without one have not gone ex yet). */
export function dividendEvents(entries: readonly DividendEntry[]): DividendEvent[] {
  const events: DividendEvent[] = [];
  for (const entry of entries) {
    if (!entry.exDividendDate) continue;
    const amount = entry.dividendPerShare;
    if (amount === null) continue;
    if (entry.type === 'cash' && typeof amount === 'number') {
      events.push({ exDate: entry.exDividendDate, kind: 'cash', perShare: amount });
    } else if (entry.type === 'stock' && typeof amount === 'object') {
      events.push({ exDate: entry.exDividendDate, kind: 'stock', ...amount });
    }
  }
  return events.sort((a, b) => a.exDate.localeCompare(b.exDate));
}
