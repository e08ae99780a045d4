import {
  countVitalsSamples,
  deleteVitalsBefore,
  insertVitalsSamples,
  readVitalsDaily,
  readVitalsSamplesOfDay,
  replaceVitalsDay,
  vitalsSampleDays,
} from '@/lib/backend';
import { DEVICE_CLASSES, METRIC_NAMES, type DeviceClass, type MetricName } from './metrics';
import { nearestRank } from './percentile';
import type { VitalsSample } from './validate';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Raw samples are kept this many days after the day they arrived (Bangkok time), then only their day's aggregates. */
export const RAW_RETENTION_DAYS = 7;

/** Daily aggregates are kept this many days. */
export const AGGREGATE_RETENTION_DAYS = 400;

/**
 * The day of a time in Bangkok (UTC+7 all year, no daylight saving), as YYYY-MM-DD: the site's day,
 * the one its readers and the IR team live in.
 */
export function bangkokDay(time: Date): string {
  return new Date(time.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** Stores one report's samples in one transaction. */
export async function storeSamples(samples: readonly VitalsSample[], now = new Date()): Promise<void> {
  const at = now.toISOString();
  const day = bangkokDay(now);
  await insertVitalsSamples(samples, at, day);
}

/** One aggregate row: a day's values of one metric on one route and device class. */
export interface VitalsAggregate {
  day: string;
  route: string;
  metric: MetricName;
  device: DeviceClass;
  count: number;
  p75: number;
  p95: number;
}

/** The aggregates of a list of samples, by route, metric and device class (nearest-rank percentiles). */
export function aggregate(
  day: string,
  samples: readonly { route: string; metric: MetricName; device: DeviceClass; value: number }[],
): VitalsAggregate[] {
  const groups = new Map<string, { route: string; metric: MetricName; device: DeviceClass; values: number[] }>();
  for (const sample of samples) {
    const key = JSON.stringify([sample.route, sample.metric, sample.device]);
    let group = groups.get(key);
    if (!group)
      groups.set(key, (group = { route: sample.route, metric: sample.metric, device: sample.device, values: [] }));
    group.values.push(sample.value);
  }
  return [...groups.values()].map(({ route, metric, device, values }) => {
    values.sort((a, b) => a - b);
    return {
      day,
      route,
      metric,
      device,
      count: values.length,
      p75: nearestRank(values, 75),
      p95: nearestRank(values, 95),
    };
  });
}

export interface VitalsJobReport {
  daysAggregated: number;
  rawDeleted: number;
  aggregatesDeleted: number;
}

/**
 * The job 'vitals' (lib/jobs/jobs.ts): rewrites the aggregates of every day that still has raw
 * samples (today's so far included), then deletes the raw samples of days older than
 * RAW_RETENTION_DAYS and aggregates older than AGGREGATE_RETENTION_DAYS. A day's aggregates are thus
 * last computed from all its samples before they go. Each day is replaced in one transaction.
 */
export async function runVitalsJob(now = new Date()): Promise<VitalsJobReport> {
  const today = bangkokDay(now);
  const keepFrom = daysBefore(today, RAW_RETENTION_DAYS);
  const days = await vitalsSampleDays();
  for (const day of days) {
    const rows = await readVitalsSamplesOfDay(day);
    const aggregates = aggregate(
      day,
      rows.map((row) => ({
        route: row.route,
        metric: row.metric as MetricName,
        device: row.device as DeviceClass,
        value: row.value,
      })),
    );
    await replaceVitalsDay(day, aggregates);
  }
  const { rawDeleted, aggregatesDeleted } = await deleteVitalsBefore(
    keepFrom,
    daysBefore(today, AGGREGATE_RETENTION_DAYS),
  );
  return { daysAggregated: days.length, rawDeleted, aggregatesDeleted };
}

/** The daily aggregates of the last `days` days up to today (Bangkok), newest day first, then by route, metric, device. */
export async function readAggregates({ days = 7, now = new Date() }: { days?: number; now?: Date } = {}): Promise<
  VitalsAggregate[]
> {
  const today = bangkokDay(now);
  const rows = await readVitalsDaily(daysBefore(today, days), today);
  const metricOrder = (name: string) => METRIC_NAMES.indexOf(name as MetricName);
  const deviceOrder = (name: string) => DEVICE_CLASSES.indexOf(name as DeviceClass);
  return rows
    .map((row) => ({ ...row, metric: row.metric as MetricName, device: row.device as DeviceClass }))
    .sort(
      (a, b) =>
        b.day.localeCompare(a.day) ||
        a.route.localeCompare(b.route) ||
        metricOrder(a.metric) - metricOrder(b.metric) ||
        deviceOrder(a.device) - deviceOrder(b.device),
    );
}

/** How many raw samples are stored (the e2e and the CLI's summary). */
export async function countSamples(): Promise<number> {
  return countVitalsSamples();
}
