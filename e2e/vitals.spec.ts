import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { createClient } from '@libsql/client';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { enrolInWorkspace, npmRun } from './workspace';
import { CONNECTION_TYPES, METRIC_NAMES, METRIC_RULES, RATINGS } from '../lib/vitals/metrics';

// Web Vitals from visitors (lib/vitals): the server under test runs with VITALS_SAMPLE_RATE=1
// (playwright.config.ts), so every page view reports. Serial: the refusals count the stored rows.
test.describe.configure({ mode: 'serial' });

// The SQLite file of the server under test (the embedded backend's default unless IR_DB_PATH is set).
const database = () =>
  createClient({ url: `file:${path.resolve(process.cwd(), process.env.IR_DB_PATH?.trim() || 'data/ir.db')}` });

async function storedSince(since: string): Promise<Record<string, unknown>[]> {
  const db = database();
  try {
    const result = await db.execute({
      sql: 'SELECT * FROM vitals_samples WHERE received_at >= ? ORDER BY id',
      args: [since],
    });
    return result.rows.map((row) => Object.fromEntries(result.columns.map((column) => [column, row[column]])));
  } finally {
    db.close();
  }
}

/** Whether a response is the chunk with web-vitals, which the collector imports once the page is idle. */
const isWebVitals = async (response: Response) =>
  new URL(response.url()).pathname.startsWith('/_next/static/') &&
  (await response.text()).includes('largest-contentful-paint');

test('a page view sends one beacon of the right shape, without a cookie, and only its route is stored', async ({
  page,
}) => {
  const since = new Date().toISOString();
  // What the page hands to sendBeacon, kept in sessionStorage: the beacon goes as the page is left, and
  // Playwright's request event shows no Blob body.
  await page.addInitScript(() => {
    const texts = new WeakMap<Blob, string>();
    const NativeBlob = Blob;
    window.Blob = class extends NativeBlob {
      constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
        super(parts, options);
        texts.set(this, (parts ?? []).map(String).join(''));
      }
    };
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const seen = JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]') as unknown[];
      seen.push({
        url: String(url),
        type: data instanceof NativeBlob ? data.type : typeof data,
        text: data instanceof NativeBlob ? texts.get(data) : String(data),
      });
      sessionStorage.setItem('e2e-beacons', JSON.stringify(seen));
      return send(url, data);
    };
  });
  const webVitals = page.waitForResponse(isWebVitals, { timeout: 20_000 });
  await page.goto('/en/newinfo/info?year=2024&page=2');
  await webVitals;
  // A moment for web-vitals' observers to read the buffered entries, then the page is left: hidden.
  await page.waitForTimeout(1000);
  await page.goto('/en/about');

  // Playwright does not see a request sent while a page unloads: the beacon is read from what the page
  // handed to sendBeacon, and from what the server stored. A beacon carries the site's cookies, and the
  // site set none.
  expect(await page.context().cookies()).toEqual([]);
  const bodies = (await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]'))) as {
    url: string;
    type: string;
    text: string;
  }[];
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({ url: '/api/vitals', type: 'application/json' });
  const report = JSON.parse(bodies[0].text) as Record<string, unknown>;
  expect(Object.keys(report).sort()).toEqual(expect.arrayContaining(['device', 'metrics', 'path']));
  expect(Object.keys(report).every((key) => ['path', 'device', 'connection', 'metrics'].includes(key))).toBe(true);
  // The pathname only: no query, no origin.
  expect(report.path).toBe('/en/newinfo/info');
  expect(report.device).toBe('desktop');
  if ('connection' in report) expect(CONNECTION_TYPES).toContain(report.connection);
  const metrics = report.metrics as {
    name: (typeof METRIC_NAMES)[number];
    value: number;
    rating: string;
    attribution: { target?: string; parts: Record<string, number> };
  }[];
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

  await expect
    .poll(async () => (await storedSince(since)).filter((row) => row.route === '/newinfo/info').length)
    .toBeGreaterThanOrEqual(names.length);
  const rows = (await storedSince(since)).filter((row) => row.route === '/newinfo/info');
  for (const row of rows) {
    expect(row.locale).toBe('en');
    expect(row.device).toBe('desktop');
    expect(JSON.stringify(row)).not.toContain('year=2024');
  }
  expect(await page.context().cookies()).toEqual([]);
});

test('the workspace is not measured: web-vitals is never loaded there', async ({ page }) => {
  let loaded = false;
  page.on('response', async (response) => {
    if (await isWebVitals(response).catch(() => false)) loaded = true;
  });
  await page.goto('/en/admin/sign-in');
  await page.waitForLoadState('networkidle');
  // Past the collector's longest wait for an idle moment.
  await page.waitForTimeout(5500);
  expect(loaded).toBe(false);
});

const valid = {
  path: '/basicinfo/info',
  device: 'mobile',
  connection: '4g',
  metrics: [
    {
      name: 'LCP',
      value: 1830.5,
      rating: 'good',
      attribution: {
        target: 'main > h1',
        parts: { timeToFirstByte: 120, resourceLoadDelay: 0, resourceLoadDuration: 0, elementRenderDelay: 1710.5 },
      },
    },
    { name: 'CLS', value: 0, rating: 'good', attribution: { parts: {} } },
  ],
};

test('the endpoint refuses bad reports with 400 and stores nothing', async ({ request }) => {
  const since = new Date().toISOString();
  const metric = valid.metrics[0];
  const bad: [string, unknown][] = [
    [
      'oversized',
      { ...valid, metrics: [{ ...metric, attribution: { ...metric.attribution, target: 'x'.repeat(5000) } }] },
    ],
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
  const notJson = await request.post('/api/vitals', {
    data: 'not json',
    headers: { 'content-type': 'application/json' },
  });
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

// The CLI and the workspace read what the job aggregated; accounts come from `npm run admin`, as in
// e2e/accounts.spec.ts (argon2 hashes and an axe scan: more than the default 30 s on a loaded machine).
const npm = npmRun;
const enrol = (page: Page, link: string) => enrolInWorkspace(page, link).then(() => undefined);

test('npm run vitals and the workspace show the daily p75 and p95; an editor is refused them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const table = npm('vitals', '--aggregate');
  expect(table).toMatch(/^day\s+route\s+metric\s+device\s+count\s+p75\s+p95$/m);
  expect(table).toMatch(/\/basicinfo\/info\s+LCP\s+mobile\s+\d+\s+\d+\s+\d+/);

  const stamp = Date.now().toString(36);
  await enrol(page, npm('admin', 'add-user', `vitals-approver-${stamp}@example.com`, '--role', 'approver'));
  await page.getByRole('link', { name: 'Web Vitals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Web Vitals' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ hasText: '/basicinfo/info' })
    .filter({ hasText: 'LCP' })
    .filter({ hasText: 'Phone' })
    .first();
  await expect(row).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);
  const json = await page.request.get('/api/workspace/vitals?days=7');
  expect(json.status()).toBe(200);
  expect(json.headers()['cache-control']).toBe('no-store');
  const body = (await json.json()) as {
    days: number;
    percentile: string;
    rows: { route: string; metric: string; device: string; count: number; p75: number; p95: number }[];
  };
  expect(body).toMatchObject({ days: 7, percentile: 'nearest-rank' });
  expect(body.rows).toEqual(
    expect.arrayContaining([expect.objectContaining({ route: '/basicinfo/info', metric: 'LCP', device: 'mobile' })]),
  );
  expect((await page.request.get('/api/workspace/vitals?days=abc')).status()).toBe(400);

  const editor = await browser.newContext();
  try {
    // As ./fixtures.ts does for its pages: no greeting popup over the form.
    await editor.addInitScript(() => window.sessionStorage.setItem('ir-popup-dismissed', '1'));
    const editorPage = await editor.newPage();
    await enrol(editorPage, npm('admin', 'add-user', `vitals-editor-${stamp}@example.com`, '--role', 'editor'));
    await expect(editorPage.getByRole('link', { name: 'Web Vitals' })).toHaveCount(0);
    expect((await editorPage.goto('/en/admin/vitals'))?.status()).toBe(403);
    expect((await editorPage.request.get('/api/workspace/vitals')).status()).toBe(403);
  } finally {
    await editor.close();
  }
  // Without a session: 401.
  expect((await request.get('/api/workspace/vitals')).status()).toBe(401);
});
