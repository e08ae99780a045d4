import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page has no WCAG 2.1 A/AA violation that axe can find. Finite CSS animations and transitions
 * (a toast sliding in, a dialog fading) are awaited first: mid-way, an element's colours are a blend
 * that axe would measure as a contrast failure the page never settles on. Long ones (a toast's
 * 8-second countdown bar, which also pauses while hovered) are not awaited.
 */
export async function axeClean(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getComputedTiming().endTime ?? Infinity) <= 2_000)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
}
