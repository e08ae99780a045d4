import { sql } from 'kysely';
import type { Client, InStatement } from './engine';
import stockQuote from '@/data/seed/stock-quote.json';
import { bangkokDay } from '@/lib/format';
import { dividendEntries } from '@/lib/facts';
import { demoHistoryStart, demoPriceHistory, dividendEvents, PRICE_DAY_FIELDS } from '@/lib/prices';
import type { PriceDay } from '@/lib/prices';
import { BACKEND_CALLS, CALL_KEYS, RANGE_CALLS, type CallKey, type SeedRow } from '@/lib/contract';
import { contentTable, type ContentTable } from './content-tables';
import { portableQueries } from './list-queries';
import { MIGRATIONS, type Migration } from './migrations';
import { statement } from './query';

/** The demonstration rows of each list call (its entry's seed, from data/seed). */
export const SEED_ROWS = Object.fromEntries(CALL_KEYS.map((key) => [key, BACKEND_CALLS[key].seed])) as Record<
  CallKey,
  readonly SeedRow[]
>;

export const SEED_STOCK_QUOTE: SeedRow = stockQuote;

/** Columns of stock_history in API order, and a day's values under them. */
export const PRICE_COLUMNS = PRICE_DAY_FIELDS;
export const priceValues = (day: PriceDay): PriceDay => {
  const { date, open, high, low, close, volume, value } = day;
  return { date, open, high, low, close, volume, value };
};

/** The price columns an upsert of a stored day replaces: all but the date. */
export const REPLACED_PRICE_COLUMNS = PRICE_COLUMNS.filter((column) => column !== 'date');

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
  if (seeds('stock_quotes')) statements.push(stockQuoteStatement(stockQuote));
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
  const demo = sql.lit('demo');
  const values = priceValues(day);
  // WHERE before ON CONFLICT: SQLite needs it to read the upsert of an INSERT … SELECT.
  return statement(
    portableQueries
      .insertInto('stock_history')
      .columns([...PRICE_COLUMNS, 'source'])
      .expression(
        portableQueries
          .selectNoFrom((row) => [
            ...PRICE_COLUMNS.map((column) => row.val(values[column]).as(column)),
            demo.as('source'),
          ])
          .where(({ not, exists, selectFrom, lit }) =>
            not(exists(selectFrom('stock_history').select(lit(1).as('real')).where('source', '<>', demo))),
          ),
      )
      .onConflict((conflict) =>
        conflict
          .column('date')
          .doUpdateSet((excluded) =>
            Object.fromEntries(REPLACED_PRICE_COLUMNS.map((column) => [column, excluded.ref(`excluded.${column}`)])),
          )
          .where('stock_history.source', '=', demo),
      ),
  );
}

function upsertStatement(spec: ContentTable, row: SeedRow, used: ReadonlySet<string>): InStatement {
  const key = spec.bilingual ? [...spec.key, 'lang'] : [...spec.key];
  const columns = [...new Set([...spec.storageColumns, ...spec.columns.filter((column) => used.has(column)), ...key])];
  for (const column of key) {
    if (row[column] === undefined || row[column] === null) {
      throw new Error(`Seed row of ${spec.table} lacks its key column ${column}: ${JSON.stringify(row)}`);
    }
  }
  const updated = columns.filter((column) => !key.includes(column));
  return statement(
    portableQueries
      .insertInto(spec.table)
      .values(Object.fromEntries(columns.map((column) => [column, sqlValue(row[column])])))
      .onConflict((conflict) =>
        updated.length
          ? conflict
              .columns(key)
              .doUpdateSet((excluded) =>
                Object.fromEntries(updated.map((column) => [column, excluded.ref(`excluded.${column}`)])),
              )
          : conflict.columns(key).doNothing(),
      ),
  );
}

function stockQuoteStatement(quote: typeof stockQuote): InStatement {
  return statement(
    portableQueries
      .insertInto('stock_quotes')
      .values({
        symbol: quote.symbol,
        last: quote.last,
        prior: quote.prior,
        project1: quote.project1,
        open: quote.open,
        high: quote.high,
        low: quote.low,
        time: quote.time,
        total_volume: quote.totalVolume,
        bid_json: JSON.stringify(quote.bid ?? []),
        offer_json: JSON.stringify(quote.offer ?? []),
      })
      .onConflict((conflict) =>
        conflict.column('symbol').doUpdateSet((excluded) => ({
          last: excluded.ref('excluded.last'),
          prior: excluded.ref('excluded.prior'),
          project1: excluded.ref('excluded.project1'),
          open: excluded.ref('excluded.open'),
          high: excluded.ref('excluded.high'),
          low: excluded.ref('excluded.low'),
          time: excluded.ref('excluded.time'),
          total_volume: excluded.ref('excluded.total_volume'),
          bid_json: excluded.ref('excluded.bid_json'),
          offer_json: excluded.ref('excluded.offer_json'),
        })),
      ),
  );
}

function sqlValue(value: unknown): string | number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new Error(`Seed value of unexpected type: ${JSON.stringify(value)}`);
}
