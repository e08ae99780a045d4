import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIResponse, Page, Response } from '@playwright/test';
import setNews from '../data/seed/set-news.json';
import { expect, test } from './fixtures';
import { enrolPerson, pageOf, type OtherServer, type Person } from './item-review-helpers';
import { freePort, startSecondServer, type SecondServer } from './second-server';

// The workspace's charts (docs/newsroom.md, Reading figures; docs/performance.md, Field data): a reader's
// page views, downloads and searches that found nothing, and a phone's Web Vitals, drawn at
// /admin/reading and /admin/vitals, each chart beside its table, each table a CSV download. On a
// server of its own with a fresh store, so every count is this spec's own and exact; it writes its
// figures every second (READING_FLUSH_SECONDS) and draws no sample of its own visits (VITALS_SAMPLE_RATE 0).
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const DOCUMENT = '/documents/news/set-2021-002.pdf';
const DOWNLOADS = 3;
const title = (lang: 'th' | 'en') => setNews.find((item) => item.new_set_id === 2 && item.lang === lang)!.new_set_title;
const stamp = Date.now().toString(36);
const NONSENSE = { en: `qzxv${stamp} wuggle`, th: `ฆฌฆฌ${stamp} ฉฮฉ` };
const WIDTHS = [390, 1280];

let app: SecondServer;
let folder: string;
let server: OtherServer;
let admin: Person;

/** The Bangkok day now, as the figures count it. */
const today = () => new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
const at = (url: string) => `${app.base}${url}`;
/** A chart's own drawing (its legend's icons are small SVGs of their own). */
const drawing = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('.recharts-wrapper > svg.recharts-surface');

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  folder = mkdtempSync(path.join(tmpdir(), 'ir-e2e-workspace-charts-'));
  const port = await freePort();
  const store = { IR_DB_PATH: path.join(folder, 'ir.db'), IR_BACKEND_URL: '' };
  app = await startSecondServer(port, {
    ...store,
    SITE_URL: `http://127.0.0.1:${port}`,
    READING_FLUSH_SECONDS: '1',
    VITALS_SAMPLE_RATE: '0',
    VITALS_RATE_LIMIT: '10000',
    FORM_RATE_LIMIT: '10000',
  });
  server = { baseURL: app.base, env: { ...process.env, ...store } };
  admin = await enrolPerson(browser, 'admin', `charts-${stamp}`, server);
});

test.afterAll(async () => {
  await app?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function axeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations).toEqual([]);
}

/** A CSV download's lines, after checking it is one: UTF-8 with its byte-order mark, an attachment, never stored. */
async function csvLines(response: APIResponse, fileName: RegExp): Promise<string[]> {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8; header=present');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['content-disposition']).toMatch(fileName);
  const bytes = await response.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').split('\r\n');
}

test('a reader’s page views, downloads and searches that found nothing are counted', async ({ browser }) => {
  const reader = await pageOf(browser, null, { baseURL: app.base });
  try {
    // A view is reported by the browser once the page's scripts run (docs/newsroom.md, Reading
    // figures): each page is left only once its report is in.
    for (const target of ['/en/privacy', '/privacy', '/en/privacy']) {
      const report = reader.waitForResponse((reply) => new URL(reply.url()).pathname === '/api/reading');
      expect((await reader.goto(target))?.status()).toBe(200);
      expect((await report).status()).toBe(204);
    }
    for (let i = 0; i < DOWNLOADS; i += 1) expect((await reader.request.get(DOCUMENT)).status()).toBe(200);
    expect((await reader.goto(`/en/search?q=${encodeURIComponent(NONSENSE.en)}`))?.status()).toBe(200);
    expect((await reader.goto(`/search?q=${encodeURIComponent(NONSENSE.th)}`))?.status()).toBe(200);
  } finally {
    await reader.context().close();
  }
  // Written within a second or two: the admin's download of the days shows them.
  const page = await pageOf(browser, admin, { baseURL: app.base });
  try {
    await expect
      .poll(
        async () => {
          const lines = await csvLines(
            await page.request.get('/api/workspace/reading/csv?series=daily&days=7&lang=en'),
            /reading-daily-7d-en-/,
          );
          return lines.find((line) => line.startsWith(today()))?.split(',')[2];
        },
        { timeout: 15_000 },
      )
      .toBe(String(DOWNLOADS));
  } finally {
    await page.context().close();
  }
});

for (const width of WIDTHS) {
  test(`the reading figures at ${width} px: each chart drawn beside its table, in both languages`, async ({
    browser,
  }) => {
    const page = await pageOf(browser, admin, { baseURL: app.base });
    try {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of ['en', 'th'] as const) {
        const w =
          lang === 'en'
            ? {
                views: 'Page views and downloads per day, last 7 days',
                documents: 'Documents downloaded most',
                pages: 'Pages viewed most',
                searches: 'Searches that found nothing',
                language: 'Thai and English',
                kind: 'SET Announcements',
                english: 'English',
                thai: 'Thai',
              }
            : {
                views: 'จำนวนการเปิดดูหน้าและการดาวน์โหลดรายวัน 7 วันที่ผ่านมา',
                documents: 'เอกสารที่ดาวน์โหลดมากที่สุด',
                pages: 'หน้าที่มีการเปิดดูมากที่สุด',
                searches: 'การค้นหาที่ไม่พบผลลัพธ์',
                language: 'ไทยและอังกฤษ',
                kind: 'ข่าวแจ้งตลาดหลักทรัพย์',
                english: 'อังกฤษ',
                thai: 'ไทย',
              };
        const prefix = lang === 'en' ? '/en' : '';
        // The section the shell names "Reading figures" is a page of its own; the window is in its URL.
        await page.goto(`${prefix}/admin`);
        await page
          .getByRole('navigation', { name: lang === 'en' ? 'Workspace sections' : 'ส่วนต่าง ๆ ของพื้นที่ทำงาน' })
          .getByRole('link', { name: lang === 'en' ? 'Reading figures' : 'สถิติการอ่าน' })
          .click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/admin/reading$`));
        const choice = (days: number) =>
          page.getByRole('link', { name: lang === 'en' ? `${days} days` : `${days} วัน`, exact: true });
        await expect(choice(30)).toHaveAttribute('aria-current', 'page');
        await choice(7).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/admin/reading\\?days=7$`));
        await expect(choice(7)).toHaveAttribute('aria-current', 'page');

        // Views and downloads per day: the chart's SVG, and today's row of the table with this spec's counts.
        await expect(drawing(page, 'reading-daily-chart')).toBeVisible();
        await expect(drawing(page, 'reading-daily-chart').locator('.recharts-line')).toHaveCount(2);
        await expect(page.getByTestId('reading-daily-chart')).toHaveAttribute('aria-hidden', 'true');
        const daily = page.getByRole('table', { name: w.views });
        await expect(daily.getByRole('row')).toHaveCount(9);
        const todayRow = daily.getByRole('row').filter({ has: page.locator(`time[datetime="${today()}"]`) });
        await expect(todayRow.getByRole('cell').nth(1)).toHaveText(String(DOWNLOADS));
        expect(Number(await todayRow.getByRole('cell').nth(0).textContent())).toBeGreaterThanOrEqual(3);

        // The document by its title in the page's language, its kind and language, and its count.
        await expect(drawing(page, 'reading-documents-chart').locator('.recharts-bar-rectangle')).toHaveCount(1);
        const documents = page.getByRole('table', { name: w.documents });
        await expect(documents.getByRole('row').nth(1)).toHaveText(
          [title(lang), w.kind, w.language, String(DOWNLOADS)].join(''),
        );
        await expect(documents.getByRole('link', { name: title(lang) })).toHaveAttribute('href', DOCUMENT);

        await expect(drawing(page, 'reading-pages-chart')).toBeVisible();
        expect(
          await drawing(page, 'reading-pages-chart').locator('.recharts-bar-rectangle').count(),
        ).toBeGreaterThanOrEqual(2);
        const pages = page.getByRole('table', { name: w.pages });
        await expect(pages.getByRole('row').filter({ hasText: /^\/en\/privacy/ })).toHaveText('/en/privacy2');
        await expect(pages.getByRole('row').filter({ hasText: /^\/privacy/ })).toHaveText('/privacy1');

        const searches = page.getByRole('table', { name: w.searches });
        await expect(searches.getByRole('row').filter({ hasText: NONSENSE.en })).toHaveText(
          `${NONSENSE.en}${w.english}1`,
        );
        await expect(searches.getByRole('row').filter({ hasText: NONSENSE.th })).toHaveText(`${NONSENSE.th}${w.thai}1`);

        // No table is wider than the page.
        for (const table of [daily, documents, pages, searches]) {
          const widths = await table.evaluate((element) => ({
            table: element.scrollWidth,
            room: element.parentElement!.clientWidth,
          }));
          expect(widths.table).toBeLessThanOrEqual(widths.room);
        }
        await axeClean(page);
      }
    } finally {
      await page.context().close();
    }
  });
}

test('every table downloads as CSV with its counts; a bad table, window or language is a 400, no session a 401', async ({
  browser,
  request,
}) => {
  const page = await pageOf(browser, admin, { baseURL: app.base });
  try {
    await page.goto('/en/admin/reading?days=7');
    const link = page.getByRole('link', { name: 'Download CSV (Documents downloaded most)' });
    await expect(link).toHaveAttribute('href', '/api/workspace/reading/csv?series=documents&days=7&lang=en');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`reading-documents-7d-en-${today()}.csv`);

    const documents = await csvLines(
      await page.request.get('/api/workspace/reading/csv?series=documents&days=7&lang=th'),
      /filename="reading-documents-7d-th-/,
    );
    expect(documents.slice(0, 2)).toEqual([
      'เอกสาร,ประเภท,ภาษา,ดาวน์โหลด,ที่อยู่ไฟล์',
      `${title('th')},ข่าวแจ้งตลาดหลักทรัพย์,ไทยและอังกฤษ,${DOWNLOADS},${DOCUMENT}`,
    ]);
    const pages = await csvLines(
      await page.request.get('/api/workspace/reading/csv?series=pages&days=30&lang=en'),
      /reading-pages-30d-en-/,
    );
    expect(pages[0]).toBe('Page,Page views');
    expect(pages).toEqual(expect.arrayContaining(['/en/privacy,2', '/privacy,1']));
    const searches = await csvLines(
      await page.request.get('/api/workspace/reading/csv?series=searches&days=90&lang=en'),
      /reading-searches-90d-en-/,
    );
    expect(searches).toEqual(
      expect.arrayContaining(['Search,Language,Times', `${NONSENSE.en},English,1`, `${NONSENSE.th},Thai,1`]),
    );
    const daily = await csvLines(
      await page.request.get('/api/workspace/reading/csv?series=daily&days=30&lang=en'),
      /reading-daily-30d-en-/,
    );
    // A header, 30 days and the last line's end.
    expect(daily).toHaveLength(32);
    expect(daily.at(-2)).toMatch(new RegExp(`^${today()},\\d+,${DOWNLOADS}$`));

    for (const query of ['series=people&days=7', 'series=daily&days=365', 'series=daily&days=7&lang=de']) {
      const refused = await page.request.get(`/api/workspace/reading/csv?${query}`);
      expect(refused.status(), query).toBe(400);
    }
  } finally {
    await page.context().close();
  }
  expect((await request.get(at('/api/workspace/reading/csv?series=daily&days=7'))).status()).toBe(401);
  expect((await request.get(at('/api/workspace/vitals/csv?days=7'))).status()).toBe(401);
});

test('recharts is fetched by the workspace pages that draw charts and by no public page', async ({ browser }) => {
  /** Whether the page's scripts include recharts (its class names survive minification). */
  const loadsRecharts = async (page: Page, url: string) => {
    const scripts: Promise<string>[] = [];
    const listener = (response: Response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => ''));
    };
    page.on('response', listener);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    page.off('response', listener);
    return (await Promise.all(scripts)).some((text) => text.includes('recharts-surface'));
  };
  const page = await pageOf(browser, admin, { baseURL: app.base });
  try {
    for (const url of ['/en', '/', '/en/financialinfo/info', '/basicinfo/majorshareholders', '/en/search?q=dividend'])
      expect(await loadsRecharts(page, url), url).toBe(false);
    expect(await loadsRecharts(page, '/en/admin/reading')).toBe(true);
  } finally {
    await page.context().close();
  }
});

const phoneReport = (lcp: number) => ({
  path: '/basicinfo/info',
  device: 'mobile',
  connection: '4g',
  metrics: [
    {
      name: 'LCP',
      value: lcp,
      rating: lcp <= 2500 ? 'good' : lcp <= 4000 ? 'needs-improvement' : 'poor',
      attribution: {
        target: 'main > h1',
        parts: { timeToFirstByte: 120, resourceLoadDelay: 0, resourceLoadDuration: 0, elementRenderDelay: lcp - 120 },
      },
    },
    { name: 'CLS', value: 0.02, rating: 'good', attribution: { parts: {} } },
  ],
});

test('the Web Vitals page draws a chart per metric with the good bound, keeps its table and downloads it', async ({
  browser,
  request,
}) => {
  for (const lcp of [1800, 2200, 3000, 2600])
    expect((await request.post(at('/api/vitals'), { data: phoneReport(lcp) })).status()).toBe(204);
  execFileSync('npm', ['run', '-s', 'vitals', '--', '--aggregate'], { encoding: 'utf8', env: server.env });

  const page = await pageOf(browser, admin, { baseURL: app.base });
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/admin/vitals?days=7');
      const lcp = page.getByTestId('vitals-lcp-chart');
      await expect(drawing(page, 'vitals-lcp-chart').locator('.recharts-line')).toHaveCount(1);
      // The good bound, named on its line; a line per page, named in the legend.
      await expect(lcp).toContainText('Good: up to 2,500 ms');
      await expect(lcp.locator('.recharts-legend-item')).toHaveCount(1);
      await expect(lcp.locator('.recharts-legend-item')).toContainText('/basicinfo/info');
      await expect(page.getByTestId('vitals-cls-chart')).toContainText('Good: up to 0.1');
      // No INP was reported: a sentence, no chart.
      await expect(page.getByTestId('vitals-inp')).toContainText('No INP measurements (Phone) in these days.');
      const table = page.getByRole('table', { name: 'Every day, page, metric and device' });
      // p75 of 1,800, 2,200, 2,600 and 3,000 (nearest rank): 2,600.
      await expect(table.getByRole('row').filter({ hasText: 'LCP' })).toHaveText(
        /\/basicinfo\/infoLCPPhone42,6003,000$/,
      );
      await axeClean(page);
    }
    await page.goto('/admin/vitals?days=7&device=desktop');
    await expect(page.getByRole('combobox', { name: 'แผนภูมิของ' })).toHaveValue('desktop');
    await expect(page.getByTestId('vitals-lcp')).toContainText('ไม่มีข้อมูลการวัด LCP บนคอมพิวเตอร์ในช่วงวันนี้');
    await axeClean(page);

    const csv = await csvLines(
      await page.request.get('/api/workspace/vitals/csv?days=7&lang=en'),
      /filename="web-vitals-7d-en-/,
    );
    expect(csv[0]).toBe('Day,Page,Metric,Device,Page views,p75,p95');
    expect(csv).toEqual(
      expect.arrayContaining([
        `${today()},/basicinfo/info,LCP,Phone,4,2600,3000`,
        `${today()},/basicinfo/info,CLS,Phone,4,0.02,0.02`,
      ]),
    );
    expect((await page.request.get('/api/workspace/vitals/csv?days=32')).status()).toBe(400);
  } finally {
    await page.context().close();
  }
});
