import { test, expect } from './fixtures';

test('bonds: total 12,903.3 million baht and dates in the long form of each language', async ({ page, request }) => {
  const thai = await (await request.get('/debtinfo/info')).text();
  expect(thai).toContain('12,903.3');
  expect(thai).toContain('16 มีนาคม 2566');
  expect(thai).toContain('9 ตุลาคม 2572');

  await page.goto('/en/debtinfo/info');
  const table = page.getByRole('table', { name: 'Outstanding debentures (million baht)' });
  await expect(table.locator('tfoot')).toContainText('12,903.3');
  const row = table.getByRole('row', { name: /SHRZ272A/ });
  await expect(row).toContainText('2,403.3');
  await expect(row).toContainText('15 February 2024');
  await expect(row).toContainText('15 February 2027');
  await expect(row).toContainText('3.75');
  // Reachable and scrollable by keyboard on a phone.
  await expect(page.getByRole('region', { name: 'Outstanding debentures (million baht)' })).toHaveAttribute(
    'tabindex',
    '0',
  );
});

test('credit ratings: date, rating and PDF, newest first', async ({ page, request }) => {
  const thai = await (await request.get('/debtinfo/creditrating')).text();
  expect(thai).toContain('17 กรกฎาคม 2568');
  expect(thai).toContain('/documents/credit-ratings/tris-2020.pdf');

  await page.goto('/en/debtinfo/creditrating');
  const first = page.getByRole('table', { name: 'Company credit ratings' }).locator('tbody tr').first();
  await expect(first).toContainText('17 July 2025');
  await expect(first).toContainText('A- (Stable outlook)');
  const link = first.getByRole('link', { name: /Credit rating report of 17 July 2025/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

test('bill of exchange: four dealer bank cards, two with a website button', async ({ page }) => {
  for (const [url, website] of [
    ['/debtinfo/billexchange', 'เข้าสู่เว็บไซต์'],
    ['/en/debtinfo/billexchange', 'Visit website'],
  ] as const) {
    await page.goto(url);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole('link', { name: new RegExp(website) })).toHaveCount(2);
    await expect(cards.first()).toContainText('02-200-1000');
  }
});

test('analyst contacts: securities company, analyst and a mailto link, both languages', async ({ page, request }) => {
  const thai = await (await request.get('/analystinfo')).text();
  expect(thai).toContain('บริษัทหลักทรัพย์ พระนคร จำกัด (มหาชน)');
  expect(thai).toContain('mailto:worawut.c@phranakhon-sec.example.com');

  await page.goto('/en/analystinfo');
  const table = page.getByRole('table', { name: 'Analysts covering SHRZ' });
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.getByRole('link', { name: 'worawut.c@phranakhon-sec.example.com' })).toHaveAttribute(
    'href',
    'mailto:worawut.c@phranakhon-sec.example.com',
  );
});
