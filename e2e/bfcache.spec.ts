import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import en from '../messages/en.json';

/**
 * Pages are sent `public, max-age=0, s-maxage=…`, never `no-store` (lib/server/pipeline/document-cache-control.mjs),
 * so the browser keeps them in its back/forward cache: going back restores the page as it was, without a reload. These
 * check that a restored page is really restored (not reloaded) and still works: the live quote
 * refreshes (components/stock/use-live-quote.ts) and a form sends.
 *
 * Playwright starts Chromium with --disable-back-forward-cache; these tests take that switch out.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

// Three page loads and a restore each: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** Marks the document and records pageshow events, so a restore can be told from a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { bfMarker: string; persistedShows: number };
    w.bfMarker = 'before leaving';
    w.persistedShows = 0;
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) w.persistedShows += 1;
    });
  });
}

/** Leaves for another page and comes back with the browser's back button; fails unless the page came from the bfcache. */
async function leaveAndGoBack(page: Page, elsewhere: string) {
  await page.goto(elsewhere);
  // A page restored from the bfcache fires pageshow, not load: wait for the commit, then for the page.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState === 'complete');
  const state = await page.evaluate(() => {
    const w = window as unknown as { bfMarker?: string; persistedShows?: number };
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
      notRestoredReasons?: unknown;
    };
    return {
      marker: w.bfMarker,
      persistedShows: w.persistedShows,
      notRestored: JSON.stringify(entry.notRestoredReasons ?? null),
    };
  });
  // On failure, notRestoredReasons names what kept the page out of the cache.
  expect(state, state.notRestored).toMatchObject({ marker: 'before leaving', persistedShows: 1 });
}

test('pages are sent max-age=0 without no-store (revalidated on every load, allowed in the back/forward cache)', async ({
  request,
}) => {
  for (const path of ['/', '/en/newinfo/info?year=2024&page=2', '/informationinfo']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const cacheControl = response.headers()['cache-control'];
    expect(cacheControl, path).toMatch(/(^|, )max-age=0(,|$)/);
    expect(cacheControl, path).not.toContain('no-store');
  }
});

test('the live quote refreshes on a page restored from the back/forward cache', async ({ page, request }) => {
  const served = (await (await request.get('/api/stock_quotation')).json()) as { last: number };
  await page.goto('/en');
  const card = page.getByTestId('stock-card');
  await expect(card).toContainText(served.last.toFixed(2));
  await markDocument(page);
  // The quote has moved while the reader was away: the restored page must show the new one.
  let quoteRequests = 0;
  await page.route('**/api/stock_quotation', async (route) => {
    quoteRequests += 1;
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), last: 777.77 } });
  });
  await leaveAndGoBack(page, '/en/newinfo/info');
  await expect(card).toContainText('777.77');
  expect(quoteRequests).toBe(1);
});

test('the contact form sends from a page restored from the back/forward cache', async ({ page }) => {
  const form = en.Information.form;
  await page.goto('/en/informationinfo');
  const submit = page.locator('main form').getByRole('button', { name: form.submit, exact: true });
  await expect(submit).toBeEnabled();
  await markDocument(page);
  await leaveAndGoBack(page, '/en');

  const main = page.locator('main form');
  await main.getByLabel(form.firstName).fill('Somchai');
  await main.getByLabel(form.lastName).fill(`BF-${Date.now()}`);
  await main.getByLabel(form.phone).fill('0812345678');
  await main.getByLabel(form.fax).fill('021234568');
  await main.getByLabel(form.address).fill('99 Rama 9 Road, Bangkok');
  await main.getByLabel(form.message).fill('Sent after going back.');
  // The form's post, not the page's own view or Web Vitals reports.
  const posted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && !/^\/api\/(reading|vitals)$/.test(new URL(response.url()).pathname),
  );
  await submit.click();
  expect((await posted).status()).toBe(200);
  await expect(page.getByRole('alertdialog').filter({ hasText: form.success })).toBeVisible();
});
