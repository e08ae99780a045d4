import { test, expect } from './fixtures';
import { htmlText, newestFirst, queryOf, yearOfSeed } from './list-helpers';
import { localePath, locales } from './routes';
import en from '../messages/en.json';
import th from '../messages/th.json';
import setNews from '../data/seed/set-news.json';
import mediaNews from '../data/seed/media-news.json';
import clippings from '../data/seed/news-clippings.json';
import ads from '../data/seed/electronic-ads.json';

const messages = { en, th };

/** The seed's announcements of a year as the list shows them: newest date first, and in a day the later row first (lib/lists/arrange.ts). */
function setNewsOf(locale: string, year: number, query = '') {
  const wanted = query.toLocaleLowerCase();
  return newestFirst(
    [...setNews]
      .reverse()
      .filter(
        (item) =>
          item.lang === locale &&
          yearOfSeed(item.new_set_date) === year &&
          item.new_set_title.toLocaleLowerCase().includes(wanted),
      ),
    (item) => item.new_set_date,
  );
}

for (const locale of locales) {
  const t = messages[locale];
  const path = (route: string) => localePath(locale, route);

  test.describe(`news lists in ${locale}`, () => {
    test('a deep link with year and page renders those items in the server HTML', async ({ request }) => {
      const expected = setNewsOf(locale, 2024);
      const html = await (await request.get(path('/newinfo/info?year=2024&page=2'))).text();
      for (const item of expected.slice(10, 20)) expect(html).toContain(htmlText(item.new_set_title));
      for (const item of expected
        .slice(0, 10)
        .filter((one) => !expected.slice(10).some((other) => other.new_set_title === one.new_set_title))) {
        expect(html).not.toContain(htmlText(item.new_set_title));
      }
      expect(html).toContain('aria-current="page"');
      expect(html).toMatch(/<link rel="prev" href="[^"]*\/newinfo\/info\?year=2024"/);
    });

    test('a deep link with a search renders only the matching titles, case-insensitively', async ({ request }) => {
      const query = locale === 'th' ? 'ปันผล' : 'DIVIDEND';
      const expected = setNewsOf(locale, 2025, query);
      expect(expected.length).toBeGreaterThan(0);
      const html = await (
        await request.get(`${path('/newinfo/info')}?year=2025&q=${encodeURIComponent(query)}`)
      ).text();
      for (const item of expected) expect(html).toContain(htmlText(item.new_set_title));
      const other = setNewsOf(locale, 2025).find((item) => !expected.includes(item));
      expect(html).not.toContain(htmlText(other!.new_set_title));
    });

    test('invalid parameters fall back to the default year and page 1', async ({ request }) => {
      const expected = setNewsOf(locale, 2025);
      const html = await (await request.get(path('/newinfo/info?year=1999&page=99'))).text();
      for (const item of expected.slice(0, 10)) expect(html).toContain(htmlText(item.new_set_title));
    });

    test('a search without matches shows the translated empty line', async ({ page }) => {
      await page.goto(`${path('/newinfo/info')}?q=zzzz-no-such-title`);
      await expect(page.getByRole('status').filter({ hasText: 'zzzz-no-such-title' })).toBeVisible();
    });

    test('paging, the year filter and the search update the URL; Back restores', async ({ page }) => {
      await page.goto(path('/newinfo/info'));
      const list = page.locator('main ul').filter({ has: page.locator('time') });
      await expect(list.getByRole('heading').first()).toHaveText(setNewsOf(locale, 2025)[0].new_set_title);

      await page.getByRole('link', { name: t.Lists.page.replace('{page}', '2') }).click();
      await expect.poll(() => queryOf(page)).toEqual({ page: '2' });
      await expect(list.getByRole('heading').first()).toHaveText(setNewsOf(locale, 2025)[10].new_set_title);

      await page.getByLabel(t.Lists.year, { exact: true }).selectOption('2023');
      await expect.poll(() => queryOf(page)).toEqual({ year: '2023' });
      await expect(list.getByRole('heading').first()).toHaveText(setNewsOf(locale, 2023)[0].new_set_title);

      const query = locale === 'th' ? 'งบการเงิน' : 'financial statements';
      await page.getByLabel(t.News.searchLabel).fill(query);
      await page.getByLabel(t.News.searchLabel).press('Enter');
      await expect.poll(() => queryOf(page)).toEqual({ year: '2023', q: query });
      await expect(list.getByRole('heading')).toHaveCount(setNewsOf(locale, 2023, query).length);

      await page.goBack();
      await expect.poll(() => queryOf(page)).toEqual({ year: '2023' });
      await page.goBack();
      await expect.poll(() => queryOf(page)).toEqual({ page: '2' });
      await expect(list.getByRole('heading').first()).toHaveText(setNewsOf(locale, 2025)[10].new_set_title);
    });

    test('the language switch keeps the list state', async ({ page }) => {
      await page.goto(path('/newinfo/info?year=2023&page=2'));
      await page.getByRole('link', { name: t.Shell.switchLanguageLabel }).click();
      const other = locale === 'th' ? 'en' : 'th';
      await expect(page).toHaveURL(
        new RegExp(`${localePath(other, '/newinfo/info').replace(/\//g, '\\/')}\\?year=2023&page=2$`),
      );
    });

    test('press releases default to the newest year that has items', async ({ request }) => {
      const items = mediaNews.filter((item) => item.lang === locale);
      const newest = Math.max(...items.map((item) => yearOfSeed(item.publish_date_news_medias)));
      const html = await (await request.get(path('/newinfo/newsmedia'))).text();
      for (const item of items.filter((one) => yearOfSeed(one.publish_date_news_medias) === newest)) {
        expect(html).toContain(htmlText(item.title_news_medias));
      }
      const oldest = items.find((item) => yearOfSeed(item.publish_date_news_medias) === 2019)!;
      expect(html).not.toContain(htmlText(oldest.title_news_medias));
      const html2019 = await (await request.get(path('/newinfo/newsmedia?year=2019'))).text();
      expect(html2019).toContain(htmlText(oldest.title_news_medias));
    });

    test('print clippings page by 5 with sized, lazy images and alt text', async ({ page, request }) => {
      const expected = newestFirst(
        clippings.filter((item) => yearOfSeed(item.publish_date_news_clippings) === 2022),
        (item) => item.publish_date_news_clippings,
      );
      const html = await (await request.get(path('/newinfo/newsprintmedia?year=2022'))).text();
      for (const item of expected.slice(0, 5)) expect(html).toContain(htmlText(item.title_news_clippings));

      await page.goto(path('/newinfo/newsprintmedia?year=2022'));
      const withImage = expected.slice(0, 5).find((item) => 'imageUrl' in item && item.imageUrl)!;
      const image = page.getByRole('img', { name: withImage.title_news_clippings });
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    });

    test('electronic ads page by 5 in 2024 and documents open in a new tab', async ({ page }) => {
      const expected = newestFirst(
        ads.filter((item) => item.lang === locale),
        (item) => item.publish_date_ad_electronic,
      );
      await page.goto(path('/newinfo/electronicadvertising?page=2'));
      const list = page.locator('main ul').filter({ has: page.locator('time') });
      await expect(list.getByRole('heading')).toHaveText(expected.slice(5, 10).map((item) => item.title_ad_electronic));
      const link = page.getByRole('link', {
        name: new RegExp(expected[5].title_ad_electronic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('button', { name: new RegExp(t.Lists.next) })).toBeDisabled();
    });

    test('a page without JavaScript still filters with the GET forms', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.request.get(path('/newinfo/info?year=2022'));
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<form[^>]*method="get"[^>]*role="search"|<form[^>]*role="search"[^>]*method="get"/);
      expect(html).toContain('name="q"');
      await context.close();
    });
  });
}
