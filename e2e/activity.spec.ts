import { test, expect } from './fixtures';
import { htmlText, newestFirst, queryOf, yearOfSeed } from './list-helpers';
import { localePath, locales } from './routes';
import en from '../messages/en.json';
import th from '../messages/th.json';
import activities from '../data/seed/activities.json';
import analyses from '../data/seed/securities-analyses.json';

const messages = { en, th };

for (const locale of locales) {
  const t = messages[locale];

  test.describe(`activities and analyst reports in ${locale}`, () => {
    test('activities: a deep link with a year renders its presentations on the server', async ({ request }) => {
      const html = await (await request.get(localePath(locale, '/activityinfo?year=2022'))).text();
      for (const activity of activities.filter((one) => yearOfSeed(one.activity_date) === 2022)) {
        expect(html).toContain(htmlText(activity.activity_name));
        expect(html).toContain(activity.activity_pdf_url);
      }
      const other = activities.find((one) => yearOfSeed(one.activity_date) === 2025)!;
      expect(html).not.toContain(htmlText(other.activity_name));
    });

    test('activities: the year select updates the URL and the cards; Back restores', async ({ page }) => {
      await page.goto(localePath(locale, '/activityinfo'));
      // Newest first, as the page shows them.
      const names = (year: number) =>
        newestFirst(
          activities.filter((one) => yearOfSeed(one.activity_date) === year),
          (one) => one.activity_date,
        ).map((one) => one.activity_name);
      const cards = page.locator('main li h2');
      await expect(cards).toHaveCount(names(2025).length);
      await page.getByLabel(t.Lists.year, { exact: true }).selectOption('2021');
      await expect.poll(() => queryOf(page)).toEqual({ year: '2021' });
      await expect(cards).toContainText(names(2021));
      await page.goBack();
      await expect(cards).toContainText(names(2025));
      const presentation = page.getByRole('link', { name: new RegExp(names(2025)[0]) });
      await expect(presentation).toHaveAttribute('target', '_blank');
    });

    test('analyst reports: five years from 2568 back, labelled in the reader’s era', async ({ page, request }) => {
      await page.goto(localePath(locale, '/securitiesanalysis'));
      const options = page.getByLabel(t.Lists.year, { exact: true }).locator('option');
      await expect(options).toHaveText(
        locale === 'th' ? ['2568', '2567', '2566', '2565', '2564'] : ['2025', '2024', '2023', '2022', '2021'],
      );

      const html = await (await request.get(localePath(locale, '/securitiesanalysis?year=2023'))).text();
      for (const report of analyses.filter((one) => yearOfSeed(one.securities_analysis_date) === 2023)) {
        expect(html).toContain(htmlText(report.securities_analysis_name.split(': ')[0]));
        expect(html).toContain(report.securities_analysis_pdf_url);
      }
    });

    test('analyst reports: choosing a year updates the URL and the table', async ({ page }) => {
      await page.goto(localePath(locale, '/securitiesanalysis'));
      await page.getByLabel(t.Lists.year, { exact: true }).selectOption('2022');
      await expect.poll(() => queryOf(page)).toEqual({ year: '2022' });
      const rows = analyses.filter((one) => yearOfSeed(one.securities_analysis_date) === 2022);
      await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(rows.length);
    });
  });
}
