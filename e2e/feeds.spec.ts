import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { test, expect } from './fixtures';
import { localePath, locales } from './routes';
import en from '../messages/en.json';
import th from '../messages/th.json';

const messages = { en, th };
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });

interface RssItem {
  title: string;
  link: string;
  pubDate: string;
  guid: string | { '#text': string; '@_isPermaLink': string };
  category: string;
}

interface BackendEvent {
  title_calendar_investor: string;
  publish_date_calendar_investor: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The VEVENTs of an iCalendar text, parsed by ical.js. */
function eventsOf(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

/** The path and query of an absolute feed link, to be fetched from the server under test whatever SITE_URL says. */
function onThisServer(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A list of the backend as the site's API routes serve it. */
async function backendList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T[];
}

for (const locale of locales) {
  const t = messages[locale];

  test.describe(`feeds in ${locale}`, () => {
    test('the RSS feed of announcements and press releases parses, newest first, and every link resolves', async ({
      request,
    }) => {
      const response = await request.get(localePath(locale, '/feeds/news.xml'));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
      const xml = await response.text();
      expect(XMLValidator.validate(xml)).toBe(true);

      const { rss } = parser.parse(xml);
      expect(rss['@_version']).toBe('2.0');
      const { channel } = rss;
      expect(channel.title).toBeTruthy();
      expect(channel.description).toBeTruthy();
      expect(channel.language).toBe(locale);
      expect(new URL(channel.link).pathname).toBe(localePath(locale, '/newinfo/info'));
      expect(new URL(channel['atom:link']['@_href']).pathname).toBe(localePath(locale, '/feeds/news.xml'));

      const items = channel.item as RssItem[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(50);
      for (const item of items) {
        expect(item.title).toBeTruthy();
        expect(item.link).toMatch(/^https?:\/\//);
        expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
        expect(item.guid).toBeTruthy();
      }
      const times = items.map((item) => Date.parse(item.pubDate));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const guids = items.map((item) => (typeof item.guid === 'string' ? item.guid : item.guid['#text']));
      expect(new Set(guids).size).toBe(guids.length);
      // The items are the backend's announcements and press releases, each with its translated category.
      const [announcements, releases] = await Promise.all([
        backendList<{ new_set_title: string }>(request, `/api/new_set?lang=${locale}`),
        backendList<{ title_news_medias: string }>(request, `/api/news_medias?lang=${locale}`),
      ]);
      expect(items).toHaveLength(Math.min(50, announcements.length + releases.length));
      const announcementTitles = new Set(announcements.map((item) => item.new_set_title));
      const releaseTitles = new Set(releases.map((item) => item.title_news_medias));
      for (const item of items) {
        if (item.category === t.Feeds.announcement) expect(announcementTitles).toContain(item.title);
        else expect([item.category, releaseTitles.has(item.title)]).toEqual([t.Feeds.pressRelease, true]);
      }

      for (const link of new Set(items.map((item) => onThisServer(item.link)))) {
        const target = await request.get(link);
        expect(target.status(), link).toBeLessThan(400);
      }
    });

    test('the iCalendar feed parses and holds every event of the calendar', async ({ request }) => {
      const response = await request.get(localePath(locale, '/feeds/calendar.ics'));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const text = await response.text();
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
      expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Bangkok');
      const all = eventsOf(text);
      const expected = await backendList<BackendEvent>(request, `/api/calendar_investor?lang=${locale}`);
      // Beside the IR team's events, each dividend's ex-date and payment (lib/facts).
      const dividendDays = (await backendList<{ ex_date?: string; payment_date?: string }>(request, '/api/dividends'))
        .flatMap((dividend) => [dividend.ex_date, dividend.payment_date])
        .filter(Boolean);
      const events = all.filter((event) => expected.some((one) => one.title_calendar_investor === event.summary));
      expect(all).toHaveLength(expected.length + dividendDays.length);
      expect(events.map((event) => event.summary).sort()).toEqual(
        expected.map((event) => event.title_calendar_investor).sort(),
      );
      for (const event of events) {
        expect(event.startDate.isDate).toBe(true);
        expect(event.uid).toMatch(/^\d{8}-[0-9a-f]{8}(-\d+)?@/);
        const source = expected.find((one) => one.title_calendar_investor === event.summary)!;
        expect(event.startDate.toString()).toBe(source.publish_date_calendar_investor);
      }
      // The same feed twice has the same UIDs: a subscribed calendar updates its events.
      const again = eventsOf(await (await request.get(localePath(locale, '/feeds/calendar.ics'))).text());
      expect(again.map((event) => event.uid)).toEqual(all.map((event) => event.uid));
    });

    test('each event row downloads its own one-event calendar file', async ({ page, request }) => {
      await page.goto(localePath(locale, '/calendarinfo/info?year=2025'));
      const rows = page.getByRole('table').locator('tbody tr');
      // count() does not wait: wait for the table first.
      await expect(rows.first()).toBeVisible();
      const count = await rows.count();
      expect(count).toBeGreaterThan(0);

      for (let index = 0; index < count; index += 1) {
        const row = rows.nth(index);
        const title = (await row.getByRole('rowheader').textContent())!;
        const day = await row.locator('time').getAttribute('datetime');
        // The visually hidden title completes the link's name (browsers may put a space before the colon).
        const link = row.getByRole('link', {
          name: new RegExp(`^${escapeRegExp(t.Calendar.addToCalendar)}\\s?: ${escapeRegExp(title)}$`),
        });
        await expect(link).toHaveAttribute('download', /\.ics$/);
        const href = (await link.getAttribute('href'))!;
        expect(href.startsWith(localePath(locale, '/feeds/calendar.ics?event='))).toBe(true);

        const response = await request.get(href);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
        expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.ics"$/);
        const [event, ...others] = eventsOf(await response.text());
        expect(others).toHaveLength(0);
        expect(event.summary).toBe(title);
        expect(event.startDate.toString()).toBe(day);
      }

      // A click downloads the file in the browser too.
      const first = rows.first().getByRole('link', { name: new RegExp(t.Calendar.addToCalendar) });
      const [download] = await Promise.all([page.waitForEvent('download'), first.click()]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      expect(eventsOf(readFileSync((await download.path())!, 'utf8'))).toHaveLength(1);
    });

    test('the calendar page describes each event of the shown year as a schema.org Event', async ({ page }) => {
      for (const year of [2025, 2023]) {
        await page.goto(localePath(locale, `/calendarinfo/info?year=${year}`));
        const rows = page.getByRole('table').locator('tbody tr');
        const titles = await rows.getByRole('rowheader').allTextContents();
        const days = await rows
          .locator('time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));

        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        const nodes = blocks
          .map((block) => JSON.parse(block) as Record<string, unknown>)
          .flatMap((data) => (Array.isArray(data['@graph']) ? (data['@graph'] as Record<string, unknown>[]) : [data]));
        const events = nodes.filter((node) => node['@type'] === 'Event');
        expect(events.map((event) => event.name)).toEqual(titles);
        expect(events.map((event) => event.startDate)).toEqual(days);
        for (const event of events) {
          expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
          expect(event.eventAttendanceMode).toMatch(/^https:\/\/schema\.org\/(Online|Offline)EventAttendanceMode$/);
          expect(event.location).toHaveProperty('@type', expect.stringMatching(/^(Place|VirtualLocation)$/));
          expect(event.organizer).toHaveProperty('@type', 'Organization');
          expect(new URL(event.url as string).pathname).toBe(localePath(locale, '/calendarinfo/info'));
        }
      }
    });
  });
}

test('a feed under /th redirects to the unprefixed Thai feed; an unknown language is not found', async ({
  request,
}) => {
  for (const feed of ['/feeds/news.xml', '/feeds/calendar.ics']) {
    const redirect = await request.get(`/th${feed}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(redirect.headers()['location']).toBe(feed);
    expect((await request.get(`/fr${feed}`)).status()).toBe(404);
  }
  expect((await request.get('/feeds/calendar.ics?event=no-such-event')).status()).toBe(404);
});
