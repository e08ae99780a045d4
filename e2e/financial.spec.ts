import { test, expect } from './fixtures';
import { localePath } from './routes';

test.describe('key financial information', () => {
  test('server HTML holds the three shown years, thousand-baht figures and N/A, in Thai', async ({ request }) => {
    const html = await (await request.get('/financialinfo/info')).text();
    for (const text of ['2565', '2566', '2567', 'ข้อมูลทางการเงิน (พันบาท)', 'อัตราส่วนทางการเงิน', 'ข้อมูลสถิติ']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('44,905,372'); // total assets 2567
    expect(html).toContain('1,862,145'); // net profit 2567
    expect(html).toContain('N/A');
    expect(html).not.toContain('38,412,556'); // 2564 is a complete year but not shown
    expect(html).toContain('รายได้รวมและกำไรสุทธิ');
  });

  test('English shows 2022–2024 with the chart values table and the ratio tables', async ({ page }) => {
    await page.goto('/en/financialinfo/info');
    const data = page.getByRole('table', { name: 'Financial data (thousand baht), 2022–2024' });
    await expect(data.getByRole('columnheader')).toHaveText(['Item', '2022', '2023', '2024']);
    await expect(data.getByRole('row', { name: /Total assets/ })).toContainText('40,128,903');
    const ratios = page.getByRole('table', { name: 'Financial ratios, 2022–2024' });
    // 2022's audited figures give no interest-bearing debt.
    await expect(
      ratios
        .getByRole('row', { name: /Interest-bearing debt to equity/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('N/A');
    await expect(ratios.getByRole('row', { name: /Return on equity/ })).toContainText('9.66');
    // The chart's text alternative: total income and net profit per year in million baht.
    const chart = page.getByRole('table', { name: 'Total income and net profit, 2022–2024 (million baht)' });
    await expect(chart.getByRole('row', { name: /2024/ })).toContainText('14,530.91');
  });

  test('the chart is drawn without JavaScript: grouped bars to scale, labelled, the latest year in orange', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/en/financialinfo/info');
    const plot = page.locator('[data-chart="bar"]');
    await expect(plot).toBeVisible();
    const bars = plot.locator('[data-value]');
    await expect(bars).toHaveCount(6);
    for (const label of ['13,187.03', '14,530.91', '1,862.15', '2022', '2024']) {
      await expect(plot.getByText(label, { exact: true })).toBeVisible();
    }
    const heights = await bars.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().height),
    );
    // Income 2022, profit 2022, income 2023 … : each bar's height is in proportion to its value.
    expect(heights[4] / heights[0]).toBeCloseTo(14530.91 / 13187.03, 1);
    expect(heights[5] / heights[4]).toBeCloseTo(1862.15 / 14530.91, 1);
    const fills = await bars.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).backgroundColor),
    );
    expect(fills[4]).toBe('rgb(232, 89, 12)');
    expect(fills[0]).toBe('rgb(47, 52, 55)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

for (const [kind, path, file, title] of [
  ['statements', '/financialinfo/statements', 'statements', 'Financial statements'],
  ['description', '/financialinfo/description', 'mdna', 'Management discussion and analysis'],
] as const) {
  test.describe(`financial documents: ${kind}`, () => {
    test('server HTML shows the latest card and 2025 by default, in both languages', async ({ request }) => {
      for (const locale of ['th', 'en'] as const) {
        const html = await (await request.get(localePath(locale, path))).text();
        expect(html).toContain(`/documents/financial/${file}-2025-q4.pdf`);
        expect(html).toContain(`/documents/financial/${file}-2025-q1.pdf`);
        expect(html).not.toContain(`/documents/financial/${file}-2024-q1.pdf`);
        expect(html).toContain(locale === 'th' ? 'เอกสารล่าสุด' : 'Latest document');
      }
    });

    test('a deep link with ?year= opens that year on the server', async ({ request }) => {
      const html = await (await request.get(`/en${path}?year=2022`)).text();
      expect(html).toContain(`${title}, 2022`);
      expect(html).toContain(`/documents/financial/${file}-2022-q3.pdf`);
      expect(html).not.toContain(`/documents/financial/${file}-2025-q1.pdf`);
      // The latest card stays on the newest document.
      expect(html).toContain(`/documents/financial/${file}-2025-q4.pdf`);
    });

    test('choosing a year updates the URL and the table; downloads open in a new tab', async ({ page }) => {
      await page.goto(`/en${path}`);
      await expect(page.getByRole('table', { name: `${title}, 2025` })).toBeVisible();
      await page.getByLabel('Year').selectOption('2023');
      await expect(page).toHaveURL(new RegExp(`${path}\\?year=2023$`));
      const table = page.getByRole('table', { name: `${title}, 2023` });
      await expect(table.getByRole('row')).toHaveCount(5);
      const link = table.getByRole('link', { name: new RegExp(`${title}, Q2/2023`) });
      await expect(link).toHaveAttribute('href', `/documents/financial/${file}-2023-q2.pdf`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    });
  });
}

test('Thai year options and titles count in the Buddhist era', async ({ page }) => {
  await page.goto('/financialinfo/statements?year=2024');
  await expect(page.getByLabel('ปี', { exact: true })).toHaveValue('2024');
  await expect(page.getByLabel('ปี', { exact: true }).locator('option:checked')).toHaveText('2567');
  await expect(page.getByRole('table', { name: 'งบการเงิน ปี 2567' })).toBeVisible();
  await expect(page.getByRole('link', { name: /งบการเงิน ไตรมาส 1\/2567/ })).toBeVisible();
});
