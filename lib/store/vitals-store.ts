import { getDatabase } from './db';
import { all, first, queries, statement } from './query';

/**
 * Every query of the site's own vitals (lib/vitals, migration 12): the raw samples the collector
 * reports and their daily aggregates. lib/vitals keeps the rules (what a day is, the percentiles, how
 * long each is kept) and calls these functions.
 */

/** Rows as plain objects: a libsql row also holds its values under their indexes (not enumerable). */
function plain<T extends object>(rows: readonly T[]): T[] {
  return rows.map((row) => ({ ...row }));
}

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
  const client = await getDatabase();
  const q = queries(client);
  await client.batch(
    samples.map((sample) =>
      statement(
        q.insertInto('vitals_samples').values({
          received_at: at,
          day,
          route: sample.route,
          locale: sample.locale,
          device: sample.device,
          connection: sample.connection,
          metric: sample.metric,
          value: sample.value,
          rating: sample.rating,
          attribution: sample.attribution,
        }),
      ),
    ),
    'write',
  );
}

/** The days that have raw samples, oldest first. */
export async function vitalsSampleDays(): Promise<string[]> {
  const client = await getDatabase();
  const rows = await all(client, queries(client).selectFrom('vitals_samples').select('day').distinct().orderBy('day'));
  return rows.map((row) => row.day);
}

/** A day's raw samples: what its aggregates are computed from. */
export async function readVitalsSamplesOfDay(
  day: string,
): Promise<{ route: string; metric: string; device: string; value: number }[]> {
  const client = await getDatabase();
  return plain(
    await all(
      client,
      queries(client)
        .selectFrom('vitals_samples')
        .select(['route', 'metric', 'device', 'value'])
        .where('day', '=', day),
    ),
  );
}

/** Replaces a day's aggregates with these, in one transaction. */
export async function replaceVitalsDay(day: string, aggregates: readonly StoredVitalsAggregate[]): Promise<void> {
  const client = await getDatabase();
  const q = queries(client);
  await client.batch(
    [
      statement(q.deleteFrom('vitals_daily').where('day', '=', day)),
      ...aggregates.map((row) =>
        statement(
          q.insertInto('vitals_daily').values({
            day: row.day,
            route: row.route,
            metric: row.metric,
            device: row.device,
            count: row.count,
            p75: row.p75,
            p95: row.p95,
          }),
        ),
      ),
    ],
    'write',
  );
}

/** Deletes the raw samples of days before `rawBefore` and the aggregates of days before `aggregatesBefore`, in one transaction; how many of each. */
export async function deleteVitalsBefore(
  rawBefore: string,
  aggregatesBefore: string,
): Promise<{ rawDeleted: number; aggregatesDeleted: number }> {
  const client = await getDatabase();
  const q = queries(client);
  const [raw, old] = await client.batch(
    [
      statement(q.deleteFrom('vitals_samples').where('day', '<', rawBefore)),
      statement(q.deleteFrom('vitals_daily').where('day', '<', aggregatesBefore)),
    ],
    'write',
  );
  return { rawDeleted: raw.rowsAffected, aggregatesDeleted: old.rowsAffected };
}

/** The aggregates of the days after `after` up to `upTo` (both YYYY-MM-DD), newest day first, then by route, metric, device. */
export async function readVitalsDaily(after: string, upTo: string): Promise<StoredVitalsAggregate[]> {
  const client = await getDatabase();
  const daily = queries(client)
    .selectFrom('vitals_daily')
    .select(['day', 'route', 'metric', 'device', 'count', 'p75', 'p95'])
    .where('day', '>', after)
    .where('day', '<=', upTo)
    .orderBy('day', 'desc')
    .orderBy('route')
    .orderBy('metric')
    .orderBy('device');
  return plain(await all(client, daily));
}

/** How many raw samples are stored. */
export async function countVitalsSamples(): Promise<number> {
  const client = await getDatabase();
  const counted = await first(
    client,
    queries(client)
      .selectFrom('vitals_samples')
      .select((row) => row.fn.countAll<number>().as('n')),
  );
  return counted?.n ?? 0;
}
