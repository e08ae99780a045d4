import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import en from '../messages/en.json';

/*
 * No interaction is lost before hydration (docs/performance.md, No tap is lost): each element is used
 * while the page's JavaScript chunks are held back, then the chunks are let through, and what the
 * interaction does must have happened: what it does without JavaScript (links, GET forms) or, replayed
 * once hydrated, what it does with it.
 */

/**
 * Holds every /_next script chunk (not the CSS) until `release()`; the inline scripts (early input, the
 * popup's) run as usual.
 */
async function holdChunks(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Opens the page with its chunks held and checks that React is not there yet. */
async function openHeld(page: Page, path: string) {
  const release = await holdChunks(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-ir-scripts', 'pending');
  return release;
}

/** Holds only the script chunks whose code matches `held` until `release()`: the rest of the page hydrates. */
async function holdChunksWith(page: Page, held: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (held.test(body)) await released;
      await route.fulfill({ response, body });
    } catch {
      // The page went on (a link followed) while its chunk was on the way.
    }
  });
  return release;
}

/** React's root has hydrated (its Suspense boundaries may not have yet). */
function rootHydrated(page: Page) {
  return page.evaluate(() => {
    const doc = document as unknown as Record<
      string,
      { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
    >;
    const root = Object.keys(doc).find((key) => key.startsWith('__reactContainer$'));
    return Boolean(root && doc[root].stateNode?.current?.memoizedState?.isDehydrated === false);
  });
}

/** React has hydrated this element (it has its fiber). */
function hasFiber(locator: Locator) {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

async function expectNotHydrated(page: Page) {
  expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('_reactListening')))).toBe(false);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu button opens the menu once hydrated', async ({ page }) => {
    const release = await openHeld(page, '/en');
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.tap();
    await expectNotHydrated(page);
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Replayed once: a second toggle would have closed it again.
    await page.waitForTimeout(500);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('a tap while React hydrates is replayed once hydrated, not lost', async ({ page }) => {
    // Only the chunk with the menu's code is held: React starts (it listens to the document) and its
    // hydration waits for that module, as a slow phone is still hydrating when the reader taps.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('data-menu-toggle')) await released;
      await route.fulfill({ response, body }).catch(() => undefined);
    });
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    const hydrating = () =>
      page.evaluate(() => {
        const doc = document as unknown as Record<
          string,
          { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
        >;
        const root = Object.keys(doc).find((key) => key.startsWith('__reactContainer$'));
        return Boolean(root && doc[root].stateNode?.current?.memoizedState?.isDehydrated);
      });
    await expect
      .poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('_reactListening'))))
      .toBe(true);
    expect(await hydrating()).toBe(true);
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.tap();
    expect(await hydrating()).toBe(true);
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(500);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('the language switch is a link: it goes to the other language', async ({ page }) => {
    const release = await openHeld(page, '/');
    await expectNotHydrated(page);
    await page.locator('a[hreflang="en"]').first().tap();
    release();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('the home growth tab and the quarter/year switch select their panel once hydrated', async ({ page }) => {
    const release = await openHeld(page, '/en');
    const growth = page
      .getByRole('tablist', { name: en.Home.growth.tabsLabel })
      .getByRole('tab', { name: en.Home.growth.totalIncome });
    const yearly = page.getByRole('tablist').nth(1).getByRole('tab', { name: en.Home.highlights.yearly });
    await growth.scrollIntoViewIfNeeded();
    await growth.tap();
    await yearly.scrollIntoViewIfNeeded();
    await yearly.tap();
    await expectNotHydrated(page);
    release();
    await expect(growth).toHaveAttribute('aria-selected', 'true');
    await expect(yearly).toHaveAttribute('aria-selected', 'true');
  });

  test('a stock section tab is a link: it opens its page', async ({ page }) => {
    const release = await openHeld(page, '/en/stockpriceinfo/info');
    const tab = page.locator('nav[data-print="hide"] a:not([aria-current="page"])').first();
    const href = await tab.getAttribute('href');
    await expectNotHydrated(page);
    await tab.tap();
    release();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('a price history range button draws its range once hydrated', async ({ page }) => {
    const release = await openHeld(page, '/en/stockpriceinfo/retrospect');
    const button = page.getByRole('group').locator('button').nth(1);
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    await expectNotHydrated(page);
    release();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  test('the calculator: a typed amount and the mode switch reach the live result', async ({ page }) => {
    const release = await openHeld(page, '/en/stockpriceinfo/calculator');
    await page.locator('input[name="mode"][value="shares"]').tap();
    const value = page.locator('input[name="value"]');
    await value.fill('');
    await value.pressSequentially('4200');
    await expectNotHydrated(page);
    release();
    // The live result recalculates from the form and puts the calculation in the URL.
    await expect(page).toHaveURL(/mode=shares/);
    await expect(page).toHaveURL(/value=4200/);
    await expect(value).toHaveValue('4200');
  });

  test('the list year filter navigates once hydrated; the list search and pagination work as without JavaScript', async ({
    page,
  }) => {
    let release = await openHeld(page, '/en/newinfo/info');
    const year = page.locator('main select[name="year"]');
    const before = await year.inputValue();
    // A key, as a reader changes a closed select (selectOption would send script events).
    await year.focus();
    await page.keyboard.press('ArrowDown');
    const chosen = await year.inputValue();
    expect(chosen).not.toBe(before);
    await expectNotHydrated(page);
    release();
    await expect(page).toHaveURL(new RegExp(`year=${chosen}`));

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    release = await openHeld(page, '/en/newinfo/info');
    await page.locator('main form[role="search"] input[name="q"]').fill('report');
    await page.locator('main form[role="search"] input[name="q"]').press('Enter');
    release();
    await expect(page).toHaveURL(/q=report/);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    release = await openHeld(page, '/en/newinfo/info?year=2024');
    await page.locator('main a[href*="page=2"]').first().tap();
    release();
    await expect(page).toHaveURL(/page=2/);
  });

  test('a link in the part React has not hydrated yet works as without JavaScript: a full load', async ({ page }) => {
    // Only the newsletter form's lazy chunk is held: the root hydrates, the form's boundary waits for it.
    const release = await holdChunksWith(page, /call:\s*"subscribe"/);
    await page.goto('/en/receiveemails', { waitUntil: 'domcontentloaded' });
    const link = page.locator('main form[method="post"] a[href$="/privacy"]');
    await expect.poll(() => rootHydrated(page)).toBe(true);
    expect(await hasFiber(link)).toBe(false);
    await page.evaluate(() => ((window as unknown as { samePage?: boolean }).samePage = true));
    await link.tap();
    await expect(page).toHaveURL(/\/en\/privacy$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage))
      .toBeUndefined();
    release();
  });

  test('the newsletter submit, pressed while the form alone waits for its code, is validated once ready', async ({
    page,
  }) => {
    // Only the form's lazy chunk is held: the page hydrates around the form's boundary.
    const release = await holdChunksWith(page, /call:\s*"subscribe"/);
    await page.goto('/en/receiveemails', { waitUntil: 'domcontentloaded' });
    const email = page.locator('main form[method="post"] input[type="email"]');
    const submit = page.locator('main form[method="post"] button[type="submit"]');
    await expect.poll(() => rootHydrated(page)).toBe(true);
    await expect(submit).toBeEnabled();
    expect(await hasFiber(submit)).toBe(false);
    await email.fill('reader@example.com');
    await submit.tap();
    // Held, not posted by the browser.
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/\/en\/receiveemails$/);
    release();
    await expect(page.getByText(en.ReceiveEmails.form.error.fullName)).toBeVisible();
    await expect(email).toHaveValue('reader@example.com');
  });

  test('the newsletter form: text typed before hydration stays, and a press on submit is validated once ready', async ({
    page,
  }) => {
    const release = await openHeld(page, '/en/receiveemails');
    const email = page.locator('main form[method="post"] input[type="email"]');
    await email.fill('reader@example.com');
    const submit = page.locator('main form[method="post"] button[type="submit"]');
    await expect(submit).toBeEnabled();
    await submit.tap();
    await expectNotHydrated(page);
    // Held, not posted by the browser.
    expect(page.url()).toMatch(/\/en\/receiveemails$/);
    release();
    await expect(page.getByText(en.ReceiveEmails.form.error.fullName)).toBeVisible();
    await expect(page.getByText(en.ReceiveEmails.form.error.email)).toHaveCount(0);
    await expect(email).toHaveValue('reader@example.com');
  });
});

test.describe('the popup', () => {
  test.use({ dismissPopup: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('its close button closes it once hydrated', async ({ page }) => {
    const release = await openHeld(page, '/en/basicinfo/info');
    const dialog = page.locator('[data-popup-banner]');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: en.PopupBanner.close }).tap();
    await expectNotHydrated(page);
    release();
    await expect(dialog).toHaveCount(0);
  });

  test('Escape closes it before hydration, and once hydrated it stays closed for the tab', async ({ page }) => {
    const release = await openHeld(page, '/en/basicinfo/info');
    const dialog = page.locator('[data-popup-banner]');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectNotHydrated(page);
    release();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('ir-popup-dismissed'))).toBe('1');
  });
});

test('the header search box (wide screen) searches as without JavaScript', async ({ page }) => {
  const release = await openHeld(page, '/en');
  await page.locator('#site-search-bar').fill('dividend');
  await page.locator('#site-search-bar').press('Enter');
  release();
  await expect(page).toHaveURL(/\/en\/search\?q=dividend/);
});
