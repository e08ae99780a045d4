import 'server-only';
import type { BackendLang } from '@/lib/contract';
import type { ContentTable } from './content-tables';
import { selectContentRows } from './content-rows';
import { getDatabase, plainRows } from './db';

/** Rows of one content list as the HTTP backend would send them (entity columns only). */
export async function readContentList(spec: ContentTable, lang?: BackendLang): Promise<Record<string, unknown>[]> {
  return selectContentRows(await getDatabase(), spec, lang);
}

/** The stored quote of the company's symbol, or null when none is stored. */
export async function readStockQuote(symbol: string): Promise<Record<string, unknown> | null> {
  const client = await getDatabase();
  const result = await client.execute({
    sql: `SELECT symbol, last, prior, project1, open, high, low, time, total_volume AS totalVolume, bid_json, offer_json
      FROM stock_quotes WHERE symbol = ?`,
    args: [symbol],
  });
  const [row] = plainRows(result);
  if (!row) return null;
  const { bid_json: bid, offer_json: offer, ...quote } = row;
  return { ...quote, bid: JSON.parse(String(bid)) as unknown, offer: JSON.parse(String(offer)) as unknown };
}
