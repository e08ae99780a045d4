import { writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { expect, test } from './fixtures';
import { ownServer, publishTo } from './own-workspace-server';

/**
 * The site search, in both languages, with and without JavaScript: the header box, the examples of
 * docs/product.md (Search), the filters and paging in the URL, the empty and no-result states, bad input,
 * crawlers (noindex, sitemap, OpenSearch), axe, and a published item found after the revalidation.
 */

const catalogues = { th, en } as const;
type Locale = keyof typeof catalogues;
const locales: Locale[] = ['th', 'en'];
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const searchPath = (locale: Locale, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return `${prefix(locale)}/search${search ? `?${search}` : ''}`;
};

/** The number in the results summary ("พบ 12 รายการ…", "12 results for …"). */
async function resultCount(page: Page): Promise<number> {
  const summary = await page.locator('main [role="status"]').first().textContent();
  const count = /(\d[\d,]*)/.exec(summary ?? '')?.[1];
  if (!count) throw new Error(`no count in "${summary}"`);
  return Number(count.replace(/,/g, ''));
}

const results = (page: Page, locale: Locale) => page.getByRole('list', { name: catalogues[locale].Search.results });
const resultTitles = (page: Page, locale: Locale) => results(page, locale).getByRole('heading', { level: 2 });

async function expectSerious(page: Page, where: string) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const locale of locales) {
  const m = catalogues[locale];

  test.describe(`search (${locale})`, () => {
    test('the header box is labelled, reached by keyboard and leads to highlighted results', async ({ page }) => {
      await page.goto(`${prefix(locale)}/calendar`);
      const banner = page.getByRole('banner');
      const form = banner.getByRole('search', { name: m.SearchBox.label });
      const box = form.getByRole('searchbox', { name: m.SearchBox.label });
      await expect(box).toBeVisible();
      await expect(form).toHaveAttribute('method', 'get');
      await expect(form).toHaveAttribute('action', `${prefix(locale)}/search`);
      // Tab from the top of the page reaches the box.
      let reached = false;
      for (let presses = 0; presses < 15 && !reached; presses += 1) {
        await page.keyboard.press('Tab');
        reached = await box.evaluate((element) => element === document.activeElement);
      }
      expect(reached).toBe(true);
      const query = locale === 'th' ? 'การเงิน' : 'financial statements';
      await page.keyboard.type(query);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/search\\?q=`));
      expect(new URL(page.url()).searchParams.get('q')).toBe(query);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Routes.search);
      await expect(page.getByRole('searchbox', { name: m.Search.label })).toHaveValue(query);
      expect(await resultCount(page)).toBeGreaterThan(0);
      await expect(resultTitles(page, locale).first().locator('mark').first()).toBeVisible();
      if (locale === 'th')
        await expect(
          results(page, locale)
            .locator('mark', { hasText: /^การเงิน$/ })
            .first(),
        ).toBeVisible();
    });

    test('on a 360 px phone the box is in the menu panel', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(prefix(locale) || '/');
      const menu = page.getByRole('navigation', { name: m.Shell.mainMenu });
      const inPanel = menu.getByRole('searchbox', { name: m.SearchBox.label });
      // The top bar's box gives way to the panel's on a phone; the panel is closed.
      await expect(page.locator('#site-search-bar')).toBeHidden();
      await expect(inPanel).toBeHidden();
      await menu.getByRole('button', { name: m.Shell.openMenu }).click();
      await expect(inPanel).toBeVisible();
      await inPanel.fill('2568');
      await inPanel.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/search\\?q=2568$`));
      expect(await resultCount(page)).toBeGreaterThan(0);
      // The page fits the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });

    test('"2568" and "2025" find the same items', async ({ page }) => {
      await page.goto(searchPath(locale, { q: '2568' }));
      const buddhist = await resultCount(page);
      await page.goto(searchPath(locale, { q: '2025' }));
      expect(await resultCount(page)).toBe(buddhist);
      expect(buddhist).toBeGreaterThan(0);
    });

    test('type and year filters are links with counts, and paging keeps them in the URL', async ({ page }) => {
      const q = locale === 'th' ? 'ประชุม' : 'meeting';
      await page.goto(searchPath(locale, { q }));
      const total = await resultCount(page);
      const filters = page.getByRole('navigation', { name: m.Search.filters });
      await expect(
        filters.getByRole('link', { name: new RegExp(`^${m.Search.allSections}\\s+${total}$`) }),
      ).toHaveAttribute('aria-current', 'page');

      const meetings = filters.getByRole('link', { name: new RegExp(`^${m.Routes.shareholderMeeting}\\s+\\d+$`) });
      const meetingCount = Number(/(\d+)$/.exec((await meetings.innerText()).trim())![1]);
      await meetings.click();
      await expect(page).toHaveURL(/[?&]type=meetings/);
      expect(new URL(page.url()).searchParams.get('q')).toBe(q);
      expect(await resultCount(page)).toBe(meetingCount);
      await expect(filters.getByRole('link', { name: new RegExp(`^${m.Routes.shareholderMeeting}`) })).toHaveAttribute(
        'aria-current',
        'page',
      );

      const yearLink = filters.getByRole('link', { name: /^\d{4}\s+\d+$/ }).first();
      const [shownYear, yearCount] = (await yearLink.innerText()).trim().split(/\s+/).map(Number);
      await yearLink.click();
      const gregorian = locale === 'th' ? shownYear - 543 : shownYear;
      await expect(page).toHaveURL(new RegExp(`[?&]year=${gregorian}`));
      expect(new URL(page.url()).searchParams.get('type')).toBe('meetings');
      expect(await resultCount(page)).toBe(yearCount);

      // Paging on the unfiltered results: page 2 keeps q, shows other items.
      await page.goto(searchPath(locale, { q }));
      expect(total).toBeGreaterThan(10);
      const firstPage = await resultTitles(page, locale).allInnerTexts();
      await page
        .getByRole('navigation', { name: m.Lists.pages })
        .getByRole('link', { name: m.Lists.page.replace('{page}', '2'), exact: true })
        .click();
      await expect(page).toHaveURL(/[?&]page=2/);
      expect(new URL(page.url()).searchParams.get('q')).toBe(q);
      const secondPage = await resultTitles(page, locale).allInnerTexts();
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage).not.toEqual(firstPage);
    });

    test('an empty query shows the help; a query finding nothing shows the sections and the closest spelling', async ({
      page,
    }) => {
      for (const query of [{}, { q: '   ' }, { q: '!!!' }] as Record<string, string>[]) {
        await page.goto(searchPath(locale, query));
        await expect(page.getByText(m.Search.help)).toBeVisible();
        await expect(results(page, locale)).toHaveCount(0);
      }
      await page.goto(searchPath(locale, { q: 'qqxqzzv' }));
      await expect(page.getByText(m.Search.noResults.replace('{query}', 'qqxqzzv'))).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: m.Routes.newsSet, exact: true })).toHaveAttribute(
        'href',
        `${prefix(locale)}/newinfo/info`,
      );

      await page.goto(searchPath(locale, { q: 'dividnd' }));
      const suggestion = page.getByRole('main').getByRole('link', { name: 'dividend', exact: true });
      await expect(suggestion).toHaveAttribute('href', searchPath(locale, { q: 'dividend' }));
      await suggestion.click();
      await expect(page).toHaveURL(/[?&]q=dividend$/);
      await expect(page.getByRole('main').locator('[role="status"]')).not.toContainText('dividnd');
      expect(await resultCount(page)).toBeGreaterThan(0);
    });

    test('FTS syntax is text, a long query is cut to 100 characters', async ({ page, request }) => {
      for (const q of [
        '"',
        '*',
        'NEAR(',
        '-',
        'a"b',
        'NOT',
        'title_terms:x',
        '^dividend',
        '(',
        "'; DROP TABLE x; --",
        '%',
        '\u0000',
      ]) {
        const response = await request.get(searchPath(locale, { q }));
        expect(response.status(), q).toBe(200);
      }
      const long = 'dividend '.repeat(20);
      await page.goto(searchPath(locale, { q: long }));
      await expect(page.getByText(m.Search.cut)).toBeVisible();
      expect((await page.getByRole('searchbox', { name: m.Search.label }).inputValue()).length).toBeLessThanOrEqual(
        100,
      );
    });

    test('search pages are noindex and out of the sitemap; every page links the OpenSearch description', async ({
      page,
      request,
    }) => {
      await page.goto(searchPath(locale, { q: 'dividend' }));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).not.toContain('/search');
      for (const path of ['', '/financialinfo/statements']) {
        await page.goto(`${prefix(locale)}${path}` || '/');
        const link = page.locator('head link[rel="search"]');
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAttribute('type', 'application/opensearchdescription+xml');
        await expect(link).toHaveAttribute('href', `${prefix(locale)}/opensearch.xml`);
      }
      const description = await request.get(`${prefix(locale)}/opensearch.xml`);
      expect(description.status()).toBe(200);
      expect(description.headers()['content-type']).toContain('application/opensearchdescription+xml');
      expect(await description.text()).toContain(`${prefix(locale)}/search?q={searchTerms}`);
    });

    test('axe finds no serious violation on the results, the help and the no-result page', async ({ page }) => {
      test.setTimeout(90_000);
      for (const query of [{ q: locale === 'th' ? 'ประชุมผู้ถือหุ้น' : 'dividend' }, {}, { q: 'qqxqzzv' }] as Record<
        string,
        string
      >[]) {
        await page.goto(searchPath(locale, query));
        await page.waitForLoadState('networkidle');
        await expectSerious(page, JSON.stringify(query));
      }
    });
  });
}

test.describe('the examples of the product reference', () => {
  test('"การเงิน" finds "งบการเงิน" and "ประชุมผู้ถือหุ้น" finds "การประชุมสามัญผู้ถือหุ้น"', async ({ page }) => {
    await page.goto(searchPath('th', { q: 'การเงิน' }));
    await expect(resultTitles(page, 'th').filter({ hasText: 'งบการเงิน' }).first()).toBeVisible();
    await page.goto(searchPath('th', { q: 'ประชุมผู้ถือหุ้น' }));
    const meeting = resultTitles(page, 'th').filter({ hasText: 'ประชุมสามัญผู้ถือหุ้น' }).first();
    await expect(meeting).toBeVisible();
    expect(await meeting.locator('mark').allInnerTexts()).toEqual(expect.arrayContaining(['ประชุม', 'ผู้ถือหุ้น']));
  });

  test('"divid" finds the dividend page; a document result opens in a new tab', async ({ page }) => {
    await page.goto(searchPath('en', { q: 'divid' }));
    await expect(page.getByRole('link', { name: en.Routes.dividendPayment, exact: true })).toHaveAttribute(
      'href',
      '/en/basicinfo/dividendpayment',
    );
    const document = results(page, 'en').locator('a[target="_blank"]').first();
    await expect(document).toHaveAttribute('rel', /noopener/);
    await expect(document).toContainText(en.Lists.newTab);
  });

  test('"Q3 2025" and "ไตรมาส 3/2568" find the third-quarter statements', async ({ page }) => {
    await page.goto(searchPath('en', { q: 'Q3 2025', type: 'statements' }));
    expect(await resultCount(page)).toBeGreaterThan(0);
    await page.goto(searchPath('th', { q: 'ไตรมาส 3/2568', type: 'statements' }));
    expect(await resultCount(page)).toBeGreaterThan(0);
  });
});

async function withoutJavaScript(
  browser: Browser,
  run: (page: Page) => Promise<void>,
  viewport = { width: 1280, height: 720 },
) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('without JavaScript', () => {
  for (const locale of locales) {
    const m = catalogues[locale];
    test(`${locale}: the header box, the filters and paging work`, async ({ browser }) => {
      await withoutJavaScript(browser, async (page) => {
        await page.goto(prefix(locale) || '/');
        const box = page.getByRole('banner').getByRole('searchbox', { name: m.SearchBox.label });
        await box.fill(locale === 'th' ? 'ประชุม' : 'meeting');
        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/search\\?q=`));
        expect(await resultCount(page)).toBeGreaterThan(10);
        await page
          .getByRole('navigation', { name: m.Search.filters })
          .getByRole('link', { name: new RegExp(`^${m.Routes.shareholderMeeting}`) })
          .click();
        await expect(page).toHaveURL(/[?&]type=meetings/);
        await expect(resultTitles(page, locale).first()).toBeVisible();
      });
    });

    test(`${locale}: on a 360 px phone the box shows without the menu`, async ({ browser }) => {
      await withoutJavaScript(
        browser,
        async (page) => {
          await page.goto(prefix(locale) || '/');
          const box = page
            .getByRole('navigation', { name: m.Shell.mainMenu })
            .getByRole('searchbox', { name: m.SearchBox.label });
          await expect(box).toBeVisible();
          await box.fill('2025');
          await box.press('Enter');
          await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/search\\?q=2025$`));
          expect(await resultCount(page)).toBeGreaterThan(0);
        },
        { width: 360, height: 740 },
      );
    });
  }
});

test.describe('a published item', () => {
  const own = ownServer('search', { REVALIDATE_SECRET: 'e2e-search-secret' });

  test('is found once the publish command revalidated the site, its markup shown as text', async ({ page }) => {
    test.setTimeout(120_000);
    const title = {
      th: 'เยี่ยมชมคลังสินค้า <b>ควอนตัม</b> แห่งใหม่',
      en: 'Visit to the <b>Quokkaport</b> warehouse <img src=x onerror=alert(1)>',
    };
    // Before: nothing (this also builds the index of the fresh store).
    await page.goto(`${own.app.base}/en/search?q=quokkaport`);
    await expect(page.getByText(en.Search.noResults.replace('{query}', 'quokkaport'))).toBeVisible();

    const file = path.join(own.folder, 'item.json');
    writeFileSync(
      file,
      JSON.stringify({
        th: {
          title_calendar_investor: title.th,
          detail_ad_calendar_investor: 'นักลงทุน',
          publish_date_calendar_investor: '2026-12-01',
        },
        en: {
          title_calendar_investor: title.en,
          detail_ad_calendar_investor: 'Investors',
          publish_date_calendar_investor: '2026-12-01',
        },
      }),
    );
    expect(await publishTo(own, ['calendar_investor', file])).toContain(`revalidated ${own.app.base}`);

    // The rebuild runs in the background right after the revalidation.
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`${own.app.base}/en/search?q=quokkaport`)).text()).includes('Quokkaport'),
        { timeout: 30_000 },
      )
      .toBe(true);
    for (const locale of locales) {
      await page.goto(`${own.app.base}${searchPath(locale, { q: locale === 'th' ? 'คลังสินค้า' : 'quokkaport' })}`);
      const found = resultTitles(page, locale).filter({ hasText: title[locale] });
      await expect(found).toHaveCount(1);
      // The data's markup is text: no element from it, the matched word marked.
      await expect(found.locator('b, img')).toHaveCount(0);
      await expect(found.locator('mark').first()).toHaveText(locale === 'th' ? 'คลังสินค้า' : 'Quokkaport');
    }
  });
});
