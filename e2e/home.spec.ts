import { test, expect } from './fixtures';
import { localePath, locales } from './routes';
import en from '../messages/en.json';
import th from '../messages/th.json';

const messages = { en, th };

for (const locale of locales) {
  const m = messages[locale];
  const home = localePath(locale, '/');

  test.describe(`home in ${locale}`, () => {
    test('every block is in the server HTML, without JavaScript', async ({ request }) => {
      const response = await request.get(home);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      for (const text of [
        m.Routes.home,
        m.Home.about.title,
        m.Home.growth.netProfit,
        m.Home.growth.totalIncome,
        m.Home.highlights.title,
        m.Home.highlights.income,
        m.Home.highlights.profit,
        m.Home.highlights.presale,
        m.Home.highlights.backlog,
        m.Home.highlights.quarterly,
        m.Home.highlights.yearly,
        m.Home.documents.title,
        m.Home.documents.statement,
        m.Home.documents.analysis,
        m.Home.documents.meeting,
        m.Home.documents.oneReport,
        m.Home.clippings.title,
        m.Home.setNews.title,
        m.Home.contact.title,
        m.Home.contact.subscribe,
      ]) {
        expect(html, text).toContain(text);
      }
      for (const id of ['stock-card', 'stock-ticker', 'home-clippings', 'home-set-news']) {
        expect(html, id).toContain(`data-testid="${id}"`);
      }
      // The chart figures reach crawlers: net profit 2024 (2567) with a thousands separator.
      expect(html).toContain(locale === 'th' ? '2567' : '2024');
      expect(html).toContain('1,862');
      // Every chart is drawn in the server HTML: two growth charts, a quarter and a year chart per highlight.
      expect(html.match(/data-chart="bar"/g)).toHaveLength(10);
      // Three clippings and four announcements, each a PDF link opening in a new tab.
      expect(html.match(/data-testid="home-document-/g)).toHaveLength(4);
    });

    test('three clippings, four announcements, four document downloads', async ({ page }) => {
      await page.goto(home);
      await expect(page.getByTestId('home-clippings').getByRole('listitem')).toHaveCount(3);
      await expect(page.getByTestId('home-set-news').getByRole('listitem')).toHaveCount(4);
      for (const id of ['statement', 'analysis', 'meeting', 'oneReport']) {
        const link = page
          .getByTestId(`home-document-${id}`)
          .getByRole('link', { name: new RegExp(m.Home.documents.download) });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      await expect(page.getByTestId('stock-card')).toContainText(/\d+\.\d{2}/);
    });

    test('the growth tabs and the quarter/year switches change the chart', async ({ page }) => {
      await page.goto(home);
      const growth = page.getByRole('tablist', { name: m.Home.growth.tabsLabel });
      const income = growth.getByRole('tab', { name: m.Home.growth.totalIncome });
      await expect(growth.getByRole('tab', { name: m.Home.growth.netProfit })).toHaveAttribute('aria-selected', 'true');
      await income.click();
      await expect(income).toHaveAttribute('aria-selected', 'true');
      const incomePanel = page.locator(`#${await income.getAttribute('aria-controls')}`);
      await expect(incomePanel).toBeVisible();
      await expect(incomePanel.locator('[data-chart="bar"]')).toBeVisible();
      await expect(incomePanel.locator('[data-chart="bar"]')).toContainText('14,531');

      const switchLabel = m.Home.highlights.periodLabel.replace('{metric}', m.Home.highlights.profit);
      const profitSwitch = page.getByRole('tablist', { name: switchLabel });
      const yearly = profitSwitch.getByRole('tab', { name: m.Home.highlights.yearly });
      await yearly.click();
      await expect(yearly).toHaveAttribute('aria-selected', 'true');
      const yearlyPanel = page.locator(`#${await yearly.getAttribute('aria-controls')}`);
      await expect(yearlyPanel.locator('[data-chart="bar"]')).toContainText('1,862');
      const quarterly = profitSwitch.getByRole('tab', { name: m.Home.highlights.quarterly });
      await expect(page.locator(`#${await quarterly.getAttribute('aria-controls')}`)).toBeHidden();
      // Arrow keys move between the two.
      await yearly.press('ArrowLeft');
      await expect(quarterly).toHaveAttribute('aria-selected', 'true');
      await expect(quarterly).toBeFocused();
    });

    test('the highlights become an accordion at 390 px', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(home);
      const first = page.getByRole('button', { name: m.Home.highlights.income, exact: true });
      const second = page.getByRole('button', { name: m.Home.highlights.profit, exact: true });
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      const secondPanel = page.locator(`#${await second.getAttribute('aria-controls')}`);
      await expect(secondPanel).toBeHidden();
      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(secondPanel).toBeVisible();
      await expect(secondPanel.locator('[data-chart="bar"]').first()).toBeVisible();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      // No horizontal scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('on desktop every highlight is open and no accordion button shows', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(home);
      await expect(page.getByRole('button', { name: m.Home.highlights.profit, exact: true })).toBeHidden();
      await expect(page.getByRole('heading', { level: 3, name: m.Home.highlights.backlog })).toBeVisible();
    });
  });
}
