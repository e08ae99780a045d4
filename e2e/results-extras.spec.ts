import AxeBuilder from '@axe-core/playwright';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import calendarSeed from '../data/seed/calendar-events.json';
import quarterlySeed from '../data/seed/quarterly-results.json';
import en from '../messages/en.json';
import th from '../messages/th.json';
import type { CalendarEvent, QuarterlyResult } from '@/lib/contract';
import { formatLongDate } from '@/lib/format';
import { eventFileHref, investorEvents } from '@/lib/lists';
import { dataPackQuarters, upcomingResultsEvents } from '@/lib/results';
import { CHART_QUARTERS } from '@/components/results/chart-data';
import { expect, test } from './fixtures';
import { localePath, locales } from './routes';
import { startSecondServer, type SecondServer } from './second-server';

/**
 * The results hub's "Coming up" from the investor calendar, the quarter's share image and the
 * quarter page's chart (docs/results.md), against the demonstration data, in both languages.
 */

type Locale = (typeof locales)[number];
const messages = { th, en };
const results = quarterlySeed as QuarterlyResult[];
const Q3 = { year: 2025, quarter: 3 as const };
const hubUrl = (locale: Locale) => localePath(locale, '/financialinfo/results');
const quarterUrl = (locale: Locale, slug = '2025-q3') => localePath(locale, `/financialinfo/results/${slug}`);
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// The port the brief gives this spec's second server.
const SECOND_PORT = 3675;

/** The hub's two dates as the server counts them today (the rule of lib/results/upcoming.ts over the seed). */
function expectedUpcoming(locale: Locale) {
  const events = investorEvents(
    (calendarSeed as (CalendarEvent & { lang: string })[]).filter((event) => event.lang === locale),
  );
  return upcomingResultsEvents(events, new Date());
}

function metaOf(html: string, name: string): string | undefined {
  const pattern = new RegExp(`<meta[^>]+(?:property|name)="${name}"[^>]+content="([^"]*)"`);
  return pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');
}

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(pngSignature);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

for (const locale of locales) {
  const m = messages[locale].Results;

  test.describe(`results extras (${locale})`, () => {
    test('the hub shows the next results date and Opportunity Day, each with its .ics file', async ({
      page,
      request,
    }) => {
      const upcoming = expectedUpcoming(locale);
      // The demonstration calendar has a results date ahead (2027); the rule is what decides.
      expect(upcoming.results).toBeDefined();
      await page.goto(hubUrl(locale));
      const box = page.getByTestId('results-coming-up');
      await expect(box.getByRole('heading', { name: m.comingUpTitle })).toBeVisible();
      for (const [kind, heading] of [
        ['results', m.nextResults],
        ['opportunityDay', m.nextOpportunityDay],
      ] as const) {
        const item = box.getByTestId(`coming-up-${kind}`);
        await expect(item.locator('dt')).toHaveText(heading);
        const event = upcoming[kind];
        if (!event) {
          await expect(item).toContainText(m.noDateYet);
          continue;
        }
        await expect(item.locator('time')).toHaveText(formatLongDate(event.date, locale));
        await expect(item.locator('time')).toHaveAttribute('datetime', event.day);
        await expect(item).toContainText(event.title);
        const link = item.getByRole('link');
        await expect(link).toHaveAttribute('href', eventFileHref(event, locale));
        // The link's name says which event it adds.
        await expect(link).toHaveAccessibleName(
          new RegExp(
            `^${messages[locale].Calendar.addToCalendar}\\s*:\\s*${event.title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`,
          ),
        );
        const file = await request.get((await link.getAttribute('href'))!);
        expect(file.status()).toBe(200);
        expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
        expect(file.headers()['content-disposition']).toContain(`shrz-${event.id}.ics`);
        const ics = (await file.text()).replace(/\r\n /g, '');
        expect(ics).toContain(`DTSTART;VALUE=DATE:${event.day.replace(/-/g, '')}\r\n`);
        expect(ics).toContain(`UID:${event.id}@`);
        expect(ics).toContain(`SUMMARY:${event.title.replace(/([,;])/g, '\\$1')}\r\n`);
        // No third party: the file is served by the site itself.
        expect(new URL(file.url()).origin).toBe(new URL(page.url()).origin);
      }
      // The Thai page writes the year in the Buddhist era.
      if (locale === 'th') await expect(box.getByTestId('coming-up-results').locator('time')).toContainText('2570');
    });

    test("the quarter page's share image shows that quarter; the hub keeps the section image", async ({ request }) => {
      const html = await (await request.get(quarterUrl(locale))).text();
      const image = metaOf(html, 'og:image');
      expect(new URL(image!).pathname).toBe(`/og/${locale}/results/2025-q3.png`);
      expect(metaOf(html, 'twitter:image')).toBe(image);
      expect(metaOf(html, 'og:image:width')).toBe('1200');
      expect(metaOf(html, 'og:image:alt')).toContain(locale === 'th' ? '3/2568' : 'Q3 2025');
      const response = await request.get(new URL(image!).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const bytes = await response.body();
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect(bytes.length).toBeGreaterThan(20_000);
      // Another quarter draws other figures.
      const other = await (await request.get(`/og/${locale}/results/2024-q3.png`)).body();
      expect(Buffer.compare(bytes, other)).not.toBe(0);

      const hub = await (await request.get(hubUrl(locale))).text();
      expect(new URL(metaOf(hub, 'og:image')!).pathname).not.toContain('/results/');
    });

    test('the chart draws revenue and net profit of the quarter and the four before it, after the table', async ({
      page,
    }) => {
      await page.goto(quarterUrl(locale));
      const chart = page.getByTestId('results-chart');
      await expect(chart.getByRole('heading', { name: m.chartTitle })).toBeVisible();
      await expect(chart).toContainText(m.chartNote);
      const plot = chart.locator('[data-chart="bar"]');
      await expect(plot).toHaveAttribute('aria-hidden', 'true');
      const quarters = dataPackQuarters(results, Q3).slice(0, CHART_QUARTERS).reverse();
      expect(quarters).toHaveLength(5);
      const values = await plot
        .locator('[data-value]')
        .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('data-value'))));
      expect(values).toEqual(quarters.flatMap((row) => [row.total_revenue / 1000, row.net_profit / 1000]));
      // The plot's box is reserved in the server HTML: it has its height before any script ran.
      expect((await plot.boundingBox())!.height).toBeGreaterThan(200);
    });

    test('360 px: the hub and the quarter page do not scroll sideways; axe clean', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      for (const url of [hubUrl(locale), quarterUrl(locale)]) {
        await page.goto(url);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect([url, overflow]).toEqual([url, 0]);
      }
      await page.goto(hubUrl(locale));
      const box = page.getByTestId('results-coming-up');
      expect((await box.boundingBox())!.width).toBeLessThanOrEqual(360);
      const axe = await new AxeBuilder({ page })
        .include('[data-testid="results-coming-up"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      await page.goto(quarterUrl(locale));
      const chartAxe = await new AxeBuilder({ page })
        .include('[data-testid="results-chart"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(chartAxe.violations.map((violation) => violation.id)).toEqual([]);
    });
  });

  test.describe(`results extras without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('the dates, the .ics links and the chart are in the server HTML', async ({ page }) => {
      const upcoming = expectedUpcoming(locale);
      await page.goto(hubUrl(locale));
      const results = page.getByTestId('coming-up-results');
      await expect(results.locator('time')).toHaveText(formatLongDate(upcoming.results!.date, locale));
      await expect(results.getByRole('link')).toHaveAttribute('href', eventFileHref(upcoming.results!, locale));
      await page.goto(quarterUrl(locale));
      await expect(page.getByTestId('results-chart').locator('[data-value]')).toHaveCount(CHART_QUARTERS * 2);
      await expect(page.locator('tr[data-metric="totalRevenue"] [data-cell="value"]')).toBeVisible();
    });
  });
}

test('a share image of an unknown quarter, file or locale answers 404', async ({ request }) => {
  for (const url of [
    '/og/en/results/2031-q1.png',
    '/og/th/results/2025-q5.png',
    '/og/en/results/2025-q3.jpg',
    '/og/fr/results/2025-q3.png',
  ]) {
    expect([url, (await request.get(url)).status()]).toEqual([url, 404]);
  }
});

test.describe('a calendar backend that fails', () => {
  let standIn: Server;
  let app: SecondServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // The investor calendar answers 500; every other list answers empty.
    standIn = createServer((request, response) => {
      const failing = /\/api\/calendar_investor\b/.test(request.url ?? '');
      response.writeHead(failing ? 500 : 200, { 'content-type': failing ? 'text/plain' : 'application/json' });
      response.end(failing ? 'Internal error' : '[]');
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    app = await startSecondServer(SECOND_PORT, {
      IR_BACKEND_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    standIn?.closeAllConnections();
    await new Promise((resolve) => standIn?.close(resolve));
  });

  test('the hub says the calendar is not available, never an error', async ({ request }) => {
    for (const locale of locales) {
      const response = await request.get(`${app.base}${hubUrl(locale)}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(messages[locale].Results.calendarUnavailable);
      expect(html).not.toContain(messages[locale].Results.noDateYet);
    }
  });
});
