import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { localePath, locales } from './routes';

/**
 * WCAG 2.5.3 (label in name), which Lighthouse audits (label-content-name-mismatch): a control's
 * accessible name contains its visible text, so a speech-input user can say what they see. axe's rule
 * for it is experimental (accessibility.spec.ts does not run it), so it runs here on pages of both
 * languages, and the two header links it once failed on (the logo link, the language switch) are
 * checked by name.
 */
/** The visible text as a pattern that ignores how the words are spaced (line breaks between spans). */
const loosely = (text: string) =>
  new RegExp(
    text
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s*'),
  );

for (const locale of locales) {
  for (const path of ['/', '/newinfo/info', '/informationinfo']) {
    test(`${locale} ${path}: every accessible name contains the visible text`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(localePath(locale, path));
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
      expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
      // Not vacuous: the rule looked at the language switch, which keeps a longer aria-label.
      expect(results.passes.flatMap((v) => v.nodes).length + results.incomplete.length).toBeGreaterThan(0);
    });
  }

  test(`${locale}: the logo link and the language switch are named by what they show`, async ({ page }) => {
    await page.goto(localePath(locale, '/'));
    const header = page.locator('header').first();
    const logo = header.locator(`a[href="${localePath(locale, '/')}"]`).first();
    const logoText = await logo.innerText();
    expect(logoText.trim().length).toBeGreaterThan(0);
    await expect(logo).toHaveAccessibleName(loosely(logoText));
    const other = locale === 'th' ? 'en' : 'th';
    const switchLink = header.locator(`a[hreflang="${other}"]`);
    const switchText = await switchLink.innerText();
    expect(switchText.trim().length).toBeGreaterThan(0);
    await expect(switchLink).toHaveAccessibleName(loosely(switchText));
  });
}
