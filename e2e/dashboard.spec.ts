import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enrolInWorkspace, npmRun } from './workspace';

// The workspace's dashboard (docs/newsroom.md, Dashboard) and the reading figures: an editor's
// submission awaits an approver, never its editor; a reader's page view (reported by the browser, also
// for a page a shared cache answered), download and search that found nothing show up as daily totals,
// written every READING_FLUSH_SECONDS (1 s under playwright.config.ts), and public pages set no cookie. Enrolments hash with argon2: a longer timeout.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

// The SQLite file of the server under test (the embedded backend's default unless IR_DB_PATH is set).
const database = () =>
  createClient({ url: `file:${path.resolve(process.cwd(), process.env.IR_DB_PATH?.trim() || 'data/ir.db')}` });

async function stored(sql: string, args: string[]): Promise<number> {
  const client = database();
  try {
    return Number((await client.execute({ sql, args })).rows[0]?.n ?? 0);
  } finally {
    client.close();
  }
}
const views = (pathname: string) =>
  stored('SELECT COALESCE(SUM(count), 0) AS n FROM reading_page_views WHERE path = ?', [pathname]);
const downloads = (url: string) =>
  stored('SELECT COALESCE(SUM(count), 0) AS n FROM reading_downloads WHERE document_url = ?', [url]);
const zeroSearches = (query: string, locale: string) =>
  stored('SELECT COALESCE(SUM(count), 0) AS n FROM reading_zero_searches WHERE query_normalized = ? AND locale = ?', [
    query,
    locale,
  ]);

const stamp = Date.now().toString(36);
const DOCUMENT = '/documents/news/set-2021-001.pdf';
// Sorts first among searches found as often: among the 20 the dashboard lists on a store many runs used.
const NONSENSE = { th: '000 ฆฌฆฌฆฌ qzxv', en: '000 qzxvplonk wugga' };

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations).toEqual([]);
}

test('a reader’s page views, a download and searches that found nothing are counted, with no cookie', async ({
  browser,
}) => {
  const before = {
    page: await views('/en/privacy'),
    thaiPage: await views('/privacy'),
    download: await downloads(DOCUMENT),
    en: await zeroSearches(NONSENSE.en, 'en'),
    th: await zeroSearches(NONSENSE.th, 'th'),
  };
  const reader = await browser.newContext();
  try {
    await reader.addInitScript(() => window.sessionStorage.setItem('ir-popup-dismissed', '1'));
    const page = await reader.newPage();
    // A view is reported once the page's scripts run: each page is left only once its report is in.
    const reported = () => page.waitForResponse((reply) => new URL(reply.url()).pathname === '/api/reading');
    for (const target of ['/en/privacy', '/privacy']) {
      const report = reported();
      const response = await page.goto(target);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['set-cookie']).toBeUndefined();
      expect((await report).status()).toBe(204);
    }
    // The privacy notice says what is counted, in both languages.
    await expect(page.getByRole('heading', { name: 'สถิติการอ่าน' })).toBeVisible();
    const report = reported();
    await page.goto('/en/privacy');
    expect((await report).status()).toBe(204);
    await expect(page.getByRole('heading', { name: 'Reading figures' })).toBeVisible();
    await expect(
      page.getByText(
        'No cookie and no identifier are used, and neither your network address nor your browser is recorded',
      ),
    ).toBeVisible();
    const pdf = await page.request.get(DOCUMENT);
    expect(pdf.status()).toBe(200);
    for (const locale of ['en', 'th'] as const) {
      const response = await page.goto(
        `${locale === 'en' ? '/en' : ''}/search?q=${encodeURIComponent(NONSENSE[locale].toUpperCase())}`,
      );
      expect(response?.status()).toBe(200);
      expect(response?.headers()['set-cookie']).toBeUndefined();
    }
    expect(await reader.cookies()).toEqual([]);
  } finally {
    await reader.close();
  }
  // Other specs on the shared server read the same pages and document meanwhile: theirs count too, so
  // those totals grow by at least this reader's; the searches are this test's own.
  await expect
    .poll(
      async () => ({
        page: (await views('/en/privacy')) >= before.page + 2,
        thaiPage: (await views('/privacy')) >= before.thaiPage + 1,
        download: (await downloads(DOCUMENT)) >= before.download + 1,
        en: await zeroSearches(NONSENSE.en, 'en'),
        th: await zeroSearches(NONSENSE.th, 'th'),
      }),
      { timeout: 15_000 },
    )
    .toEqual({ page: true, thaiPage: true, download: true, en: before.en + 1, th: before.th + 1 });
});

test('a page view is counted when a shared cache answers the page: the reader’s browser reports it', async ({
  browser,
  request,
}) => {
  // The page as a shared cache holds it, fetched once from the origin (docs/newsroom.md, Reading
  // figures): the server counts no view of a page it sends, the reader's browser reports each one.
  const stored = await request.get('/en/about');
  expect(stored.status()).toBe(200);
  const html = await stored.text();
  const policy = stored.headers()['content-security-policy'];
  const before = { about: await views('/en/about'), privacy: await views('/en/privacy') };
  const reader = await browser.newContext();
  try {
    await reader.addInitScript(() => window.sessionStorage.setItem('ir-popup-dismissed', '1'));
    const page = await reader.newPage();
    // The document comes from the stored copy: the origin never sees a request for it.
    let fromCache = 0;
    await page.route(
      (url) => url.pathname === '/en/about',
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        fromCache += 1;
        await route.fulfill({
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy },
          body: html,
        });
      },
    );
    const beacons: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/reading') beacons.push(sent.postData() ?? '');
    });
    const isBeacon = (response: { url(): string }) => new URL(response.url()).pathname === '/api/reading';
    const first = page.waitForResponse(isBeacon);
    await page.goto('/en/about');
    const firstReply = await first;
    expect(fromCache).toBe(1);
    expect(firstReply.status()).toBe(204);
    expect(firstReply.headers()['cache-control']).toBe('no-store');
    // A link followed in the page (a client-side navigation): one more view, reported the same way.
    const second = page.waitForResponse(isBeacon);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(/\/en\/privacy$/);
    expect((await second).status()).toBe(204);
    expect(beacons.map((body) => JSON.parse(body) as unknown)).toEqual([
      { path: '/en/about' },
      { path: '/en/privacy' },
    ]);
  } finally {
    await reader.close();
  }
  await expect
    .poll(
      async () => ({
        about: (await views('/en/about')) >= before.about + 1,
        privacy: (await views('/en/privacy')) >= before.privacy + 1,
      }),
      { timeout: 15_000 },
    )
    .toEqual({ about: true, privacy: true });
});

test('the dashboard in both languages: what awaits my approval is never mine, and the reading figures', async ({
  page,
  browser,
}) => {
  const editorContext = await browser.newContext();
  try {
    await editorContext.addInitScript(() => window.sessionStorage.setItem('ir-popup-dismissed', '1'));
    const editor = await editorContext.newPage();
    await enrolInWorkspace(
      editor,
      npmRun('admin', 'add-user', `dashboard-editor-${stamp}@example.com`, '--role', 'editor'),
    );
    const { token } = (await (await editor.request.get('/api/workspace/csrf')).json()) as { token: string };
    const headers = { 'x-csrf-token': token };
    const title = `Dashboard release ${stamp}`;
    const content = {
      title: { th: `ข่าว ${stamp}`, en: title },
      date: '2026-11-26',
      link: { th: 'https://example.com/th', en: 'https://example.com/en' },
    };
    const created = await editor.request.post('/api/workspace/items', {
      headers,
      data: { kind: 'pressRelease', content },
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { item: { id: string } }).item;
    expect((await editor.request.post(`/api/workspace/items/${id}/submit`, { headers, data: {} })).status()).toBe(200);

    // The editor: a link to start an item, their submission not awaiting them, the reading figures.
    await editor.goto('/en/admin');
    await expect(editor.getByRole('main').getByRole('link', { name: 'New item' })).toHaveAttribute(
      'href',
      '/en/admin/items/new',
    );
    await expect(editor.getByTestId('dashboard-awaiting')).toContainText('Nothing awaits your approval.');
    await expect(editor.getByRole('heading', { level: 2, name: 'Reading figures' })).toBeVisible();

    // An approver sees it awaiting approval, linked to its page, in English and in Thai.
    await enrolInWorkspace(
      page,
      npmRun('admin', 'add-user', `dashboard-approver-${stamp}@example.com`, '--role', 'approver'),
    );
    const awaiting = page.getByRole('table', { name: 'Awaiting my approval' });
    await expect(awaiting.getByRole('link', { name: title })).toHaveAttribute('href', `/en/admin/items/${id}`);
    for (const caption of [
      'Scheduled',
      'Drafts and rejected',
      'Recently live (last 30 days)',
      "The exchange's rules due",
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: caption })).toBeVisible();
    }
    // The meeting documents due are among the exchange's rules.
    await expect(
      page.getByTestId('dashboard-rules').getByRole('heading', { level: 3, name: 'Meeting documents due' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'New item' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Web Vitals' })).toBeVisible();
    // The dashboard keeps the views and downloads of each of the last 30 days (a header row, 30 days, the
    // totals) and leads to the rest of the reading figures (e2e/workspace-charts.spec.ts has them whole).
    await expect(
      page.getByRole('table', { name: 'Page views and downloads per day, last 30 days' }).getByRole('row'),
    ).toHaveCount(32);
    await expect(page.getByRole('link', { name: 'All reading figures' })).toHaveAttribute('href', '/en/admin/reading');
    await axeClean(page);
    await page.getByRole('link', { name: 'All reading figures' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reading figures' })).toBeVisible();
    // The whole suite reads pages and documents on the shared server: which 20 lead is not this test's
    // to know, but the tables list some (the counting itself is the test above).
    await expect(page.getByRole('table', { name: 'Pages viewed most' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Documents downloaded most' }).getByRole('row').nth(1)).toBeVisible();
    const searches = page.getByRole('table', { name: 'Searches that found nothing' });
    await expect(
      searches.getByRole('row').filter({ hasText: NONSENSE.en }).filter({ hasText: 'English' }),
    ).toBeVisible();
    // On a 1024 px screen, long titles and paths wrap: no table is wider than its column.
    await page.setViewportSize({ width: 1024, height: 768 });
    for (const name of ['Pages viewed most', 'Documents downloaded most', 'Searches that found nothing']) {
      const table = page.getByRole('table', { name });
      const widths = await table.evaluate((element) => ({
        table: element.scrollWidth,
        room: element.parentElement!.clientWidth,
      }));
      expect(widths.table, name).toBeLessThanOrEqual(widths.room);
    }

    await page.goto('/admin');
    await expect(
      page.getByRole('table', { name: 'รอการอนุมัติจากฉัน' }).getByRole('link', { name: `ข่าว ${stamp}` }),
    ).toHaveAttribute('href', `/admin/items/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'สถิติการอ่าน' })).toBeVisible();
    await axeClean(page);
    await page.goto('/admin/reading');
    await expect(
      page
        .getByRole('table', { name: 'การค้นหาที่ไม่พบผลลัพธ์' })
        .getByRole('row')
        .filter({ hasText: NONSENSE.th })
        .filter({ hasText: 'ไทย' }),
    ).toBeVisible();
  } finally {
    await editorContext.close();
  }
});
