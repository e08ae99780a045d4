import { test as base, expect } from '@playwright/test';

/** Pages open without the greeting popup, except where a test asks for it (popup.spec.ts). */
export const test = base.extend<{ dismissPopup: boolean }>({
  dismissPopup: [true, { option: true }],
  page: async ({ page, dismissPopup }, use) => {
    if (dismissPopup) {
      await page.addInitScript(() => window.sessionStorage.setItem('ir-popup-dismissed', '1'));
    }
    await use(page);
  },
});

export { expect };
