import { busiestDevice, CHART_ROUTES, vitalsSeries, vitalsWindow } from './series';
import type { VitalsAggregate } from './store';

const row = (day: string, route: string, p75: number, change: Partial<VitalsAggregate> = {}): VitalsAggregate => ({
  day,
  route,
  metric: 'LCP',
  device: 'mobile',
  count: 10,
  p75,
  p95: p75 * 2,
  ...change,
});

describe('vitalsWindow', () => {
  it('gives the days readAggregates reads: the last N up to today, oldest first', () => {
    expect(vitalsWindow(3, '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(vitalsWindow(1, '2026-01-01')).toEqual(['2026-01-01']);
    expect(vitalsWindow(31, '2026-11-29')).toHaveLength(31);
  });
});

describe('vitalsSeries', () => {
  const days = ['2026-11-27', '2026-11-28', '2026-11-29'];

  it('draws, per metric, each route’s p75 on the device class asked for, null on a day without one, with the metric’s good bound', () => {
    const charts = vitalsSeries(
      [
        row('2026-11-27', '/', 2100),
        row('2026-11-29', '/', 2600),
        row('2026-11-29', '/about', 1500, { count: 3 }),
        // Another device class, another metric, a day outside the window: not in the LCP chart of phones.
        row('2026-11-28', '/', 900, { device: 'desktop' }),
        row('2026-11-28', '/', 0.2, { metric: 'CLS' }),
        row('2026-11-20', '/old', 5000),
      ],
      { device: 'mobile', days },
    );
    expect(charts.map((chart) => chart.metric)).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    const [lcp, inp, cls] = charts;
    expect(lcp).toEqual({
      metric: 'LCP',
      good: 2500,
      routes: ['/', '/about'],
      points: [
        { day: '2026-11-27', values: [2100, null] },
        { day: '2026-11-28', values: [null, null] },
        { day: '2026-11-29', values: [2600, 1500] },
      ],
    });
    expect(inp).toMatchObject({ good: 200, routes: [] });
    expect(inp.points).toHaveLength(3);
    expect(cls).toMatchObject({
      good: 0.1,
      routes: ['/'],
      points: [{ values: [null] }, { values: [0.2] }, { values: [null] }],
    });
  });

  it(`draws at most ${CHART_ROUTES} routes: the most measured over the window, then by name`, () => {
    const rows = Array.from({ length: CHART_ROUTES + 3 }, (_, i) =>
      row('2026-11-29', `/page-${i}`, 1000, { count: i === 8 ? 100 : 5 }),
    );
    const [lcp] = vitalsSeries(rows, { device: 'mobile', days });
    expect(lcp.routes).toEqual(['/page-8', '/page-0', '/page-1', '/page-2', '/page-3', '/page-4']);
  });
});

describe('busiestDevice', () => {
  it('is the device class with the most measurements, phones when none or on a tie', () => {
    expect(
      busiestDevice([
        row('2026-11-29', '/', 1, { device: 'desktop', count: 5 }),
        row('2026-11-28', '/', 1, { device: 'mobile', count: 3 }),
        row('2026-11-29', '/a', 1, { device: 'mobile', count: 1 }),
      ]),
    ).toBe('desktop');
    expect(
      busiestDevice([
        row('2026-11-29', '/', 1, { device: 'tablet', count: 2 }),
        row('2026-11-29', '/', 1, { device: 'mobile', count: 2 }),
      ]),
    ).toBe('mobile');
    expect(busiestDevice([])).toBe('mobile');
  });
});
