import { test, expect } from './fixtures';
import { localePath, locales } from './routes';
import en from '../messages/en.json';
import th from '../messages/th.json';

const messages = { en, th };

interface Day {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  value: number | null;
}

/** A CSV of plain cells (the price sheet has no quoted cells) without its byte-order mark. */
function parseCsv(text: string): string[][] {
  return text.replace(/^\uFEFF/, '').trimEnd().split(/\r\n/).map((line) => line.split(','));
}

const price = (value: number) => value.toFixed(2);
const shares = (value: number) => value.toLocaleString('en-US');

for (const javaScriptEnabled of [false, true]) {
  for (const locale of locales) {
    const m = messages[locale].StockPrice.retrospect;

    test.describe(`historical prices in ${locale}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled });

      test('a date-range search renders exactly the API rows, newest first, and the CSV holds the same rows', async ({ page, request }) => {
        const api = await request.get('/api/stock_history?from=2025-01-01&to=2025-01-31');
        expect(api.status()).toBe(200);
        const days = (await api.json()) as Day[];
        expect(days.length).toBeGreaterThan(15);

        await page.goto(localePath(locale, '/stockpriceinfo/retrospect'));
        await page.getByLabel(m.start).fill('2025-01-01');
        await page.getByLabel(m.end).fill('2025-01-31');
        await page.getByRole('button', { name: m.search }).click();
        await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-31/);

        const rows = page.getByTestId('price-history').locator('tbody tr');
        await expect(rows).toHaveCount(days.length);
        expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-date')))).toEqual(days.map((day) => day.date).reverse());
        const newest = days[days.length - 1];
        const cells = await rows.first().locator('td').allTextContents();
        expect(cells.slice(0, 4)).toEqual([price(newest.open), price(newest.high), price(newest.low), price(newest.close)]);
        expect(cells[6]).toBe(shares(newest.volume));
        const change = newest.close - days[days.length - 2].close;
        expect(Number(cells[4])).toBeCloseTo(change, 6);

        // The summaries: the 2 weeks before the end date, from the API's rows.
        const twoWeeks = days.filter((day) => day.date > '2025-01-17');
        const summary = page.getByTestId('price-history').getByRole('row', { name: new RegExp(m.previous2Weeks) });
        const summaryCells = await summary.locator('td').allTextContents();
        expect(summaryCells.slice(0, 4)).toEqual([
          price(twoWeeks[0].open),
          price(Math.max(...twoWeeks.map((day) => day.high))),
          price(Math.min(...twoWeeks.map((day) => day.low))),
          price(newest.close),
        ]);
        expect(summaryCells[6]).toBe(shares(twoWeeks.reduce((sum, day) => sum + day.volume, 0)));

        const link = page.getByRole('link', { name: m.download.replace('{from}', '2025-01-01').replace('{to}', '2025-01-31') });
        const csv = await request.get((await link.getAttribute('href'))!);
        expect(csv.headers()['content-disposition']).toBe('attachment; filename="SHRZ-prices-2025-01-01-2025-01-31.csv"');
        const bytes = await csv.body();
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const [header, ...records] = parseCsv(bytes.toString('utf8'));
        expect(header).toEqual([m.date, m.open, m.high, m.low, m.close, m.volume, m.value]);
        expect(records).toEqual(days.map((day) => [day.date, day.open, day.high, day.low, day.close, day.volume, day.value ?? ''].map(String)));
      });

      test('bad and reversed dates show the message beside the pickers and the last 3 months', async ({ page }) => {
        const response = await page.goto(localePath(locale, '/stockpriceinfo/retrospect?from=2025-02-30&to=2025-03-31'));
        expect(response?.status()).toBe(200);
        await expect(page.getByTestId('price-range-problem')).toHaveText(m.problem.fromInvalid);
        await expect(page.getByTestId('price-history').locator('tbody tr').first()).toHaveAttribute('data-date', /^2026-1[01]-/);
        await page.goto(localePath(locale, '/stockpriceinfo/retrospect?from=2025-03-31&to=2025-01-01'));
        await expect(page.getByTestId('price-range-problem')).toHaveText(m.problem.reversed);
      });

      test('a long range is paginated in the URL', async ({ page }) => {
        await page.goto(localePath(locale, '/stockpriceinfo/retrospect?from=2024-01-01&to=2024-12-31'));
        const rows = page.getByTestId('price-history').locator('tbody tr');
        await expect(rows).toHaveCount(25);
        const firstOfPage1 = await rows.first().getAttribute('data-date');
        await page.getByRole('link', { name: /2 ›/ }).click();
        await expect(page).toHaveURL(/from=2024-01-01&to=2024-12-31&page=2/);
        await expect(rows.first()).not.toHaveAttribute('data-date', firstOfPage1!);
      });
    });
  }
}

test.describe('GET /api/stock_history', () => {
  test('answers 400 per field for bad ranges and the last 3 months without dates', async ({ request }) => {
    for (const query of ['from=2025-13-01', 'to=yesterday', 'from=2025-03-01&to=2025-01-01', 'from=2010-01-01&to=2025-01-01', 'format=xml']) {
      const response = await request.get(`/api/stock_history?${query}`);
      expect(response.status(), query).toBe(400);
      expect(Object.keys((await response.json()).fields).length, query).toBeGreaterThan(0);
    }
    const days = (await (await request.get('/api/stock_history')).json()) as Day[];
    expect(days[days.length - 1].date).toBe('2026-11-20');
    expect(days[0].date >= '2026-08-23').toBe(true);
  });
});
