import { getDatabase, inTransaction } from './db';

/**
 * Every query of the site's own vitals (lib/vitals, migration 12): the raw samples the collector
 * reports and their daily aggregates. lib/vitals keeps the rules (what a day is, the percentiles, how
 * long each is kept) and calls these functions.
 */

/** One sample as stored. */
export interface StoredVitalsSample {
  route: string;
  locale: string;
  device: string;
  connection: string | null;
  metric: string;
  value: number;
  rating: string;
  attribution: string;
}

/** One day's aggregate of one metric on one route and device class. */
export interface StoredVitalsAggregate {
  day: string;
  route: string;
  metric: string;
  device: string;
  count: number;
  p75: number;
  p95: number;
}

/** Stores one report's samples, received at `at` (ISO) on the site's `day`, in one transaction. */
export async function insertVitalsSamples(
  samples: readonly StoredVitalsSample[],
  at: string,
  day: string,
): Promise<void> {
  await inTransaction(
    samples.map((sample) => ({
      sql: `INSERT INTO vitals_samples (received_at, day, route, locale, device, connection, metric, value, rating, attribution)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        at,
        day,
        sample.route,
        sample.locale,
        sample.device,
        sample.connection,
        sample.metric,
        sample.value,
        sample.rating,
        sample.attribution,
      ],
    })),
  );
}

/** The days that have raw samples, oldest first. */
export async function vitalsSampleDays(): Promise<string[]> {
  return (await (await getDatabase()).execute('SELECT DISTINCT day FROM vitals_samples ORDER BY day')).rows.map((row) =>
    String(row.day),
  );
}

/** A day's raw samples: what its aggregates are computed from. */
export async function readVitalsSamplesOfDay(
  day: string,
): Promise<{ route: string; metric: string; device: string; value: number }[]> {
  const rows = (
    await (
      await getDatabase()
    ).execute({ sql: 'SELECT route, metric, device, value FROM vitals_samples WHERE day = ?', args: [day] })
  ).rows;
  return rows.map((row) => ({
    route: String(row.route),
    metric: String(row.metric),
    device: String(row.device),
    value: Number(row.value),
  }));
}

/** Replaces a day's aggregates with these, in one transaction. */
export async function replaceVitalsDay(day: string, aggregates: readonly StoredVitalsAggregate[]): Promise<void> {
  await inTransaction([
    { sql: 'DELETE FROM vitals_daily WHERE day = ?', args: [day] },
    ...aggregates.map((row) => ({
      sql: 'INSERT INTO vitals_daily (day, route, metric, device, count, p75, p95) VALUES (?, ?, ?, ?, ?, ?, ?)',
      args: [row.day, row.route, row.metric, row.device, row.count, row.p75, row.p95],
    })),
  ]);
}

/** Deletes the raw samples of days before `rawBefore` and the aggregates of days before `aggregatesBefore`, in one transaction; how many of each. */
export async function deleteVitalsBefore(
  rawBefore: string,
  aggregatesBefore: string,
): Promise<{ rawDeleted: number; aggregatesDeleted: number }> {
  const [raw, old] = await inTransaction([
    { sql: 'DELETE FROM vitals_samples WHERE day < ?', args: [rawBefore] },
    { sql: 'DELETE FROM vitals_daily WHERE day < ?', args: [aggregatesBefore] },
  ]);
  return { rawDeleted: raw.rowsAffected, aggregatesDeleted: old.rowsAffected };
}

/** The aggregates of the days after `after` up to `upTo` (both YYYY-MM-DD), newest day first, then by route, metric, device. */
export async function readVitalsDaily(after: string, upTo: string): Promise<StoredVitalsAggregate[]> {
  const result = await (
    await getDatabase()
  ).execute({
    sql: 'SELECT day, route, metric, device, count, p75, p95 FROM vitals_daily WHERE day > ? AND day <= ? ORDER BY day DESC, route, metric, device',
    args: [after, upTo],
  });
  return result.rows.map((row) => ({
    day: String(row.day),
    route: String(row.route),
    metric: String(row.metric),
    device: String(row.device),
    count: Number(row.count),
    p75: Number(row.p75),
    p95: Number(row.p95),
  }));
}

/** How many raw samples are stored. */
export async function countVitalsSamples(): Promise<number> {
  return Number((await (await getDatabase()).execute('SELECT COUNT(*) AS n FROM vitals_samples')).rows[0]?.n ?? 0);
}
