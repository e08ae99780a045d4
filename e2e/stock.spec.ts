import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './fixtures';
import { freePort, startSecondServer, type SecondServer } from './second-server';
import { localePath, locales } from './routes';
import en from '../messages/en.json';
import th from '../messages/th.json';

const messages = { en, th };

for (const locale of locales) {
  const m = messages[locale].StockPrice;

  test.describe(`stock price pages in ${locale}`, () => {
    test('info shows the whole quote with 2-decimal prices and separated volumes', async ({ page }) => {
      const response = await page.goto(localePath(locale, '/stockpriceinfo/info'));
      expect(response?.status()).toBe(200);
      const details = page.getByTestId('quote-details');
      for (const key of [
        'symbol',
        'last',
        'prior',
        'project1',
        'open',
        'high',
        'low',
        'time',
        'totalVolume',
      ] as const) {
        await expect(details.getByText(m.info[key], { exact: true })).toBeVisible();
      }
      await expect(details).toContainText('SHRZ');
      await expect(
        details
          .locator('dd')
          .filter({ hasText: /^\d+\.\d{2}$/ })
          .first(),
      ).toBeVisible();
      await expect(details.getByRole('table')).toContainText(/\d{1,3}(,\d{3})+/);
      await expect(details.getByRole('columnheader', { name: m.info.bid, exact: true })).toBeVisible();
      await expect(details.getByRole('columnheader', { name: m.info.offer, exact: true })).toBeVisible();
      // From the history: the seed's last day is the stored quote's day, 2026-11-20.
      const performance = page.getByTestId('price-performance');
      await expect(performance.getByTestId('performance-high52Weeks')).toContainText(/\d+\.\d{2} \(/);
      await expect(performance.getByTestId('performance-change1Y')).toContainText(/%\)/);
      await expect(performance).not.toContainText('N/A');
    });

    test('the tab menu and the fact sheet button that opens in a new tab', async ({ page }) => {
      await page.goto(localePath(locale, '/stockpriceinfo/retrospect'));
      const tabs = page.getByRole('navigation', { name: new RegExp(messages[locale].Sections.stock) });
      await expect(tabs.getByRole('link')).toHaveCount(3);
      await expect(tabs.locator('[aria-current="page"]')).toHaveText(messages[locale].Routes.stockRetrospect);
      const factSheet = page.getByRole('link', { name: new RegExp(m.factSheet.replace(/[()]/g, '.')) });
      await expect(factSheet).toHaveAttribute('target', '_blank');
      await expect(factSheet).toHaveAttribute('rel', /noopener/);
      await expect(factSheet).toHaveAttribute('href', /set\.or\.th\/.*SHRZ\/factsheet/);
    });

    test('retrospect: date pickers (old start/end links too), computed summaries and the chart ranges', async ({
      page,
    }) => {
      await page.goto(localePath(locale, '/stockpriceinfo/retrospect?start=2025-01-02&end=2025-02-03'));
      await expect(page.getByLabel(m.retrospect.start)).toHaveValue('2025-01-02');
      await expect(page.getByLabel(m.retrospect.end)).toHaveValue('2025-02-03');
      await expect(page.getByRole('main').getByRole('button', { name: m.retrospect.search })).toBeVisible();
      const table = page.getByTestId('price-history');
      await expect(table.locator('tbody tr').first()).toHaveAttribute('data-date', '2025-02-03');
      for (const label of [m.retrospect.previous2Weeks, m.retrospect.previous4Weeks]) {
        await expect(table.getByRole('row', { name: new RegExp(label) })).not.toContainText('N/A');
      }
      const ranges = page.getByRole('group', { name: m.retrospect.rangeLabel });
      await expect(ranges.getByRole('button', { name: m.retrospect.range.search })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const line = page.locator('[data-chart="line"] path[data-line]');
      const searchedLine = await line.getAttribute('d');
      expect(searchedLine).toMatch(/^M[\d.,]+(L[\d.,]+)+$/);
      // A pointer over the plot names the nearest day's close.
      await page.locator('[data-chart="line"] [class*="readoutLayer"]').hover();
      await expect(page.locator('[data-readout]')).toHaveText(/: \d+\.\d{2}$/);
      await ranges.getByRole('button', { name: m.retrospect.range['1h'] }).click();
      await expect(ranges.getByRole('button', { name: m.retrospect.range['1h'] })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByTestId('price-chart-note')).toHaveText(m.retrospect.noIntraday);
      await ranges.getByRole('button', { name: m.retrospect.range.All, exact: true }).click();
      await expect(line).toHaveAttribute('d', /^M[\d.,]+(L[\d.,]+)+$/);
      expect(await line.getAttribute('d'), 'All draws a longer line than the searched month').not.toBe(searchedLine);
    });

    test('calculator: amount or shares and the buy/sell table', async ({ page }) => {
      await page.goto(localePath(locale, '/stockpriceinfo/calculator?mode=shares'));
      await expect(page.getByRole('radio', { name: m.calculator.shares })).toBeChecked();
      await expect(page.getByRole('radio', { name: m.calculator.amount })).not.toBeChecked();
      const table = page.getByTestId('calculator-table');
      for (const key of ['buyPrice', 'sellPrice', 'estimatedShares', 'difference'] as const) {
        await expect(table.getByRole('columnheader', { name: m.calculator[key] })).toBeVisible();
      }
      await expect(table).toContainText('N/A');
    });
  });
}

/**
 * A second server of the same build whose backend and quote provider are a stand-in on 127.0.0.1:
 * every list call answers 500, and the quote answers without a time or with 500, as each test sets.
 */
test.describe('with a failing remote backend', () => {
  test.describe.configure({ mode: 'serial' });
  let quoteMode: 'closed' | 'fail' = 'closed';
  let standIn: Server;
  let app: SecondServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    standIn = createServer((request, response) => {
      if (request.url?.startsWith('/quote') && quoteMode === 'closed') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            symbol: 'SHRZ',
            last: 2.34,
            prior: 2.3,
            project1: 2.34,
            open: 2.3,
            high: 2.38,
            low: 2.28,
            time: null,
            totalVolume: 1000,
            bid: [],
            offer: [],
          }),
        );
        return;
      }
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('stand-in failure');
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    app = await startSecondServer(await freePort(), {
      IR_BACKEND_URL: `${standInUrl}/backend`,
      IR_BACKEND_TIMEOUT_MS: '2000',
      STOCK_API_URL: `${standInUrl}/quote`,
      // No quote kept: each test's quote mode shows at once (e2e/quote-provider.spec.ts tests the keeping).
      STOCK_QUOTE_CACHE_SECONDS: '0',
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    await new Promise((resolve) => standIn?.close(resolve));
  });

  for (const locale of locales) {
    const m = messages[locale];

    test(`${locale}: a quote without a time shows the market closed and a dash for the change`, async ({ page }) => {
      quoteMode = 'closed';
      const response = await page.goto(`${app!.base}${localePath(locale, '/')}`);
      expect(response?.status()).toBe(200);
      const card = page.getByTestId('stock-card');
      await expect(card).toContainText('2.34');
      await expect(card).toContainText(m.StockCard.marketClosed);
      await expect(card).toContainText(new RegExp(`${m.StockCard.change}\\s*-`));
      await expect(card).not.toContainText('%');
      await expect(page.getByTestId('stock-ticker')).toContainText(m.StockCard.marketClosed);
    });

    test(`${locale}: every call failing still answers 200 with dashes and empty blocks`, async ({ page, request }) => {
      quoteMode = 'fail';
      const response = await request.get(`${app!.base}${localePath(locale, '/')}`);
      expect(response.status()).toBe(200);
      await page.goto(`${app!.base}${localePath(locale, '/')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Routes.home);
      await expect(page.getByTestId('stock-card')).toContainText(`- ${m.StockCard.currency}`);
      await expect(page.getByTestId('home-document-statement')).toContainText(m.Home.documents.empty);
      await expect(page.getByTestId('home-document-oneReport')).toContainText(m.Home.documents.empty);
      await expect(page.getByTestId('home-clippings')).toContainText(m.Home.clippings.empty);
      await expect(page.getByTestId('home-set-news')).toContainText(m.Home.setNews.empty);
      // The static blocks stay.
      await expect(page.getByRole('heading', { level: 2, name: m.Home.highlights.title })).toBeVisible();

      const info = await page.goto(`${app!.base}${localePath(locale, '/stockpriceinfo/info')}`);
      expect(info?.status()).toBe(200);
      await expect(page.getByTestId('quote-details')).toContainText('N/A');
      await expect(page.getByTestId('performance-high52Weeks')).toContainText('N/A');

      // The price history source fails too: the historical-price page shows N/A, not an error page.
      const retrospect = await page.goto(
        `${app!.base}${localePath(locale, '/stockpriceinfo/retrospect?from=2025-01-01&to=2025-03-31')}`,
      );
      expect(retrospect?.status()).toBe(200);
      const history = page.getByTestId('price-history');
      await expect(history).toContainText(m.StockPrice.retrospect.unavailable);
      for (const label of [m.StockPrice.retrospect.previous2Weeks, m.StockPrice.retrospect.previous4Weeks]) {
        await expect(history.getByRole('row', { name: new RegExp(label) })).toContainText('N/A');
      }
    });
  }
});

test('the price line is drawn in the server HTML, with no chart code to load', async ({ page }) => {
  const html = await (await page.request.get('/en/stockpriceinfo/retrospect')).text();
  expect(html).toMatch(/data-chart="line"[\s\S]*<path[^>]*d="M[\d.,]+(L[\d.,]+)+"[^>]*data-line/);

  await page.setViewportSize({ width: 390, height: 600 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/') && request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/en/stockpriceinfo/retrospect');
  await page.waitForLoadState('networkidle');
  const scriptsBeforeScroll = scripts.length;
  await page.getByRole('group', { name: en.StockPrice.retrospect.rangeLabel }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-chart="line"] path[data-line]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length, 'no script arrives when the chart comes into view').toBe(scriptsBeforeScroll);
});
