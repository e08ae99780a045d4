import { test, expect } from './fixtures';
import { localePath } from './routes';

test('company facts carry the registered shares and capital in server HTML, both languages', async ({ request }) => {
  for (const [locale, date, par] of [
    ['th', '31 ธันวาคม 2563', 'หุ้นละ 0.50 บาท'],
    ['en', '31 December 2020', '0.50 baht per share'],
  ] as const) {
    const html = await (await request.get(localePath(locale, '/basicinfo/info'))).text();
    expect(html).toContain('2,452,862,453');
    expect(html).toContain(date);
    expect(html).toContain('1,545,776,222.50');
    expect(html).toContain('1,226,431,226.50');
    expect(html).toContain(par);
    expect(html).toContain('SHRZ');
    expect(html).toContain('href="https://www.example.com"');
  }
});

test('major shareholders: ranks 1–10, the others row, total 2,454,122,453 as of 30 September 2025', async ({
  page,
  request,
}) => {
  const thai = await (await request.get('/basicinfo/majorshareholders')).text();
  expect(thai).toContain('30 กันยายน 2568');
  expect(thai).toContain('2,454,122,453');

  await page.goto('/en/basicinfo/majorshareholders');
  const table = page.getByRole('table', { name: 'Major shareholders as of 30 September 2025' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(11);
  await expect(rows.first()).toContainText('612,530,000');
  await expect(rows.first().locator('td').first()).toHaveText('1');
  await expect(rows.nth(9).locator('td').first()).toHaveText('10');
  await expect(rows.last().locator('td').first()).toHaveText('');
  await expect(rows.first()).toContainText('24.96');
  await expect(table.locator('tfoot')).toContainText('2,454,122,453');
  await expect(table.locator('tfoot')).toContainText('100.00');
});

test('major shareholders: the donut is drawn without JavaScript, a ring sector per row in its colour', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/basicinfo/majorshareholders');
  const donut = page.locator('[data-chart="donut"] svg');
  await expect(donut).toBeVisible();
  const sectors = donut.locator('path');
  await expect(sectors).toHaveCount(11);
  await expect(sectors.first().locator('title')).toHaveText('Horizon Holding Co., Ltd.: 612,530,000 (24.96%)');
  // The largest holder's sector is about a quarter of the ring: its box spans half the width and half the height.
  const ring = (await donut.boundingBox())!;
  const first = (await sectors.first().boundingBox())!;
  expect(first.width / ring.height).toBeGreaterThan(0.4);
  expect(first.width / ring.height).toBeLessThan(0.5);
  await context.close();
});

test('dividends: policy of twice a year, at least 40 percent, and a dash for a date not set', async ({
  page,
  request,
}) => {
  const thai = await (await request.get('/basicinfo/dividendpayment')).text();
  expect(thai).toContain('ปีละ 2 ครั้ง');
  expect(thai).toContain('ร้อยละ 40');
  expect(thai).toContain('12 พฤศจิกายน 2568');

  await page.goto('/en/basicinfo/dividendpayment');
  await expect(page.getByText(/twice a year, totalling at least 40 percent of net profit/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Dividend payment history' });
  const first = table.locator('tbody tr').first();
  await expect(first.locator('td').nth(0)).toHaveText('12 November 2025');
  await expect(first.locator('td').nth(1)).toContainText('-');
  await expect(first.locator('td').nth(3)).toHaveText('Cash dividend');
  await expect(first.locator('td').nth(4)).toHaveText('0.09');
  await expect(table.getByRole('row', { name: /Stock dividend/ })).toContainText('10 existing : 1 new share');
});

test.describe('shareholder meetings', () => {
  test('server HTML opens 2025 on the annual general meeting, both languages', async ({ request }) => {
    const thai = await (await request.get('/basicinfo/shareholdermeeting')).text();
    expect(thai).toContain('การประชุมสามัญผู้ถือหุ้นประจำปี');
    expect(thai).toContain('หนังสือเชิญประชุมสามัญผู้ถือหุ้นประจำปี 2568');
    const english = await (await request.get('/en/basicinfo/shareholdermeeting')).text();
    expect(english).toContain('Documents of the 2025 Annual General Meeting');
    expect(english).toContain('Invitation to the 2025 Annual General Meeting of Shareholders');
  });

  test('a deep link with year and type opens that meeting', async ({ request }) => {
    const html = await (await request.get('/en/basicinfo/shareholdermeeting?year=2022&type=2')).text();
    expect(html).toContain('Documents of Extraordinary General Meeting No. 2/2022');
    expect(html).toContain('Invitation to Extraordinary General Meeting No. 2/2022');
    expect(html).not.toContain('Invitation to Extraordinary General Meeting No. 1/2022');
  });

  test('the type tabs and the year select update the URL and the table; a new year resets the type', async ({
    page,
  }) => {
    await page.goto('/en/basicinfo/shareholdermeeting');
    await page.getByLabel('Year').selectOption('2024');
    await expect(page).toHaveURL(/\/en\/basicinfo\/shareholdermeeting\?year=2024$/);
    const tabs = page.getByRole('navigation', { name: 'Meetings of 2024' });
    await expect(tabs.getByRole('link')).toHaveText([
      'Annual General Meeting',
      'Extraordinary General Meeting No. 1',
      'Extraordinary General Meeting No. 2',
    ]);
    await expect(tabs.getByRole('link', { name: 'Annual General Meeting' })).toHaveAttribute('aria-current', 'page');

    await tabs.getByRole('link', { name: 'Extraordinary General Meeting No. 1' }).click();
    await expect(page).toHaveURL(/\?year=2024&type=1$/);
    const table = page.getByRole('table', { name: 'Documents of Extraordinary General Meeting No. 1/2024' });
    await expect(table).toBeVisible();
    const link = table.getByRole('link', { name: /Invitation to Extraordinary General Meeting No. 1\/2024/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);

    await page.getByLabel('Year').selectOption('2022');
    await expect(page).toHaveURL(/\/en\/basicinfo\/shareholdermeeting\?year=2022$/);
    await expect(page.getByRole('table', { name: 'Documents of the 2022 Annual General Meeting' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Meetings of 2022' }).getByRole('link', { name: 'Annual General Meeting' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test('share subscription notifications each have a download link, both languages', async ({ page, request }) => {
  const thai = await (await request.get('/basicinfo/sharesubscription')).text();
  expect(thai).toContain('ใบรับรองสิทธิการจองซื้อหุ้นสามัญเพิ่มทุน');
  expect(thai).toContain('/documents/subscription/ro-2023-02.pdf');

  await page.goto('/en/basicinfo/sharesubscription');
  const link = page.getByRole('link', { name: /Certificate of subscription entitlement/ });
  await expect(link).toHaveAttribute('href', '/documents/subscription/ro-2023-02.pdf');
  await expect(link).toHaveAttribute('target', '_blank');
});

test('warrant holders: four documents per language, each PDF served', async ({ page, request }) => {
  for (const [locale, first] of [
    ['th', 'ข้อกำหนดว่าด้วยสิทธิและหน้าที่'],
    ['en', 'Terms and conditions of the rights and obligations'],
  ] as const) {
    await page.goto(localePath(locale, '/warrantholdersinfo'));
    const links = page.getByRole('main').getByRole('table').getByRole('link');
    await expect(links).toHaveCount(4);
    await expect(links.first()).toHaveAccessibleName(new RegExp(first));
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(new RegExp(`^/documents/warrants/.+-${locale}\\.pdf$`));
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
    }
  }
});
