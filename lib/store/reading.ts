import { getDatabase, inTransaction, plainRows } from './db';

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

const TABLES: Record<ReadingKind, { table: string; key: string; locale: boolean }> = {
  page: { table: 'reading_page_views', key: 'path', locale: false },
  download: { table: 'reading_downloads', key: 'document_url', locale: false },
  'zero-search': { table: 'reading_zero_searches', key: 'query_normalized', locale: true },
};

/** Every table of the reading figures, for retention and for the test that nothing personal is stored. */
export const READING_TABLES = Object.values(TABLES).map((entry) => entry.table);

/** Adds the increments to their days' rows, all in one transaction. */
export async function writeReadingIncrements(increments: readonly ReadingIncrement[]): Promise<void> {
  if (increments.length === 0) return;
  await inTransaction(
    increments.map(({ kind, day, key, locale, count }) => {
      const { table, key: column, locale: withLocale } = TABLES[kind];
      const columns = withLocale ? `day, ${column}, locale, count` : `day, ${column}, count`;
      const conflict = withLocale ? `day, ${column}, locale` : `day, ${column}`;
      return {
        sql: `INSERT INTO ${table} (${columns}) VALUES (${withLocale ? '?, ?, ?, ?' : '?, ?, ?'})
              ON CONFLICT (${conflict}) DO UPDATE SET count = ${table}.count + excluded.count`,
        args: withLocale ? [day, key, locale, count] : [day, key, count],
      };
    }),
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
  const localeColumn = locale ? 'locale' : "''";
  // PostgreSQL refuses a constant in GROUP BY: a table without languages is grouped by its key alone.
  const groups = locale ? `${key}, locale` : key;
  const rows = plainRows(
    await (
      await getDatabase()
    ).execute({
      sql: `SELECT ${key} AS key, ${localeColumn} AS locale, SUM(count) AS total, SUM(CASE WHEN day >= ? THEN count ELSE 0 END) AS recent
            FROM ${table} WHERE day >= ? AND day <= ? GROUP BY ${groups} ORDER BY total DESC, key LIMIT ?`,
      args: [recentFromDay, fromDay, toDay, Math.min(Math.max(1, Math.floor(limit)), 1000)],
    }),
  );
  return rows.map((row) => ({
    key: String(row.key),
    locale: String(row.locale),
    count: Number(row.total),
    recent: Number(row.recent),
  }));
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
  const rows = plainRows(
    await (
      await getDatabase()
    ).execute({
      sql: `SELECT day, SUM(views) AS views, SUM(downloads) AS downloads FROM (
              SELECT day, count AS views, 0 AS downloads FROM reading_page_views WHERE day >= ? AND day <= ?
              UNION ALL
              SELECT day, 0 AS views, count AS downloads FROM reading_downloads WHERE day >= ? AND day <= ?) AS figures
            GROUP BY day ORDER BY day`,
      args: [fromDay, toDay, fromDay, toDay],
    }),
  );
  return rows.map((row) => ({ day: String(row.day), views: Number(row.views), downloads: Number(row.downloads) }));
}

/** Deletes the rows of days before `firstKeptDay`; answers how many went. */
export async function purgeReadingDays(firstKeptDay: string): Promise<number> {
  const results = await inTransaction(
    READING_TABLES.map((table) => ({ sql: `DELETE FROM ${table} WHERE day < ?`, args: [firstKeptDay] })),
  );
  return results.reduce((sum, result) => sum + result.rowsAffected, 0);
}
