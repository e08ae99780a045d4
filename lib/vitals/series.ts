import { DEVICE_CLASSES, METRIC_NAMES, THRESHOLDS, type DeviceClass, type MetricName } from './metrics';
import type { VitalsAggregate } from './store';

/**
 * The workspace's Web Vitals charts (docs/performance.md, Field data): per metric, the daily p75 of
 * each route for one device class, over the days of the window. The daily aggregates keep a p75 per
 * device class, and percentiles of different classes do not add up, so a chart shows one class.
 */

/** How many routes one chart draws: those measured most over the window (the table holds them all). */
export const CHART_ROUTES = 6;

export interface VitalsSeries {
  metric: MetricName;
  /** The most a "good" value may be (web-vitals' threshold): the chart's reference line. */
  good: number;
  /** The routes drawn, the most measured first. */
  routes: string[];
  /** One point per day of the window, oldest first: the p75 of each drawn route (in `routes` order), null on a day without one. */
  points: { day: string; values: (number | null)[] }[];
}

/** The charts of every metric, in METRIC_NAMES order, from the aggregates of the window's days (oldest first). */
export function vitalsSeries(
  rows: readonly VitalsAggregate[],
  { device, days }: { device: DeviceClass; days: readonly string[] },
): VitalsSeries[] {
  const inWindow = new Set(days);
  return METRIC_NAMES.map((metric) => {
    const mine = rows.filter((row) => row.metric === metric && row.device === device && inWindow.has(row.day));
    const measured = new Map<string, number>();
    for (const row of mine) measured.set(row.route, (measured.get(row.route) ?? 0) + row.count);
    const routes = [...measured.entries()]
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .slice(0, CHART_ROUTES)
      .map(([route]) => route);
    const p75 = new Map(mine.map((row) => [`${row.day} ${row.route}`, row.p75]));
    return {
      metric,
      good: THRESHOLDS[metric][0],
      routes,
      points: days.map((day) => ({ day, values: routes.map((route) => p75.get(`${day} ${route}`) ?? null) })),
    };
  });
}

/** The device class measured most in the aggregates: the charts' default (phones with none, and on a tie). */
export function busiestDevice(rows: readonly VitalsAggregate[]): DeviceClass {
  const measured = new Map<DeviceClass, number>();
  for (const row of rows) measured.set(row.device, (measured.get(row.device) ?? 0) + row.count);
  return DEVICE_CLASSES.reduce(
    (busiest, device) => ((measured.get(device) ?? 0) > (measured.get(busiest) ?? 0) ? device : busiest),
    DEVICE_CLASSES[0],
  );
}

/** The Bangkok days of the window `readAggregates({ days })` reads: the `days` days up to today, oldest first. */
export function vitalsWindow(days: number, today: string): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) =>
    new Date(end - (days - 1 - index) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
  );
}
