/** @jest-environment node */
import { getDatabase } from '@/lib/store/db';
import {
  AGGREGATE_RETENTION_DAYS,
  aggregate,
  bangkokDay,
  countSamples,
  RAW_RETENTION_DAYS,
  readAggregates,
  runVitalsJob,
  storeSamples,
} from './store';
import { formatTable } from './table';
import type { VitalsSample } from './validate';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';

const DAY = 24 * 60 * 60 * 1000;
const sample = (metric: VitalsSample['metric'], value: number, change: Partial<VitalsSample> = {}): VitalsSample => ({
  route: '/',
  locale: 'th',
  device: 'mobile',
  connection: null,
  metric,
  value,
  rating: 'good',
  attribution: '{"parts":{}}',
  ...change,
});

it('counts the day in Bangkok time', () => {
  expect(bangkokDay(new Date('2026-06-30T16:59:59Z'))).toBe('2026-06-30');
  expect(bangkokDay(new Date('2026-06-30T17:00:00Z'))).toBe('2026-07-01');
});

it('aggregates by route, metric and device class with nearest-rank p75 and p95', () => {
  const values = Array.from({ length: 20 }, (_, i) => (20 - i) * 100); // 2000 … 100, unsorted
  const rows = aggregate('2026-06-30', [
    ...values.map((value) => ({ route: '/', metric: 'LCP' as const, device: 'mobile' as const, value })),
    { route: '/', metric: 'LCP', device: 'desktop', value: 900 },
    { route: '/about', metric: 'CLS', device: 'mobile', value: 0.3 },
    { route: '/about', metric: 'CLS', device: 'mobile', value: 0.01 },
  ]);
  expect(rows).toEqual(
    expect.arrayContaining([
      { day: '2026-06-30', route: '/', metric: 'LCP', device: 'mobile', count: 20, p75: 1500, p95: 1900 },
      { day: '2026-06-30', route: '/', metric: 'LCP', device: 'desktop', count: 1, p75: 900, p95: 900 },
      { day: '2026-06-30', route: '/about', metric: 'CLS', device: 'mobile', count: 2, p75: 0.3, p95: 0.3 },
    ]),
  );
  expect(rows).toHaveLength(3);
});

it('prints the aggregates as an aligned table', () => {
  expect(
    formatTable([
      { day: '2026-06-30', route: '/', metric: 'LCP', device: 'mobile', count: 12, p75: 2400.4, p95: 3999.6 },
      {
        day: '2026-06-30',
        route: '/basicinfo/info',
        metric: 'CLS',
        device: 'desktop',
        count: 3,
        p75: 0.01,
        p95: 0.1234,
      },
    ]),
  ).toBe(
    [
      'day         route            metric  device   count    p75    p95',
      '----------  ---------------  ------  -------  -----  -----  -----',
      '2026-06-30  /                LCP     mobile      12   2400   4000',
      '2026-06-30  /basicinfo/info  CLS     desktop      3  0.010  0.123',
    ].join('\n'),
  );
});

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('vitals', {}, engine);

  it('the job writes each day’s aggregates, keeps raw samples 7 days and the aggregates after them', async () => {
    const now = new Date('2026-06-30T05:00:00Z'); // noon in Bangkok
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    // Ten days ago: 4 LCP values on phones; yesterday: 20 INP values and one LCP; today: one TTFB.
    await storeSamples(
      [100, 200, 300, 400].map((v) => sample('LCP', v)),
      ago(10),
    );
    await storeSamples(
      Array.from({ length: 20 }, (_, i) => sample('INP', (i + 1) * 10, { device: 'desktop', route: '/about' })),
      ago(1),
    );
    await storeSamples([sample('LCP', 1234)], ago(1));
    await storeSamples([sample('TTFB', 80)], now);
    expect(await countSamples()).toBe(26);

    expect(await runVitalsJob(now)).toEqual({ daysAggregated: 3, rawDeleted: 4, aggregatesDeleted: 0 });
    expect(await countSamples()).toBe(22);
    const db = await getDatabase();
    const daily = (await db.execute('SELECT * FROM vitals_daily ORDER BY day, route, metric')).rows.map((row) => ({
      ...row,
    }));
    expect(daily).toEqual([
      { day: '2026-06-20', route: '/', metric: 'LCP', device: 'mobile', count: 4, p75: 300, p95: 400 },
      { day: '2026-06-29', route: '/', metric: 'LCP', device: 'mobile', count: 1, p75: 1234, p95: 1234 },
      { day: '2026-06-29', route: '/about', metric: 'INP', device: 'desktop', count: 20, p75: 150, p95: 190 },
      { day: '2026-06-30', route: '/', metric: 'TTFB', device: 'mobile', count: 1, p75: 80, p95: 80 },
    ]);

    // A sample arriving later the same day replaces that day's aggregates; the pruned day's stay as they were.
    await storeSamples([sample('TTFB', 400)], now);
    expect(await runVitalsJob(now)).toEqual({ daysAggregated: 2, rawDeleted: 0, aggregatesDeleted: 0 });
    expect(await readAggregates({ days: 1, now })).toEqual([
      { day: '2026-06-30', route: '/', metric: 'TTFB', device: 'mobile', count: 2, p75: 400, p95: 400 },
    ]);
    expect((await readAggregates({ days: 31, now })).map((row) => row.day)).toEqual([
      '2026-06-30',
      '2026-06-29',
      '2026-06-29',
      '2026-06-20',
    ]);

    // Seven days on, today's samples are still kept and yesterday's go.
    expect(await runVitalsJob(new Date(now.getTime() + (RAW_RETENTION_DAYS - 1) * DAY))).toMatchObject({
      rawDeleted: 0,
    });
    expect(await runVitalsJob(new Date(now.getTime() + RAW_RETENTION_DAYS * DAY))).toMatchObject({ rawDeleted: 21 });
    expect(await countSamples()).toBe(2);

    // Past the aggregates' retention every day goes, each counted.
    expect(await runVitalsJob(new Date(now.getTime() + (AGGREGATE_RETENTION_DAYS + 11) * DAY))).toEqual({
      daysAggregated: 1,
      rawDeleted: 2,
      aggregatesDeleted: 4,
    });
    expect(await countSamples()).toBe(0);
  });
});
