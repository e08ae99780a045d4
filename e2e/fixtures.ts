import { test as base, expect, type Page } from '@playwright/test';

/**
 * Next's scripts start after a page's first paint (lib/server/deferred-scripts.mjs), which can be after
 * the load event that page.goto waits for. Until they have run the page is its no-JavaScript version
 * (tested as such in the no-JS specs), so a navigation here also waits for them, as a reader's first
 * click comes after the first paint. A navigation that asked for an earlier point (commit,
 * domcontentloaded) is not held. Without JavaScript the attribute never appears and nothing waits.
 */
async function scriptsRun(page: Page, waitUntil?: string): Promise<void> {
  if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return;
  await page
    .waitForFunction(() => document.documentElement.getAttribute('data-ir-scripts') !== 'pending', undefined, {
      timeout: 15_000,
    })
    // Navigated away, closed, or no document: the test's own next step reports what is wrong.
    .catch(() => undefined);
}

/** Waits for Next's scripts on a page a test opened itself (not through the fixture's page). */
export const scripted = (page: Page) =>
  page.waitForFunction(() => document.documentElement.getAttribute('data-ir-scripts') !== 'pending');

function waitForScriptsAfterNavigation(page: Page): void {
  /** The navigation, then the wait; `optionsAt` is where the navigation takes its options. */
  const held =
    <A extends unknown[], R>(navigate: (...args: A) => Promise<R>, optionsAt: number) =>
    async (...args: A): Promise<R> => {
      const response = await navigate.apply(page, args);
      await scriptsRun(page, (args[optionsAt] as { waitUntil?: string } | undefined)?.waitUntil);
      return response;
    };
  page.goto = held(page.goto, 1);
  page.reload = held(page.reload, 0);
  page.goBack = held(page.goBack, 0);
  page.goForward = held(page.goForward, 0);
}

/** Pages open without the greeting popup, except where a test asks for it (popup.spec.ts). */
export const test = base.extend<{ dismissPopup: boolean }>({
  dismissPopup: [true, { option: true }],
  page: async ({ page, dismissPopup }, use) => {
    if (dismissPopup) {
      await page.addInitScript(() => window.sessionStorage.setItem('ir-popup-dismissed', '1'));
    }
    waitForScriptsAfterNavigation(page);
    await use(page);
  },
});

export { expect };
