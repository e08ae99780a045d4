import 'server-only';
import type { BackendLang } from '@/lib/contract';
import type { ContentTable } from './content-tables';
import { selectContentRows } from './content-rows';
import { getDatabase } from './db';
import { listQueries } from './list-queries';
import { first, queries, statement } from './query';

/** Rows of one content list as the HTTP backend would send them (entity columns only). */
export async function readContentList(spec: ContentTable, lang?: BackendLang): Promise<Record<string, unknown>[]> {
  return selectContentRows(await getDatabase(), spec, lang);
}

/** The stored quote of the company's symbol, or null when none is stored. */
export async function readStockQuote(symbol: string): Promise<Record<string, unknown> | null> {
  const client = await getDatabase();
  const row = await first(
    client,
    queries(client)
      .selectFrom('stock_quotes')
      .select(['symbol', 'last', 'prior', 'project1', 'open', 'high', 'low', 'time', 'total_volume as totalVolume'])
      .select(['bid_json', 'offer_json'])
      .where('symbol', '=', symbol),
  );
  if (!row) return null;
  const { bid_json: bid, offer_json: offer, ...quote } = row;
  return { ...quote, bid: JSON.parse(bid) as unknown, offer: JSON.parse(offer) as unknown };
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
  const client = await getDatabase();
  const lists = listQueries(client);
  await client.batch(
    [
      statement(lists.deleteFrom('quarterly_results').where('year', '=', row.year).where('quarter', '=', row.quarter)),
      statement(
        lists.insertInto('quarterly_results').values({
          year: row.year,
          quarter: row.quarter,
          total_revenue: row.total_revenue,
          sales_revenue: row.sales_revenue,
          gross_profit: row.gross_profit,
          net_profit: row.net_profit,
          eps: row.eps,
          results_date: row.results_date,
        }),
      ),
    ],
    'write',
  );
}
