import type { Client, InStatement } from '@libsql/client';
import activities from '@/data/seed/activities.json';
import analysisExplanations from '@/data/seed/analysis-explanations.json';
import annualReports from '@/data/seed/annual-reports.json';
import calendarEvents from '@/data/seed/calendar-events.json';
import creditRatings from '@/data/seed/credit-ratings.json';
import electronicAds from '@/data/seed/electronic-ads.json';
import financialData from '@/data/seed/financial-data.json';
import financialStatements from '@/data/seed/financial-statements.json';
import form561Reports from '@/data/seed/form-56-1-reports.json';
import mediaNews from '@/data/seed/media-news.json';
import meetings from '@/data/seed/meetings.json';
import newsClippings from '@/data/seed/news-clippings.json';
import oneReports from '@/data/seed/one-reports.json';
import securitiesAnalyses from '@/data/seed/securities-analyses.json';
import setNews from '@/data/seed/set-news.json';
import shareNotifications from '@/data/seed/share-notifications.json';
import stockQuote from '@/data/seed/stock-quote.json';
import sustainabilityReports from '@/data/seed/sustainability-reports.json';
import { CONTENT_TABLES, type ContentTable, type ContentTableName } from './content-tables';

type SeedRow = Record<string, unknown>;

/** Demonstration content of data/seed, bundled with the server so no file lookup depends on the working directory. */
export const SEED_ROWS: Record<ContentTableName, readonly SeedRow[]> = {
  financialStatements,
  analysisExplanations,
  meetings,
  shareNotifications,
  oneReports,
  annualReports,
  sustainabilityReports,
  form561Reports,
  setNews,
  newsClippings,
  electronicAds,
  calendarEvents,
  activities,
  securitiesAnalyses,
  mediaNews,
  creditRatings,
  financialData,
};

export const SEED_STOCK_QUOTE: SeedRow = stockQuote;

/** Upserts every seed row by its key: seeding again updates rows and never duplicates them. */
export function seedStatements(): InStatement[] {
  const statements: InStatement[] = [];
  for (const name of Object.keys(CONTENT_TABLES) as ContentTableName[]) {
    const spec: ContentTable = CONTENT_TABLES[name];
    for (const row of SEED_ROWS[name]) statements.push(upsertStatement(spec, row));
  }
  statements.push(stockQuoteStatement(SEED_STOCK_QUOTE));
  return statements;
}

export async function seedDatabase(client: Client): Promise<void> {
  await client.batch(seedStatements(), 'write');
}

function upsertStatement(spec: ContentTable, row: SeedRow): InStatement {
  const key = spec.bilingual ? [...spec.key, 'lang'] : [...spec.key];
  const columns = [...new Set([...spec.storageColumns, ...spec.columns, ...key])];
  for (const column of key) {
    if (row[column] === undefined || row[column] === null) {
      throw new Error(`Seed row of ${spec.table} lacks its key column ${column}: ${JSON.stringify(row)}`);
    }
  }
  const updates = columns.filter((column) => !key.includes(column)).map((column) => `${column} = excluded.${column}`);
  return {
    sql: `INSERT INTO ${spec.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
      ON CONFLICT (${key.join(', ')}) DO ${updates.length ? `UPDATE SET ${updates.join(', ')}` : 'NOTHING'}`,
    args: columns.map((column) => sqlValue(row[column])),
  };
}

function stockQuoteStatement(quote: SeedRow): InStatement {
  return {
    sql: `INSERT INTO stock_quotes (symbol, last, prior, project1, open, high, low, time, total_volume, bid_json, offer_json)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (symbol) DO UPDATE SET last = excluded.last, prior = excluded.prior, project1 = excluded.project1,
        open = excluded.open, high = excluded.high, low = excluded.low, time = excluded.time,
        total_volume = excluded.total_volume, bid_json = excluded.bid_json, offer_json = excluded.offer_json`,
    args: [
      sqlValue(quote.symbol),
      sqlValue(quote.last),
      sqlValue(quote.prior),
      sqlValue(quote.project1),
      sqlValue(quote.open),
      sqlValue(quote.high),
      sqlValue(quote.low),
      sqlValue(quote.time),
      sqlValue(quote.totalVolume),
      JSON.stringify(quote.bid ?? []),
      JSON.stringify(quote.offer ?? []),
    ],
  };
}

function sqlValue(value: unknown): string | number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new Error(`Seed value of unexpected type: ${JSON.stringify(value)}`);
}
