import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { localePath, locales } from './routes';
import en from '../messages/en.json';
import th from '../messages/th.json';

const messages = { en, th };
type Locale = (typeof locales)[number];

interface Shown {
  year: number;
  page: number;
  type?: number;
}

/** The state the page shows: the selected year, the current page link (1 without page links), the current meeting tab. */
async function shownState(page: Page, locale: Locale): Promise<Shown> {
  const t = messages[locale];
  const year = Number(await page.getByLabel(t.Lists.year, { exact: true }).inputValue());
  const current = page.locator(`nav[aria-label="${t.Lists.pages}"] a[aria-current="page"]`);
  const shown: Shown = { year, page: (await current.count()) === 0 ? 1 : Number(await current.textContent()) };
  if (new URL(page.url()).pathname.endsWith('/basicinfo/shareholdermeeting')) {
    const label = t.ShareholderMeetings.typesLabel.replace('{year}', String(locale === 'th' ? year + 543 : year));
    const tab = page.locator(`nav[aria-label="${label}"] a[aria-current="page"]`);
    const text = (await tab.count()) === 0 ? t.ShareholderMeetings.types.annual : ((await tab.textContent()) ?? '');
    shown.type = text === t.ShareholderMeetings.types.annual ? 0 : Number(/\d+/.exec(text)?.[0]);
  }
  return shown;
}

async function canonicalOf(page: Page): Promise<URL> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href).toBeTruthy();
  return new URL(href!);
}

/** Odd URLs (locale-less), with what the page must show and its canonical query; `q` is never canonical. */
const cases: { url: string; shown: Partial<Shown>; canonical: string }[] = [
  // Out of range: the page, the meeting type, the year.
  { url: '/newinfo/info?page=99', shown: { year: 2025, page: 1 }, canonical: '' },
  { url: '/basicinfo/shareholdermeeting?type=9', shown: { year: 2025, type: 0 }, canonical: '' },
  { url: '/newinfo/newsmedia?year=1999', shown: { year: 2025, page: 1 }, canonical: '' },
  { url: '/newinfo/newsmedia?year=0000', shown: { year: 2025, page: 1 }, canonical: '' },
  // The calendar opens on 2026, its newest year with events: the spec's 2025 is a year of its own.
  { url: '/calendarinfo/info?year=2026', shown: { year: 2026 }, canonical: '' },
  { url: '/calendarinfo/info?year=2025', shown: { year: 2025 }, canonical: '?year=2025' },
  // Repeated, padded, zero-led, negative and non-numeric values.
  {
    url: '/basicinfo/shareholdermeeting?year=2024&year=2022&type=02&type=1',
    shown: { year: 2024, type: 2 },
    canonical: '?year=2024&type=2',
  },
  {
    url: '/newinfo/electronicadvertising?page=%202%20&year=2024',
    shown: { year: 2024, page: 2 },
    canonical: '?page=2',
  },
  { url: '/activityinfo?year=abc&page=-1', shown: { year: 2025, page: 1 }, canonical: '' },
  {
    url: '/newinfo/info?year=2023&page=99999999999999999999&utm_source=mail',
    shown: { year: 2023, page: 1 },
    canonical: '?year=2023',
  },
  { url: '/securitiesanalysis?year=2568&q=anything', shown: { year: 2025, page: 1 }, canonical: '' },
];

for (const locale of locales) {
  test.describe(`a list page's canonical URL is the state it shows, in ${locale}`, () => {
    for (const { url, shown, canonical } of cases) {
      test(url, async ({ page, baseURL }) => {
        await page.goto(localePath(locale, url));
        const state = await shownState(page, locale);
        expect(state).toMatchObject(shown);

        const canonicalUrl = await canonicalOf(page);
        const path = localePath(locale, url.split('?')[0]);
        expect(canonicalUrl.toString()).toBe(new URL(`${path}${canonical}`, baseURL).toString());
        // What the canonical URL names is what the page shows.
        const named = canonicalUrl.searchParams;
        if (named.has('year')) expect(Number(named.get('year'))).toBe(state.year);
        expect(Number(named.get('page') ?? 1)).toBe(state.page);
        if (named.has('type')) expect(Number(named.get('type'))).toBe(state.type);

        // Opened, the canonical URL shows the same state and is its own canonical URL.
        await page.goto(canonicalUrl.toString());
        expect(await shownState(page, locale)).toEqual(state);
        expect((await canonicalOf(page)).toString()).toBe(canonicalUrl.toString());
      });
    }

    test('a search is left out of the canonical URL, which shows the list it searched', async ({ page }) => {
      await page.goto(
        `${localePath(locale, '/newinfo/info')}?year=2024&page=2&q=${encodeURIComponent(locale === 'th' ? 'ปันผล' : 'dividend')}`,
      );
      const canonicalUrl = await canonicalOf(page);
      expect(canonicalUrl.search).toBe('?year=2024&page=2');
      await page.goto(canonicalUrl.toString());
      expect(await shownState(page, locale)).toEqual({ year: 2024, page: 2 });
    });
  });
}

test('the sitemap lists the calendar route for its newest year and the spec years as year pages, in both languages', async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const loc = (locale: Locale, url: string) =>
    `<loc>${new URL(localePath(locale, url), baseURL).toString().replace(/&/g, '&amp;')}</loc>`;
  for (const locale of locales) {
    // 2026, the year the calendar opens on, is the route itself.
    expect(xml).toContain(loc(locale, '/calendarinfo/info'));
    expect(xml).not.toContain(loc(locale, '/calendarinfo/info?year=2026'));
    for (const year of [2025, 2024, 2023, 2022, 2021])
      expect(xml).toContain(loc(locale, `/calendarinfo/info?year=${year}`));
  }
  // A year the list does not offer is never listed.
  expect(xml).not.toContain('newsmedia?year=1999');
});
