import { test, expect } from './fixtures';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { linkedPages, pages, type PageId } from '@/lib/site/site-map';

test.describe('language switch', () => {
  test('goes to the same page with the same query in the other language', async ({ page }) => {
    await page.goto('/newinfo/info?year=2024&page=2');
    await page.getByRole('link', { name: th.Shell.switchLanguageLabel }).click();
    await expect(page).toHaveURL(/\/en\/newinfo\/info\?year=2024&page=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('link', { name: en.Shell.switchLanguageLabel }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/newinfo\/info\?year=2024&page=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });

  test('its link is in the server HTML and needs no redirect', async ({ request }) => {
    expect(await (await request.get('/en/newinfo/info')).text()).toMatch(/hrefLang="th"[^>]*href="\/newinfo\/info"/);
    expect(await (await request.get('/basicinfo/info')).text()).toMatch(
      /hrefLang="en"[^>]*href="\/en\/basicinfo\/info"/,
    );
  });
});

test.describe('main menu', () => {
  test('a dropdown works by keyboard', async ({ page }) => {
    await page.goto('/en');
    const menu = page.getByRole('navigation', { name: en.Shell.mainMenu });
    const button = menu.getByRole('button', { name: en.Sections.financial });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const statements = menu.getByRole('link', { name: en.Routes.financialStatements, exact: true });
    await expect(statements).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: en.Routes.financialInfo, exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(statements).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('link', { name: en.Routes.financialInfo, exact: true })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(statements).toBeHidden();

    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/financialinfo\/statements$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Routes.financialStatements);
  });

  test('every route of the site is reachable from the menu, except the pages reached from a link or the search box', async ({
    page,
  }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: en.Shell.mainMenu });
    const hrefs = await nav.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const [id, path] of Object.entries(pages) as [PageId, string][]) {
      if (path === '/') continue;
      if (id in linkedPages || id === 'search') expect(hrefs, path).not.toContain(`/en${path}`);
      else expect(hrefs, path).toContain(`/en${path}`);
    }
    // The search page is reached from the header's search box (e2e/search.spec.ts), on every page.
    await expect(page.getByRole('banner').locator(`form[action="/en${pages.search}"]`)).toHaveCount(2);
    // The privacy notice is reached from the footer of every page; the confirm and preferences pages from the mails.
    await expect(page.getByRole('contentinfo').locator(`a[href="/en${pages.privacy}"]`)).toHaveCount(1);
  });

  test('on a 360 px phone the menu button opens a full-width panel', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: th.Shell.mainMenu });
    const toggle = menu.getByRole('button', { name: th.Shell.openMenu });
    const newsButton = menu.getByRole('button', { name: th.Sections.news, exact: true });
    await expect(newsButton).toBeHidden();
    const mainTop = () => page.locator('main').evaluate((main) => main.getBoundingClientRect().top);
    const topBefore = await mainTop();
    await toggle.click();
    await expect(menu.getByRole('button', { name: th.Shell.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    await expect(newsButton).toBeVisible();
    // The panel lies over the page: the page below it does not move (no layout of the whole page).
    expect(await mainTop()).toBe(topBefore);
    const panelId = await menu.getByRole('button', { name: th.Shell.closeMenu }).getAttribute('aria-controls');
    const panel = await page.locator(`[id="${panelId}"]`).boundingBox();
    const bar = await menu.getByRole('button', { name: th.Shell.closeMenu }).boundingBox();
    expect(panel!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    const box = await newsButton.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    await newsButton.click();
    await menu.getByRole('link', { name: th.Routes.newsPrint, exact: true }).click();
    await expect(page).toHaveURL(/\/newinfo\/newsprintmedia$/);
    await expect(newsButton).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('section tabs', () => {
  test('mark the current tab and ignore clicks on it', async ({ page }) => {
    await page.goto('/en/debtinfo/creditrating');
    const tabs = page.getByRole('navigation', { name: `${en.Sections.debt} pages` });
    const current = tabs.getByRole('link', { name: en.Routes.creditRating });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await current.click();
    await expect(page).toHaveURL(/\/en\/debtinfo\/creditrating$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);

    await tabs.getByRole('link', { name: en.Routes.billExchange }).click();
    await expect(page).toHaveURL(/\/en\/debtinfo\/billexchange$/);
    await expect(tabs.getByRole('link', { name: en.Routes.billExchange })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('back to top', () => {
  test('appears past 300 px of scroll and returns to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/en/financialinfo/info');
    const button = page.getByRole('button', { name: en.Shell.backToTop });
    await expect(button).toBeHidden();
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 250);
    });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#top')).toBeFocused();
    await expect(button).toBeHidden();
  });
});

test.describe('footer', () => {
  test('has the IR phone and fax, social links and a subscribe button', async ({ page }) => {
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('02-123-4567');
    await expect(footer).toContainText('02-123-4568');
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
    await footer.getByRole('link', { name: en.Footer.subscribe }).click();
    await expect(page).toHaveURL(/\/en\/receiveemails$/);
  });
});
