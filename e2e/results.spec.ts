import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import quarterlySeed from '../data/seed/quarterly-results.json';
import transcriptSeed from '../data/seed/results-transcripts.json';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { formatChange, formatFigure } from '@/components/results/format';
import type { QuarterlyResult } from '@/lib/contract';
import { clockOf, dataPackQuarters, headlineRows, transcriptAnchor, type HeadlineMetric } from '@/lib/results';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseCsv } from './csv';
import { expect, test } from './fixtures';
import { localePath, locales } from './routes';
import { freePort, startSecondServer, type SecondServer } from './second-server';

/** The quarterly results hub (docs/results.md) against the stored demonstration data, in both languages. */

const results = quarterlySeed as QuarterlyResult[];
const Q3 = { year: 2025, quarter: 3 as const };
const messages = { th, en };
const quarterUrl = (locale: (typeof locales)[number], slug = '2025-q3') =>
  localePath(locale, `/financialinfo/results/${slug}`);
const webcastHost = 'www.youtube-nocookie.com';

/** The headline table as the page should show it, computed from the seed with the site's own arithmetic. */
function expectedFigures(locale: (typeof locales)[number]) {
  const points = (value: string) => messages[locale].Results.points.replace('{value}', value);
  return headlineRows(results, Q3)!.map((row) => ({
    metric: row.metric,
    value: formatFigure(row.metric, row.value, locale),
    yearOnYear: formatChange(row.metric, row.yearOnYear, locale, points),
    quarterOnQuarter: formatChange(row.metric, row.quarterOnQuarter, locale, points),
  }));
}

for (const locale of locales) {
  const m = messages[locale].Results;
  const year = locale === 'th' ? '2568' : '2025';

  test.describe(`quarterly results (${locale})`, () => {
    test('the quarter page shows the stored figures and their changes, server-rendered', async ({ page }) => {
      const response = await page.goto(quarterUrl(locale));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(m.quarterTitle.replace('{quarter}', '3').replace('{year}', year));
      const html = await response!.text();
      for (const expected of expectedFigures(locale)) {
        const row = page.locator(`tr[data-metric="${expected.metric}"]`);
        await expect(row.locator('[data-cell="value"]')).toHaveText(expected.value);
        await expect(row.locator('[data-cell="yearOnYear"]')).toHaveText(expected.yearOnYear);
        await expect(row.locator('[data-cell="quarterOnQuarter"]')).toHaveText(expected.quarterOnQuarter);
        expect(html).toContain(expected.value);
      }
      // The revenue rose on both comparisons in the demo data: the changes are real numbers, not dashes.
      expect(expectedFigures(locale)[0].yearOnYear).toMatch(/^\+\d/);
      // The quarter's documents come from the lists.
      const documents = page.getByTestId('results-documents');
      for (const href of [
        '/documents/financial/statements-2025-q3.pdf',
        '/documents/financial/mdna-2025-q3.pdf',
        '/documents/activities/activity-2025-11-25.pdf',
      ]) {
        await expect(documents.locator(`a[href="${href}"]`)).toHaveCount(1);
      }
      await expect(documents.locator('li[data-kind="announcement"]')).not.toHaveCount(0);
      // Breadcrumbs lead back to the hub; the structured data names the call as an Event.
      await expect(
        page
          .getByRole('navigation', { name: messages[locale].Shell.breadcrumbs })
          .getByRole('link', { name: messages[locale].Routes.quarterlyResults }),
      ).toHaveAttribute('href', localePath(locale, '/financialinfo/results'));
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('Event');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${quarterUrl(locale)}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        /\/en\/financialinfo\/results\/2025-q3$/,
      );
    });

    test('the transcript is in the HTML, a paragraph per anchor', async ({ page }) => {
      await page.goto(`${quarterUrl(locale)}#t-00-12-34`);
      const paragraphs = transcriptSeed.filter((row) => row.lang === locale).sort((a, b) => a.seq - b.seq);
      const items = page.getByTestId('transcript').locator('> li');
      await expect(items).toHaveCount(paragraphs.length);
      for (const [index, paragraph] of paragraphs.entries()) {
        const anchor = transcriptAnchor(paragraph.start_seconds);
        await expect(items.nth(index)).toHaveAttribute('id', anchor);
        await expect(items.nth(index)).toContainText(paragraph.paragraph_text);
        await expect(items.nth(index).locator(`a[href="#${anchor}"]`)).toHaveText(clockOf(paragraph.start_seconds));
      }
      await expect(page.locator('#t-00-12-34')).toContainText(
        paragraphs.find((row) => row.start_seconds === 754)!.paragraph_text,
      );
      expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('t-00-12-34');
    });

    test('no request goes to a third party before the webcast facade is clicked', async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) thirdParty.push(request.url());
      });
      // Answer the video host locally: the test needs no network, only the request log.
      await page.route(`https://${webcastHost}/**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
      );
      const response = await page.goto(quarterUrl(locale));
      expect(response!.headers()['content-security-policy']).toContain(`frame-src 'self' https://${webcastHost}`);
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(500);
      expect(thirdParty).toEqual([]);
      await expect(page.locator('iframe')).toHaveCount(0);
      await page.getByTestId('webcast-facade').click();
      const frame = page.getByTestId('webcast-frame');
      await expect(frame).toHaveAttribute('src', new RegExp(`^https://${webcastHost.replace(/\./g, '\\.')}/embed/`));
      await expect.poll(() => thirdParty.filter((url) => new URL(url).host === webcastHost).length).toBeGreaterThan(0);
      expect(thirdParty.every((url) => new URL(url).host === webcastHost)).toBe(true);
    });

    test('the data pack holds the quarter and the eight before it, its cells equal to the page', async ({
      page,
      request,
    }) => {
      await page.goto(quarterUrl(locale));
      const shown = new Map<HeadlineMetric, string>();
      for (const metric of ['totalRevenue', 'grossProfit', 'grossMargin', 'netProfit', 'eps'] as HeadlineMetric[]) {
        shown.set(
          metric,
          (await page.locator(`tr[data-metric="${metric}"] [data-cell="value"]`).textContent())!.trim(),
        );
      }
      const pack = dataPackQuarters(results, Q3);
      expect(pack).toHaveLength(9);
      const columnOf: Record<HeadlineMetric, number> = {
        totalRevenue: 2,
        grossProfit: 4,
        grossMargin: 5,
        netProfit: 6,
        eps: 7,
      };

      const xlsxHref = await page.getByTestId('data-pack-xlsx').getAttribute('href');
      const xlsx = await request.get(xlsxHref!);
      expect(xlsx.status()).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const rows = Array.from({ length: sheet.rowCount - 2 }, (_, index) =>
        (sheet.getRow(index + 3).values as unknown[]).slice(1),
      );
      expect(rows.map((row) => `${row[0]}-q${row[1]}`)).toEqual(
        pack.map((row) => `${locale === 'th' ? row.year + 543 : row.year}-q${row.quarter}`),
      );
      for (const [metric, text] of shown)
        expect([metric, formatFigure(metric, rows[0][columnOf[metric]] as number, locale)]).toEqual([metric, text]);

      const csvHref = await page.getByTestId('data-pack-csv').getAttribute('href');
      const csv = await request.get(csvHref!);
      expect(csv.status()).toBe(200);
      const [header, ...csvRows] = parseCsv(await csv.text());
      expect(header[0]).toBe(m.columns.year);
      expect(csvRows).toHaveLength(9);
      for (const [metric, text] of shown)
        expect([metric, formatFigure(metric, Number(csvRows[0][columnOf[metric]]), locale)]).toEqual([metric, text]);
    });

    test('the hub lists every quarter newest first, in the menu and the sitemap', async ({ page, request }) => {
      const response = await page.goto(localePath(locale, '/financialinfo/results'));
      expect(response?.status()).toBe(200);
      const cards = page.locator('[data-testid^="results-card-"]');
      const slugs = await cards.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-testid')!.replace('results-card-', '')),
      );
      expect(slugs).toEqual(
        [...results]
          .sort((a, b) => b.year - a.year || b.quarter - a.quarter)
          .map((row) => `${row.year}-q${row.quarter}`),
      );
      await expect(
        cards
          .first()
          .getByRole('link', { name: m.quarter.replace('{quarter}', '3').replace('{year}', year) })
          .first(),
      ).toHaveAttribute('href', quarterUrl(locale));
      await expect(cards.first().locator('[data-metric="totalRevenue"]')).toHaveText(
        formatFigure('totalRevenue', 3905263, locale),
      );
      // The site menu and the section's tab menu both link the hub.
      expect(
        await page.locator(`nav a[href="${localePath(locale, '/financialinfo/results')}"]`).count(),
      ).toBeGreaterThanOrEqual(2);
      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`${quarterUrl(locale)}</loc>`);
      expect(sitemap).toContain(`${localePath(locale, '/financialinfo/results')}</loc>`);
    });

    test('the home page links its latest results to the newest quarter', async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      const card = page.getByTestId('home-latest-results');
      await expect(card.getByRole('link', { name: new RegExp(m.view) })).toHaveAttribute('href', quarterUrl(locale));
      await expect(card).toContainText(formatFigure('totalRevenue', 3905263, locale));
    });

    test('a slug that is no stored quarter is not found', async ({ request }) => {
      for (const slug of ['2025-q5', '2568-q3', '2025-Q3', '2031-q1', 'latest', '2025-q3-x']) {
        const response = await request.get(quarterUrl(locale, slug));
        expect([slug, response.status()]).toEqual([slug, 404]);
      }
      for (const file of ['results-2031-q1.csv', 'results-2025-q9.xlsx', 'results-2025-q3.pdf']) {
        const response = await request.get(localePath(locale, `/downloads/${file}`));
        expect([file, response.status()]).toEqual([file, 404]);
      }
    });

    // One test per page, as in accessibility.spec.ts: an axe run on a loaded machine takes seconds.
    for (const path of [localePath(locale, '/financialinfo/results'), quarterUrl(locale)]) {
      test(`${path} is axe clean`, async ({ page }) => {
        await page.goto(path);
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(
          axe.violations.map(
            (violation) =>
              `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
      });
    }
  });

  test.describe(`quarterly results without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('figures, transcript and the webcast as a plain link', async ({ page }) => {
      await page.goto(quarterUrl(locale));
      const expected = expectedFigures(locale);
      await expect(page.locator('tr[data-metric="netProfit"] [data-cell="yearOnYear"]')).toHaveText(
        expected.find((row) => row.metric === 'netProfit')!.yearOnYear,
      );
      await expect(page.getByTestId('transcript').locator('> li')).toHaveCount(
        transcriptSeed.filter((row) => row.lang === locale).length,
      );
      const facade = page.getByTestId('webcast-facade');
      await expect(facade).toHaveAttribute('href', new RegExp(`^https://${webcastHost.replace(/\./g, '\\.')}/embed/`));
      await expect(page.locator('iframe')).toHaveCount(0);
      await page.goto(localePath(locale, '/financialinfo/results'));
      await expect(page.locator('[data-testid^="results-card-"]')).toHaveCount(results.length);
    });
  });
}

test('the search finds a Thai transcript word inside a longer word, under Results', async ({ page }) => {
  // 'กรรมสิทธิ์' is written inside 'โอนกรรมสิทธิ์' in the second paragraph (00:01:35).
  await page.goto(`/search?q=${encodeURIComponent('กรรมสิทธิ์')}&type=results`);
  await expect(page.locator('a[href="/financialinfo/results/2025-q3#t-00-01-35"]').first()).toBeVisible();
  await page.goto(`/en/search?q=${encodeURIComponent('backlog transferred')}&type=results`);
  await expect(page.locator('a[href="/en/financialinfo/results/2025-q3#t-00-25-30"]').first()).toBeVisible();
});

test('only the results pages allow the webcast frame', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).not.toContain(webcastHost);
  const statements = await request.get('/en/financialinfo/statements');
  expect(statements.headers()['content-security-policy']).not.toContain(webcastHost);
  const hub = await request.get('/en/financialinfo/results');
  expect(hub.headers()['content-security-policy']).toContain(webcastHost);
});

test.describe('a remote backend without the quarterly results calls', () => {
  let standIn: Server;
  let app: SecondServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // Every other list answers empty; the two results calls are unknown to this backend.
    standIn = createServer((request, response) => {
      const missing = /\/api\/(quarterly_results|results_transcripts)\b/.test(request.url ?? '');
      response.writeHead(missing ? 404 : 200, { 'content-type': missing ? 'text/plain' : 'application/json' });
      response.end(missing ? 'Not found' : '[]');
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    app = await startSecondServer(await freePort(), {
      IR_BACKEND_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    standIn?.closeAllConnections();
    await new Promise((resolve) => standIn?.close(resolve));
  });

  test('hub, quarter page and home card show their empty state, never an error', async ({ request }) => {
    for (const locale of locales) {
      const empty = messages[locale].Results.empty;
      for (const path of [localePath(locale, '/financialinfo/results'), quarterUrl(locale), localePath(locale, '/')]) {
        const response = await request.get(`${app.base}${path}`);
        expect([path, response.status()]).toEqual([path, 200]);
        expect(await response.text()).toContain(empty);
      }
      expect((await request.get(`${app.base}${localePath(locale, '/downloads/results-2025-q3.csv')}`)).status()).toBe(
        404,
      );
      // Questions for management live in the embedded store only: no form, no answers, the route says so.
      const quarterHtml = await (await request.get(`${app.base}${quarterUrl(locale)}`)).text();
      expect(quarterHtml).not.toContain('action="/api/results-questions"');
      expect(quarterHtml).not.toContain(messages[locale].Results.questions.answered);
    }
    const question = await request.post(`${app.base}/api/results-questions`, {
      headers: { origin: app.base, accept: 'application/json' },
      data: { quarter: '2025-q3', lang: 'en', name: 'N', email: 'n@example.com', question: 'Q', consent: 'yes' },
    });
    expect(question.status()).toBe(404);
  });
});
