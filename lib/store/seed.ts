import type { Client, InStatement } from './engine';
import stockQuote from '@/data/seed/stock-quote.json';
import { bangkokDay } from '@/lib/format';
import { dividendEntries } from '@/lib/facts';
import { demoHistoryStart, demoPriceHistory, dividendEvents } from '@/lib/prices';
import type { PriceDay } from '@/lib/prices';
import { BACKEND_CALLS, CALL_KEYS, RANGE_CALLS, type CallKey, type SeedRow } from '@/lib/contract';
import { contentTable, sqlName, type ContentTable } from './content-tables';
import { MIGRATIONS, type Migration } from './migrations';

/** The demonstration rows of each list call (its entry's seed, from data/seed). */
export const SEED_ROWS = Object.fromEntries(CALL_KEYS.map((key) => [key, BACKEND_CALLS[key].seed])) as Record<
  CallKey,
  readonly SeedRow[]
>;

export const SEED_STOCK_QUOTE: SeedRow = stockQuote;

/** Columns of stock_history in API order, and a day's values in that order. */
export const PRICE_COLUMNS = 'date, open, high, low, close, volume, value';
export const priceValues = (day: PriceDay) => [day.date, day.open, day.high, day.low, day.close, day.volume, day.value];

/**
 * The demonstration price history: about six years of trading days generated to end on the stored
 * quote's day with the quote's prices, so the latest close agrees with the quote (lib/prices/demo-history.ts).
 */
export function demoHistory(from?: string): PriceDay[] {
  const date = bangkokDay(stockQuote.time);
  if (!date) throw new Error('the stored quote has no valid time');
  const { open, high, low, last: close, totalVolume: volume, prior: priorClose } = stockQuote;
  // The demonstration dividends go ex on their days: the history drops by them (lib/prices/demo-history.ts).
  const dividends = dividendEvents(dividendEntries(SEED_ROWS.dividends as never));
  return demoPriceHistory(
    { date, open, high, low, close, volume, priorClose },
    from ?? demoHistoryStart(date),
    dividends,
  );
}

/**
 * Upserts seed rows by their key: seeding again updates rows and never duplicates them. Given a
 * migration, only the tables it creates or adds columns to are seeded, in its own transaction, with
 * the columns they have then (a table or a column a later migration adds does not exist yet when an
 * earlier one runs); without one, every table.
 */
export function seedStatements(migration?: Pick<Migration, 'version' | 'statements' | 'addsColumns'>): InStatement[] {
  const created = migration ? createdTables(migration.statements) : null;
  const refilled = new Set(Object.keys(migration?.addsColumns ?? {}));
  const seeds = (table: string) => created === null || created.has(table) || refilled.has(table);
  const addedLater = new Set(
    MIGRATIONS.filter((later) => migration && later.version > migration.version).flatMap((later) =>
      Object.entries(later.addsColumns ?? {}).flatMap(([table, columns]) =>
        columns.map((column) => `${table}.${column}`),
      ),
    ),
  );
  const statements: InStatement[] = [];
  for (const key of CALL_KEYS) {
    const spec = contentTable(BACKEND_CALLS[key]);
    if (!seeds(spec.table)) continue;
    // The columns the seed's rows use and the table has: a column the seed leaves out (published_at)
    // is neither written nor reset by a seed.
    const used = new Set(
      SEED_ROWS[key].flatMap((row) => Object.keys(row)).filter((column) => !addedLater.has(`${spec.table}.${column}`)),
    );
    for (const row of SEED_ROWS[key]) statements.push(upsertStatement(spec, row, used));
  }
  if (seeds('stock_quotes')) statements.push(stockQuoteStatement(SEED_STOCK_QUOTE));
  if (seeds(RANGE_CALLS.stockHistory.table.name)) statements.push(...demoHistory().map(demoDayStatement));
  return statements;
}

/** Names of the tables a migration's statements create. */
export function createdTables(statements: readonly string[]): Set<string> {
  return new Set(
    statements.flatMap((sql) =>
      [...sql.matchAll(/\bCREATE TABLE (?:IF NOT EXISTS )?(\w+)/gi)].map((match) => match[1]),
    ),
  );
}

export async function seedDatabase(client: Client): Promise<void> {
  await client.batch(seedStatements(), 'write');
}

/** The seed of one demonstration day: never over a real day, and none at all once a real day is stored. */
export function demoDayStatement(day: PriceDay): InStatement {
  return {
    // WHERE before ON CONFLICT: SQLite needs it to read the upsert of an INSERT … SELECT.
    sql: `INSERT INTO stock_history (${PRICE_COLUMNS}, source) SELECT ?, ?, ?, ?, ?, ?, ?, 'demo'
      WHERE NOT EXISTS (SELECT 1 FROM stock_history WHERE source <> 'demo')
      ON CONFLICT (date) DO UPDATE SET open = excluded.open, high = excluded.high, low = excluded.low,
        close = excluded.close, volume = excluded.volume, value = excluded.value
      WHERE stock_history.source = 'demo'`,
    args: priceValues(day),
  };
}

function upsertStatement(spec: ContentTable, row: SeedRow, used: ReadonlySet<string>): InStatement {
  const key = spec.bilingual ? [...spec.key, 'lang'] : [...spec.key];
  const columns = [...new Set([...spec.storageColumns, ...spec.columns.filter((column) => used.has(column)), ...key])];
  for (const column of key) {
    if (row[column] === undefined || row[column] === null) {
      throw new Error(`Seed row of ${spec.table} lacks its key column ${column}: ${JSON.stringify(row)}`);
    }
  }
  const updates = columns
    .filter((column) => !key.includes(column))
    .map((column) => `${sqlName(column)} = excluded.${sqlName(column)}`);
  return {
    sql: `INSERT INTO ${spec.table} (${columns.map(sqlName).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
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
