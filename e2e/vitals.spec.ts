import path from 'node:path';
import { createClient } from '@libsql/client';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONNECTION_TYPES, METRIC_NAMES, METRIC_RULES, RATINGS } from '../lib/vitals/metrics';

// Web Vitals from visitors (lib/vitals): the server under test runs with VITALS_SAMPLE_RATE=1
// (playwright.config.ts), so every page view reports. Serial: the refusals count the stored rows.
test.describe.configure({ mode: 'serial' });

// The SQLite file of the server under test (the embedded backend's default unless IR_DB_PATH is set).
const database = () => createClient({ url: `file:${path.resolve(process.cwd(), process.env.IR_DB_PATH?.trim() || 'data/ir.db')}` });

async function storedSince(since: string): Promise<Record<string, unknown>[]> {
  const db = database();
  try {
    const result = await db.execute({ sql: 'SELECT * FROM vitals_samples WHERE received_at >= ? ORDER BY id', args: [since] });
    return result.rows.map((row) => Object.fromEntries(result.columns.map((column) => [column, row[column]])));
  } finally {
    db.close();
  }
}

/**
 * Hides the page as a switch of tab would (web-vitals reports LCP, CLS and INP then, and the collector
 * sends its beacon), until a report has gone: the collector loads only once the page is idle.
 */
async function reportOnHide(page: Page): Promise<Request> {
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/vitals', { timeout: 20_000 });
  let done = false;
  void sent.then(() => (done = true), () => (done = true));
  while (!done) {
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    });
    await Promise.race([sent.catch(() => undefined), page.waitForTimeout(500)]);
  }
  return sent;
}

test('a page view sends one beacon of the right shape, without a cookie, and only its route is stored', async ({ page }) => {
  const since = new Date().toISOString();
  await page.goto('/en/newinfo/info?year=2024&page=2');
  const beacon = await reportOnHide(page);

  expect(beacon.headers()['cookie']).toBeUndefined();
  const report = beacon.postDataJSON() as Record<string, unknown>;
  expect(Object.keys(report).sort()).toEqual(expect.arrayContaining(['device', 'metrics', 'path']));
  expect(Object.keys(report).every((key) => ['path', 'device', 'connection', 'metrics'].includes(key))).toBe(true);
  // The pathname only: no query, no origin.
  expect(report.path).toBe('/en/newinfo/info');
  expect(report.device).toBe('desktop');
  if ('connection' in report) expect(CONNECTION_TYPES).toContain(report.connection);
  const metrics = report.metrics as { name: (typeof METRIC_NAMES)[number]; value: number; rating: string; attribution: { target?: string; parts: Record<string, number> } }[];
  const names = metrics.map((metric) => metric.name);
  expect(names).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP']));
  for (const metric of metrics) {
    expect(METRIC_NAMES).toContain(metric.name);
    expect(typeof metric.value).toBe('number');
    expect(RATINGS).toContain(metric.rating);
    for (const [part, value] of Object.entries(metric.attribution.parts)) {
      expect(METRIC_RULES[metric.name].parts).toContain(part);
      expect(typeof value).toBe('number');
    }
  }

  const response = await beacon.response();
  if (response) {
    expect(response.status()).toBe(204);
    expect(response.headers()['set-cookie']).toBeUndefined();
  }
  await expect.poll(async () => (await storedSince(since)).filter((row) => row.route === '/newinfo/info').length).toBeGreaterThanOrEqual(names.length);
  const rows = (await storedSince(since)).filter((row) => row.route === '/newinfo/info');
  for (const row of rows) {
    expect(row.locale).toBe('en');
    expect(row.device).toBe('desktop');
    expect(JSON.stringify(row)).not.toContain('year=2024');
  }
  expect(await page.context().cookies()).toEqual([]);
});

test('the workspace is not measured', async ({ page }) => {
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/vitals') beacons.push(request.url());
  });
  await page.goto('/en/admin/sign-in');
  await page.waitForTimeout(1500);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await page.waitForTimeout(500);
  expect(beacons).toEqual([]);
});

const valid = {
  path: '/basicinfo/info',
  device: 'mobile',
  connection: '4g',
  metrics: [
    { name: 'LCP', value: 1830.5, rating: 'good', attribution: { target: 'main > h1', parts: { timeToFirstByte: 120, resourceLoadDelay: 0, resourceLoadDuration: 0, elementRenderDelay: 1710.5 } } },
    { name: 'CLS', value: 0, rating: 'good', attribution: { parts: {} } },
  ],
};

test('the endpoint refuses bad reports with 400 and stores nothing', async ({ request }) => {
  const since = new Date().toISOString();
  const metric = valid.metrics[0];
  const bad: [string, unknown][] = [
    ['oversized', { ...valid, metrics: [{ ...metric, attribution: { ...metric.attribution, target: 'x'.repeat(5000) } }] }],
    ['a value as text', { ...valid, metrics: [{ ...metric, value: '1830.5' }] }],
    ['a device as a number', { ...valid, device: 1 }],
    ['an unknown metric', { ...valid, metrics: [{ ...metric, name: 'FID' }] }],
    ['an unknown route', { ...valid, path: '/en/no-such-page' }],
    ['a full URL', { ...valid, path: 'https://example.com/basicinfo/info' }],
    ['a query', { ...valid, path: '/basicinfo/info?x=1' }],
    ['a rating that is not the value’s', { ...valid, metrics: [{ ...metric, rating: 'poor' }] }],
    ['a negative value', { ...valid, metrics: [{ ...metric, value: -1 }] }],
    ['an unknown attribution part', { ...valid, metrics: [{ ...metric, attribution: { parts: { url: 1 } } }] }],
    ['an extra field', { ...valid, visitor: 'abc' }],
    ['a metric twice', { ...valid, metrics: [metric, metric] }],
    ['no metric', { ...valid, metrics: [] }],
  ];
  for (const [what, body] of bad) {
    const response = await request.post('/api/vitals', { data: body });
    expect(response.status(), what).toBe(400);
    expect(typeof ((await response.json()) as { error: unknown }).error, what).toBe('string');
  }
  const notJson = await request.post('/api/vitals', { data: 'not json', headers: { 'content-type': 'application/json' } });
  expect(notJson.status()).toBe(400);
  expect(await storedSince(since)).toEqual([]);

  // The same report, valid, is stored: as its route, locale th, and nothing else of the visitor.
  const ok = await request.post('/api/vitals', { data: valid });
  expect(ok.status()).toBe(204);
  expect(ok.headers()['set-cookie']).toBeUndefined();
  const rows = await storedSince(since);
  expect(rows.map((row) => [row.route, row.locale, row.device, row.connection, row.metric, row.rating])).toEqual([
    ['/basicinfo/info', 'th', 'mobile', '4g', 'LCP', 'good'],
    ['/basicinfo/info', 'th', 'mobile', '4g', 'CLS', 'good'],
  ]);
});
