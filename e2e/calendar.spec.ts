import { test, expect } from './fixtures';
import { htmlText, queryOf, yearOfSeed } from './list-helpers';
import { localePath, locales } from './routes';
import en from '../messages/en.json';
import th from '../messages/th.json';
import events from '../data/seed/calendar-events.json';
import dividends from '../data/seed/dividends.json';

/** The days of the dividends' ex-dates and payments, which the calendar shows beside the IR team's events (lib/facts). */
const dividendDays = dividends
  .flatMap((dividend) => [dividend.ex_date, dividend.payment_date])
  .filter((day): day is string => Boolean(day));

const messages = { en, th };

/** Today's date in Bangkok as 'YYYY-MM-DD', as the server counts it. */
function bangkokToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
}

const bangkokYear = () => Number(bangkokToday().slice(0, 4));

for (const locale of locales) {
  const t = messages[locale];
  const mine = events.filter((event) => event.lang === locale);
  const ofYear = (year: number) => mine.filter((event) => yearOfSeed(event.publish_date_calendar_investor) === year);
  const rowsOf = (year: number) => ofYear(year).length + dividendDays.filter((day) => yearOfSeed(day) === year).length;
  // The calendar opens on its newest year with events up to this one: 2026 in the seed, past the spec's 2025.
  const NEWEST_YEAR = Math.max(
    ...mine.map((event) => yearOfSeed(event.publish_date_calendar_investor)).filter((year) => year <= bangkokYear()),
  );

  test.describe(`investor calendar in ${locale}`, () => {
    test('the highlighted card shows the next event, else the latest past one', async ({ page }) => {
      const today = bangkokToday();
      const sorted = [...mine].sort((a, b) =>
        a.publish_date_calendar_investor.localeCompare(b.publish_date_calendar_investor),
      );
      const next = sorted.find((event) => event.publish_date_calendar_investor >= today);
      const expected = next ?? sorted.at(-1)!;
      await page.goto(localePath(locale, '/calendarinfo/info'));
      const card = page.getByRole('region', { name: next ? t.Calendar.upcomingEvent : t.Calendar.latestEvent });
      await expect(card.getByRole('heading')).toHaveText(expected.title_calendar_investor);
      await expect(card.getByRole('link', { name: t.Calendar.addToCalendar })).toHaveAttribute('download', /\.ics$/);
    });

    test('a deep link with a year renders that year in the server HTML; an invalid year shows the newest year with events', async ({
      request,
    }) => {
      const html = await (await request.get(localePath(locale, '/calendarinfo/info?year=2023'))).text();
      for (const event of ofYear(2023)) expect(html).toContain(htmlText(event.detail_ad_calendar_investor));
      const fallback = await (await request.get(localePath(locale, '/calendarinfo/info?year=abc'))).text();
      for (const event of ofYear(NEWEST_YEAR)) expect(fallback).toContain(htmlText(event.detail_ad_calendar_investor));
    });

    test('choosing a year updates the URL and the table; Back restores', async ({ page }) => {
      await page.goto(localePath(locale, '/calendarinfo/info'));
      const table = page.getByRole('table');
      await expect(table.locator('tbody tr')).toHaveCount(rowsOf(NEWEST_YEAR));
      await page.getByLabel(t.Lists.year, { exact: true }).selectOption('2021');
      await expect.poll(() => queryOf(page)).toEqual({ year: '2021' });
      await expect(table.locator('tbody tr')).toHaveCount(rowsOf(2021));
      await page.goBack();
      await expect.poll(() => queryOf(page)).toEqual({});
      await expect(table.locator('tbody tr')).toHaveCount(rowsOf(NEWEST_YEAR));
    });

    test('dates read in the reader’s calendar', async ({ request }) => {
      const html = await (await request.get(localePath(locale, '/calendarinfo/info?year=2025'))).text();
      expect(html).toContain(locale === 'th' ? '5 มีนาคม 2568' : '5 March 2025');
    });

    test('the dividends’ ex-dates and payments are events of the calendar', async ({ request }) => {
      const html = await (await request.get(localePath(locale, '/calendarinfo/info?year=2025'))).text();
      const words = t.Calendar.dividends;
      expect(html).toContain(htmlText(words.exDate.replace('{amount}', words.cash.replace('{amount}', '0.16'))));
      expect(html).toContain(locale === 'th' ? '26 สิงหาคม 2568' : '26 August 2025');
      expect(html).toContain(htmlText(words.payment.replace('{amount}', words.cash.replace('{amount}', '0.16'))));
    });
  });
}
