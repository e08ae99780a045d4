import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { expect, test } from './fixtures';
import { ownServer, publishTo } from './own-workspace-server';

/**
 * Lists keep up with the calendar: an item published today (with `npm run publish`, into a store of
 * this spec's own server) is on its list page without ?year=, in both languages, the page's canonical
 * URL is the route itself and the sitemap lists the route and the spec's years as year pages. Analyst
 * reports keep the reader's era in their year labels.
 */

const catalogues = { th, en } as const;
type Locale = keyof typeof catalogues;
const locales: Locale[] = ['th', 'en'];
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

/** Today in Bangkok as 'YYYY-MM-DD', as the server and `npm run publish` count it. */
const bangkokToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());

test.describe.configure({ mode: 'serial' });

const own = ownServer('list-years', { REVALIDATE_SECRET: 'e2e-list-years-secret' });
/** Documents this spec published into the checkout, removed at the end. */
const published: string[] = [];
test.afterAll(() => {
  for (const url of published) rmSync(path.join(process.cwd(), 'public', url), { force: true });
});

/** `npm run publish -- <list> <item.json> <document.pdf>` into this spec's store, revalidating its server. */
async function publish(list: string, item: object): Promise<void> {
  const file = path.join(own.folder, `${list}.json`);
  writeFileSync(file, JSON.stringify(item));
  const pdf = path.join(own.folder, 'document.pdf');
  writeFileSync(pdf, '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  const stdout = await publishTo(own, [list, file, pdf]);
  expect(stdout).toContain(`revalidated ${own.app.base}`);
  const url = /document: public(\/documents\/published\/\S+)/.exec(stdout)?.[1];
  if (url) published.push(url);
}

const yearSelect = (page: Page, locale: Locale) => page.getByLabel(catalogues[locale].Lists.year, { exact: true });

async function canonicalOf(page: Page): Promise<string | null> {
  return page.locator('link[rel="canonical"]').getAttribute('href');
}

const yearLabel = (year: number, locale: Locale) => String(locale === 'th' ? year + 543 : year);

test('an announcement published today is on its list page without ?year=, in both languages, and in the sitemap', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const today = bangkokToday();
  const year = Number(today.slice(0, 4));
  const base = own.app.base;
  const title = { th: `ประกาศวันนี้ ${today} แจ้งมติคณะกรรมการ`, en: `Published today ${today}: board resolution` };

  // Before: the seeded list opens as the spec shows it, on 2025, the newest year it holds.
  await page.goto(`${base}/en/newinfo/info`);
  await expect(yearSelect(page, 'en')).toHaveValue('2025');
  await expect(yearSelect(page, 'en').locator('option')).toHaveText(['2025', '2024', '2023', '2022', '2021']);

  await publish('new_set', {
    th: { new_set_title: title.th, new_set_date: today },
    en: { new_set_title: title.en, new_set_date: today },
  });

  for (const locale of locales) {
    const route = `${base}${prefix(locale)}/newinfo/info`;
    await page.goto(route);
    // Opened on this year, the new item first; every spec year still offered after it.
    await expect(yearSelect(page, locale)).toHaveValue(String(year));
    await expect(yearSelect(page, locale).locator('option')).toHaveText(
      [year, 2025, 2024, 2023, 2022, 2021]
        .filter((one, index, all) => all.indexOf(one) === index)
        .map((one) => yearLabel(one, locale)),
    );
    const list = page.locator('main ul').filter({ has: page.locator('time') });
    await expect(list.getByRole('heading').first()).toHaveText(title[locale]);
    expect(await canonicalOf(page)).toBe(route);

    // ?year= of this year is the same page, canonically the route itself.
    await page.goto(`${route}?year=${year}`);
    await expect(list.getByRole('heading').first()).toHaveText(title[locale]);
    expect(await canonicalOf(page)).toBe(route);

    // The spec's default year stays reachable, as a year page of its own.
    await page.goto(`${route}?year=2025`);
    await expect(yearSelect(page, locale)).toHaveValue('2025');
    await expect(page.getByText(title[locale])).toHaveCount(0);
    expect(await canonicalOf(page)).toBe(`${route}?year=2025`);
  }

  const xml = await (await request.get(`${base}/sitemap.xml`)).text();
  for (const locale of locales) {
    const loc = (search: string) => `<loc>${base}${prefix(locale)}/newinfo/info${search}</loc>`;
    expect(xml).toContain(loc(''));
    expect(xml).not.toContain(loc(`?year=${year}`));
    for (const older of [2025, 2024, 2023, 2022, 2021])
      if (older !== year) expect(xml).toContain(loc(`?year=${older}`));
  }
});

test('an analyst report published today opens its list on this year, labelled in the reader’s era', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const today = bangkokToday();
  const year = Number(today.slice(0, 4));
  const base = own.app.base;
  const name = `Today's broker note ${today}: SHRZ, BUY`;

  await page.goto(`${base}/securitiesanalysis`);
  await expect(yearSelect(page, 'th').locator('option:checked')).toHaveText('2568');

  await publish('securities_analysis', { securities_analysis_name: name, securities_analysis_date: today });

  for (const locale of locales) {
    await page.goto(`${base}${prefix(locale)}/securitiesanalysis`);
    await expect(yearSelect(page, locale)).toHaveValue(String(year));
    await expect(yearSelect(page, locale).locator('option:checked')).toHaveText(yearLabel(year, locale));
    await expect(yearSelect(page, locale).locator('option').last()).toHaveText(yearLabel(2021, locale));
    await expect(page.getByText(name)).toBeVisible();
    expect(await canonicalOf(page)).toBe(`${base}${prefix(locale)}/securitiesanalysis`);
  }
});
