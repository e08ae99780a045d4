import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { localePath, locales, routeEntries } from './routes';

// One test per route and language: a violation names its page, and no single test has to outlast the
// whole site's axe runs on a slow machine.
for (const locale of locales) {
  test.describe(`axe finds no serious or critical violation in ${locale}`, () => {
    for (const [id, path] of routeEntries) {
      test(`${id} (${path})`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto(localePath(locale, path));
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${id}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}
