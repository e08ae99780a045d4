import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { localePath, locales, routeEntries } from './routes';

for (const locale of locales) {
  test(`axe finds no serious or critical violation on any route in ${locale}`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const [id, path] of routeEntries) {
      await page.goto(localePath(locale, path));
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${id}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${locale} ${path}`,
      ).toEqual([]);
    }
  });
}
