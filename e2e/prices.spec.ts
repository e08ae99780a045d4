import { test, expect } from './fixtures';
import { parseCsv } from './csv';
import { localePath, locales } from './routes';
import type { PriceDay } from '../lib/prices/types';
import en from '../messages/en.json';
import th from '../messages/th.json';

const messages = { en, th };

const price = (value: number) => value.toFixed(2);
const shares = (value: number) => value.toLocaleString('en-US');

for (const javaScriptEnabled of [false, true]) {
  for (const locale of locales) {
    const m = messages[locale].StockPrice.retrospect;

    test.describe(`historical prices in ${locale}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled });

      test('a date-range search renders exactly the API rows, newest first, and the CSV holds the same rows', async ({
        page,
        request,
      }) => {
        const api = await request.get('/api/stock_history?from=2025-01-01&to=2025-01-31');
        expect(api.status()).toBe(200);
        const days = (await api.json()) as PriceDay[];
        expect(days.length).toBeGreaterThan(15);

        await page.goto(localePath(locale, '/stockpriceinfo/retrospect'));
        await page.getByLabel(m.start).fill('2025-01-01');
        await page.getByLabel(m.end).fill('2025-01-31');
        // In the page's own form: the header's site search box has a button of the same name.
        await page.getByRole('main').getByRole('button', { name: m.search }).click();
        await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-31/);

        const rows = page.getByTestId('price-history').locator('tbody tr');
        await expect(rows).toHaveCount(days.length);
        expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-date')))).toEqual(
          days.map((day) => day.date).reverse(),
        );
        const newest = days[days.length - 1];
        const cells = await rows.first().locator('td').allTextContents();
        expect(cells.slice(0, 4)).toEqual([
          price(newest.open),
          price(newest.high),
          price(newest.low),
          price(newest.close),
        ]);
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

        const link = page.getByRole('link', {
          name: m.download.replace('{from}', '2025-01-01').replace('{to}', '2025-01-31'),
        });
        const csv = await request.get((await link.getAttribute('href'))!);
        expect(csv.headers()['content-disposition']).toMatch(
          /^attachment; filename="SHRZ-prices-2025-01-01-2025-01-31\.csv"/,
        );
        const bytes = await csv.body();
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const [header, ...records] = parseCsv(bytes.toString('utf8'));
        expect(header).toEqual([m.date, m.open, m.high, m.low, m.close, m.volume, m.value]);
        expect(records).toEqual(
          days.map((day) =>
            [day.date, day.open, day.high, day.low, day.close, day.volume, day.value ?? ''].map(String),
          ),
        );
      });

      test('bad and reversed dates show the message beside the pickers and the last 3 months', async ({ page }) => {
        const response = await page.goto(
          localePath(locale, '/stockpriceinfo/retrospect?from=2025-02-30&to=2025-03-31'),
        );
        expect(response?.status()).toBe(200);
        await expect(page.getByTestId('price-range-problem')).toHaveText(m.problem.fromInvalid);
        await expect(page.getByTestId('price-history').locator('tbody tr').first()).toHaveAttribute(
          'data-date',
          /^2026-1[01]-/,
        );
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
    for (const query of [
      'from=2025-13-01',
      'to=yesterday',
      'from=2025-03-01&to=2025-01-01',
      'from=2010-01-01&to=2025-01-01',
      'format=xml',
    ]) {
      const response = await request.get(`/api/stock_history?${query}`);
      expect(response.status(), query).toBe(400);
      expect(Object.keys((await response.json()).fields).length, query).toBeGreaterThan(0);
    }
    const days = (await (await request.get('/api/stock_history')).json()) as PriceDay[];
    expect(days[days.length - 1].date).toBe('2026-11-20');
    expect(days[0].date >= '2026-08-23').toBe(true);
  });

  test('sends ten years gzipped once, declared, with its length, and plain to a client without gzip', async ({
    request,
  }) => {
    const url = '/api/stock_history?from=2016-11-21&to=2026-11-20';
    const zipped = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers()['content-encoding']).toBe('gzip');
    expect(zipped.headers()['vary']).toMatch(/accept-encoding/i);
    expect(zipped.headers()['x-file-encoding']).toBeUndefined();
    expect(Number(zipped.headers()['content-length'])).toBeGreaterThan(0);
    const days = (await zipped.json()) as PriceDay[];
    expect(days.length).toBeGreaterThan(1000);
    const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(Number(plain.headers()['content-length'])).toBe((await plain.body()).length);
    expect(await plain.json()).toEqual(days);
  });
});

const FREE = 'commission=0&tradingFee=0&clearingFee=0&regulatorFee=0&vat=0';

for (const javaScriptEnabled of [false, true]) {
  for (const locale of locales) {
    const m = messages[locale].StockPrice.calculator;

    test.describe(`investment calculator in ${locale}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled });

      test('a trade URL renders the hand-computed costs, by shares and by amount', async ({ page }) => {
        await page.goto(localePath(locale, '/stockpriceinfo/calculator?mode=shares&value=1000&price=2.34'));
        // 1,000 × 2.34 = 2,340.00 + commission 3.67 + fees 0.16 + VAT 0.27 = 2,344.10; selling at 2.34 nets 2,335.90.
        const even = page.getByTestId('calculator-table').locator('tr[data-ticks="0"] td');
        await expect(even).toHaveText(['2.34', '2.34', '1,000', '2,344.10', '2,335.90', '-8.20', '-0.35%']);
        await expect(page.getByTestId('calculator-note')).toContainText('2.36');
        await page.goto(localePath(locale, '/stockpriceinfo/calculator?mode=amount&value=10000&price=2.34'));
        // 4,200 shares cost 9,845.25; 4,300 would cost more than 10,000.
        await expect(page.getByTestId('calculator-table').locator('tr[data-ticks="0"] td').nth(2)).toHaveText('4,200');
        await expect(page.getByTestId('calculator-table').locator('tr[data-ticks="0"] td').nth(3)).toHaveText(
          '9,845.25',
        );
      });

      if (javaScriptEnabled) {
        test('typing recalculates the table without a submit, and the URL follows the form', async ({ page }) => {
          await page.goto(localePath(locale, '/stockpriceinfo/calculator?mode=shares&value=1000&price=2.34'));
          const even = page.getByTestId('calculator-table').locator('tr[data-ticks="0"] td');
          await expect(even).toHaveText(['2.34', '2.34', '1,000', '2,344.10', '2,335.90', '-8.20', '-0.35%']);
          // A page load or a submit would drop this mark.
          await page.evaluate(() => Object.assign(window, { calculatorMark: true }));

          await page.getByLabel(m.input, { exact: true }).fill('2000');
          // 2,000 × 2.34 = 4,680.00 + commission 7.3476 → 7.35 + fees 0.23 + 0.05 + 0.05 + VAT 7.68 × 7 % = 0.5376 → 0.54
          // = 4,688.22; selling at 2.34 nets 4,680.00 − 8.22 = 4,671.78: −16.44.
          await expect(even).toHaveText(['2.34', '2.34', '2,000', '4,688.22', '4,671.78', '-16.44', '-0.35%']);
          await expect(page).toHaveURL(/[?&]mode=shares&value=2000&price=2\.34(&|$)/);

          // The mode radio counts too: 10,000 baht buys 4,200 shares for 9,845.25.
          await page.getByRole('radio', { name: m.amount }).check();
          await page.getByLabel(m.input, { exact: true }).fill('10000');
          await expect(even.nth(2)).toHaveText('4,200');
          await expect(even.nth(3)).toHaveText('9,845.25');
          await expect(page).toHaveURL(/[?&]mode=amount&value=10000&/);
          // A rate typed changes the figures and the note (minimum commission 50 baht: 9,882.24 for 4,200 shares).
          await page.getByLabel(m.minCommission, { exact: true }).fill('50');
          await expect(even.nth(3)).toHaveText('9,882.24');
          await expect(page.getByTestId('calculator-note')).toContainText('2.38');
          // A bad amount shows N/A until it is fixed; the submit still shows the field's message.
          await page.getByLabel(m.input, { exact: true }).fill('abc');
          await expect(page.getByTestId('calculator-table')).toContainText('N/A');
          expect(await page.evaluate(() => (window as unknown as { calculatorMark?: boolean }).calculatorMark)).toBe(
            true,
          );

          // The URL is the calculation: loaded afresh, the server renders what was typed.
          await page.getByLabel(m.input, { exact: true }).fill('10000');
          await expect(even.nth(3)).toHaveText('9,882.24');
          await page.reload();
          await expect(page.getByTestId('calculator-table').locator('tr[data-ticks="0"] td').nth(3)).toHaveText(
            '9,882.24',
          );
        });
      }

      test('bad input gets a translated message per field', async ({ page }) => {
        await page.goto(
          localePath(locale, '/stockpriceinfo/calculator?mode=amount&value=-5&price=2.35&commission=abc'),
        );
        await expect(page.getByTestId('calculator-error-value')).toHaveText(m.error.notPositive);
        await expect(page.getByTestId('calculator-error-price')).toHaveText(m.error.offTick.replace('{tick}', '0.02'));
        await expect(page.getByTestId('calculator-error-commission')).toHaveText(m.error.notNumber);
        await expect(page.getByTestId('calculator-table')).toContainText('N/A');
        await page.goto(
          localePath(
            locale,
            '/stockpriceinfo/calculator?calc=period&mode=amount&value=99999999999999&buy=2030-01-01&sell=2029-01-01',
          ),
        );
        await expect(page.getByTestId('calculator-error-value')).toHaveText(m.error.tooLarge);
        await expect(page.getByTestId('calculator-error-buy')).toHaveText(m.error.future);
        await page.goto(
          localePath(locale, '/stockpriceinfo/calculator?calc=period&mode=shares&value=1000&buy=2017-01-03'),
        );
        await expect(page.getByTestId('calculator-error-buy')).toContainText(
          m.error.beforeHistory.split('{first}')[0].trim(),
        );
      });

      test('a period URL renders the return from the API closes and the dividend table', async ({ page, request }) => {
        const days = (await (
          await request.get('/api/stock_history?from=2025-08-01&to=2025-09-30')
        ).json()) as PriceDay[];
        const [buy, sell] = [days[0], days[days.length - 1]];
        await page.goto(
          localePath(
            locale,
            `/stockpriceinfo/calculator?calc=period&mode=shares&value=1000&buy=2025-08-01&sell=2025-09-30&dividends=cash&tax=10&${FREE}`,
          ),
        );
        const result = page.getByTestId('period-result');
        await expect(result.getByTestId('period-boughtOn')).toContainText(price(buy.close));
        await expect(result.getByTestId('period-soldOn')).toContainText(price(sell.close));
        await expect(result.getByTestId('period-sharesAtEnd')).toContainText('1,000');
        // Ex-date 2025-08-26: 0.16 baht × 1,000 shares = 160.00, less 10 % tax = 144.00.
        await expect(result.getByTestId('period-dividendsReceived')).toContainText('144.00');
        const gain = 1000 * (sell.close - buy.close);
        const total = (gain + 144).toLocaleString('en-US', {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          signDisplay: 'exceptZero',
        });
        await expect(result.getByTestId('period-totalReturn')).toContainText(total);
        await expect(result.getByTestId('period-annualised')).toContainText(m.annualisedShort);
      });
    });
  }
}
