import { test, expect } from './fixtures';
import en from '../messages/en.json';
import th from '../messages/th.json';

test.use({ dismissPopup: false });

test('the popup banner shows on load and closes with its button', async ({ page }) => {
  await page.goto('/en');
  const dialog = page.getByRole('dialog', { name: en.PopupBanner.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: en.PopupBanner.close })).toBeFocused();
  await dialog.getByRole('button', { name: en.PopupBanner.close }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#top')).toBeFocused();
  // Once closed it stays closed for the visit.
  await page.goto('/en/financialinfo/info');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Escape closes the popup banner, focus stays inside while open', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: th.PopupBanner.title });
  await expect(dialog).toBeVisible();
  // Modal once hydrated, which moves focus to its close button; before that it is part of the page.
  await expect(dialog.getByRole('button', { name: th.PopupBanner.close })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the popup does not shift the layout', async ({ page }) => {
  await page.goto('/en/basicinfo/info');
  await expect(page.getByRole('dialog')).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.02);
});

test('before hydration the popup is already modal, its backdrop over the menu bar and the page regions', async ({
  page,
}) => {
  // Chunks held: the script after the dialog opened it modal as the page was parsed, so it is in the top
  // layer, over the header (z-index 20) and main's regions, which are stacking contexts (docs/performance.md).
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, () => new Promise(() => {}));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const dialog = page.locator('[data-popup-banner]');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((node) => (node as HTMLDialogElement).matches(':modal'))).toBe(true);
  await expect(dialog.getByRole('button', { name: th.PopupBanner.close })).toBeFocused();
  const toggle = await page.locator('[data-menu-toggle]').boundingBox();
  const hits = await page.evaluate(
    (points) => points.map(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-popup-banner]') !== null),
    [
      [toggle!.x + toggle!.width / 2, toggle!.y + toggle!.height / 2],
      [10, 10],
      [10, 830],
    ],
  );
  expect(hits).toEqual([true, true, true]);
});

test('the popup is in the server HTML, so it paints with the page', async ({ request }) => {
  const html = await (await request.get('/en/about')).text();
  // Closed in the markup, the script right after it opens it modal as the page is parsed.
  expect(html).toMatch(/<dialog (?![^>]*\bopen\b)[^>]*data-popup-banner[^>]*>[\s\S]*?<\/dialog><script>[^<]*showModal/);
  expect(html).toContain(en.PopupBanner.title);
  expect(html).toContain(en.PopupBanner.body);
});

test('a tab that has closed the popup never paints it again', async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('ir-popup-dismissed', '1');
    // Marks <html> when the parser adds the popup (closed), and if it is ever opened: its open attribute changes.
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === 'attributes' ? [record.target] : [...record.addedNodes];
        for (const node of nodes) {
          if (!(node instanceof HTMLDialogElement && node.matches('[data-popup-banner]'))) continue;
          if (record.type === 'attributes') document.documentElement.dataset.popupOpened = '';
          else document.documentElement.dataset.popupSeen = '';
        }
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
  });
  await page.goto('/en/about');
  await expect(page.locator('[data-popup-banner]')).toHaveCount(0); // unmounted once hydrated
  await expect(page.locator('html')).toHaveAttribute('data-popup-seen', ''); // it was in the server HTML
  await expect(page.locator('html')).not.toHaveAttribute('data-popup-opened');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the popup, which could not be closed, stays hidden', async ({ page }) => {
    await page.goto('/en/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-popup-banner]')).toHaveCount(1);
    await expect(page.locator('[data-popup-banner]')).toBeHidden();
  });
});
