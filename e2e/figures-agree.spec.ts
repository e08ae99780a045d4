import { test } from './fixtures';
import { expectFiguresAgree } from './figures-check';

/**
 * Every figure of one period agrees wherever the site shows it (docs/results.md, The figures): the
 * year 2024 and its quarters, on every page and in every download, each at its precision.
 */
test('the figures of 2024 agree on every page and in every download, in both languages', async ({ page, request }) => {
  test.setTimeout(120_000);
  await expectFiguresAgree(page, request, 2024);
});
