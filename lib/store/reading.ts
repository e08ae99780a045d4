import { sql, type Insertable, type Kysely } from 'kysely';
import { getDatabase } from './db';
import { all, queries, statement } from './query';
import type { DB } from './schema';

/**
 * The reading figures in the embedded store (migration 13; docs/newsroom.md, Reading figures): daily
 * totals of page views per path, downloads per document URL, and searches that found nothing per
 * normalized query and language. Only (day, key, count) rows: what is counted is added to the day's row.
 */

export type ReadingKind = 'page' | 'download' | 'zero-search';

/** A figure to add: `count` more for `key` (and `locale`, for searches) on the Bangkok `day`. */
export interface ReadingIncrement {
  kind: ReadingKind;
  day: string;
  key: string;
  locale: string;
  count: number;
}

/** One row of a window's totals, biggest first: the total of the window and of its last days. */
export interface ReadingTotal {
  key: string;
  locale: string;
  count: number;
  recent: number;
}

/** Each kind's table, the column of its key, and whether its rows have a language. */
const TABLES = {
  page: { table: 'reading_page_views', key: 'path', locale: false },
  download: { table: 'reading_downloads', key: 'document_url', locale: false },
  'zero-search': { table: 'reading_zero_searches', key: 'query_normalized', locale: true },
} as const satisfies Record<ReadingKind, { table: keyof DB; key: string; locale: boolean }>;

/** Every table of the reading figures, for retention and for the test that nothing personal is stored. */
export const READING_TABLES = Object.values(TABLES).map((entry) => entry.table);

/** Each kind's new day row for an increment. */
const ROWS: { [K in ReadingKind]: (increment: ReadingIncrement) => Insertable<DB[(typeof TABLES)[K]['table']]> } = {
  page: ({ day, key, count }) => ({ day, path: key, count }),
  download: ({ day, key, count }) => ({ day, document_url: key, count }),
  'zero-search': ({ day, key, locale, count }) => ({ day, query_normalized: key, locale, count }),
};

/** An increment: a new day row, or `count` more on the day's row. */
function added(q: Kysely<DB>, increment: ReadingIncrement) {
  const { table, key, locale } = TABLES[increment.kind];
  return q
    .insertInto(table)
    .values(ROWS[increment.kind](increment))
    .onConflict((conflict) =>
      conflict
        .columns(locale ? ['day', key, 'locale'] : ['day', key])
        .doUpdateSet((row) => ({ count: row(`${table}.count`, '+', row.ref('excluded.count')) })),
    );
}

/** Adds the increments to their days' rows, all in one transaction. */
export async function writeReadingIncrements(increments: readonly ReadingIncrement[]): Promise<void> {
  if (increments.length === 0) return;
  const client = await getDatabase();
  const q = queries(client);
  await client.batch(
    increments.map((increment) => statement(added(q, increment))),
    'write',
  );
}

/**
 * The totals of the days from `fromDay` to `toDay` (inclusive), biggest first, at most `limit` rows;
 * `recent` counts only the days from `recentFromDay`.
 */
export async function readReadingTotals(
  kind: ReadingKind,
  { fromDay, recentFromDay, toDay, limit }: { fromDay: string; recentFromDay: string; toDay: string; limit: number },
): Promise<ReadingTotal[]> {
  const { table, key, locale } = TABLES[kind];
  const client = await getDatabase();
  const totals = queries(client)
    .selectFrom(table)
    .select((row) => [
      row.ref(key).as('key'),
      locale ? row.ref('locale').as('locale') : sql.lit<string>('').as('locale'),
      row.fn.sum<number>('count').as('total'),
      row.fn.sum<number>(row.case().when('day', '>=', recentFromDay).then(row.ref('count')).else(0).end()).as('recent'),
    ])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    // PostgreSQL refuses a constant in GROUP BY: a table without languages is grouped by its key alone.
    .groupBy(locale ? [key, 'locale'] : [key])
    .orderBy('total', 'desc')
    .orderBy('key')
    .limit(Math.min(Math.max(1, Math.floor(limit)), 1000));
  const rows = await all(client, totals);
  return rows.map((row) => ({ key: row.key, locale: row.locale, count: row.total, recent: row.recent }));
}

/** One day's totals of page views and downloads. */
export interface ReadingDayTotals {
  day: string;
  views: number;
  downloads: number;
}

/** The page views and downloads of each day from `fromDay` to `toDay` (inclusive) that has any, oldest first. */
export async function readReadingDays({
  fromDay,
  toDay,
}: {
  fromDay: string;
  toDay: string;
}): Promise<ReadingDayTotals[]> {
  const client = await getDatabase();
  const q = queries(client);
  const figures = q
    .selectFrom('reading_page_views')
    .select((row) => ['day', row.ref('count').as('views'), sql.lit(0).as('downloads')])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .unionAll(
      q
        .selectFrom('reading_downloads')
        .select((row) => ['day', sql.lit(0).as('views'), row.ref('count').as('downloads')])
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay),
    );
  const days = q
    .selectFrom(figures.as('figures'))
    .select((row) => ['day', row.fn.sum<number>('views').as('views'), row.fn.sum<number>('downloads').as('downloads')])
    .groupBy('day')
    .orderBy('day');
  return (await all(client, days)).map((row) => ({ day: row.day, views: row.views, downloads: row.downloads }));
}

/** Deletes the rows of days before `firstKeptDay`; answers how many went. */
export async function purgeReadingDays(firstKeptDay: string): Promise<number> {
  const client = await getDatabase();
  const q = queries(client);
  const results = await client.batch(
    READING_TABLES.map((table) => statement(q.deleteFrom(table).where('day', '<', firstKeptDay))),
    'write',
  );
  return results.reduce((sum, result) => sum + result.rowsAffected, 0);
}
