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
    sql: `SELECT symbol, last, prior, project1, open, high, low, time, total_volume AS "totalVolume", bid_json, offer_json
      FROM stock_quotes WHERE symbol = ?`,
    args: [symbol],
  });
  const [row] = plainRows(result);
  if (!row) return null;
  const { bid_json: bid, offer_json: offer, ...quote } = row;
  return { ...quote, bid: JSON.parse(String(bid)) as unknown, offer: JSON.parse(String(offer)) as unknown };
}

/** A quarter's figures as the table quarterly_results holds them. */
export interface QuarterlyResultRow {
  year: number;
  quarter: number;
  total_revenue: number;
  sales_revenue: number;
  gross_profit: number;
  net_profit: number;
  eps: number;
  results_date: string;
}

/**
 * Writes a quarter's figures, replacing the quarter's whole row if there is one (a test's fixture: the
 * workspace publishes through the newsroom): deleted and inserted in one transaction, so that the
 * columns not given are emptied, on either engine.
 */
export async function writeQuarterlyResultRow(row: QuarterlyResultRow): Promise<void> {
  await (
    await getDatabase()
  ).batch(
    [
      { sql: 'DELETE FROM quarterly_results WHERE year = ? AND quarter = ?', args: [row.year, row.quarter] },
      {
        sql: `INSERT INTO quarterly_results (year, quarter, total_revenue, sales_revenue, gross_profit, net_profit, eps, results_date)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [
          row.year,
          row.quarter,
          row.total_revenue,
          row.sales_revenue,
          row.gross_profit,
          row.net_profit,
          row.eps,
          row.results_date,
        ],
      },
    ],
    'write',
  );
}
