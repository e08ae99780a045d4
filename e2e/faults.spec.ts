import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './fixtures';
import { localePath, locales, routeEntries } from './routes';
import { freePort, startSecondServer, type SecondServer } from './second-server';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { typeSignUp } from './subscriber';

const messages = { en, th };

/**
 * A second server of the same build whose backend and quote provider are one stand-in on 127.0.0.1
 * that fails in the way the current mode says. The modes run in this order on purpose: the data layer
 * caches good list replies (never failures), and only the last mode's lists pass the checks (as empty lists).
 */
const modes = ['500', 'hang', 'invalid JSON', 'wrong shape', 'wrong items'] as const;
type Mode = (typeof modes)[number];

const BACKEND_TIMEOUT_MS = 1500;

/** What the stand-in answers; `hang` never answers, so every call runs into the timeout. */
function reply(mode: Mode, request: IncomingMessage): { status: number; type: string; body: string } | null {
  const quote = request.url?.startsWith('/quote') ?? false;
  const json = (value: unknown) => ({ status: 200, type: 'application/json', body: JSON.stringify(value) });
  switch (mode) {
    case '500':
      return { status: 500, type: 'text/plain', body: 'stand-in failure' };
    case 'hang':
      return null;
    case 'invalid JSON':
      return { status: 200, type: 'application/json', body: '{"data": [{"year": 2024,' };
    case 'wrong shape':
      // An object where a list is expected; an empty list where the quote is expected; for a form, no success text.
      return json(quote ? [] : { data: 'nope' });
    case 'wrong items':
      return json(
        quote
          ? { data: [{ symbol: 'SHRZ', last: 'abc', bid: 'none' }] }
          : [{ unexpected: true }, 42, null, 'text', { year: 'abc', quarter: 9, pdf_url: 'javascript:alert(1)' }],
      );
  }
}

let mode: Mode = '500';
let standIn: Server;
let app: SecondServer;
const hanging = new Set<ServerResponse>();

// One stand-in and one app server for the whole file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  standIn = createServer((request, response) => {
    const answer = reply(mode, request);
    if (!answer) {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    response.writeHead(answer.status, { 'content-type': answer.type });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  app = await startSecondServer(await freePort(), {
    IR_BACKEND_URL: `${standInUrl}/backend`,
    IR_BACKEND_TIMEOUT_MS: String(BACKEND_TIMEOUT_MS),
    STOCK_API_URL: `${standInUrl}/quote`,
    // The form posts of every mode come from 127.0.0.1, one client for the rate limit.
    FORM_RATE_LIMIT: '10000',
  });
});

test.afterAll(async () => {
  await app?.stop();
  for (const response of hanging) response.destroy();
  standIn?.closeAllConnections();
  await new Promise((resolve) => standIn?.close(resolve));
});

/** Runs `work` over the items, `size` at a time. */
async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

modes.forEach((current, index) => {
  // The browser checks take turns between the languages; the route sweep covers both in every mode.
  const locale = locales[index % locales.length];
  const m = messages[locale];
  const url = (path: string) => `${app.base}${localePath(locale, path)}`;

  test.describe(`backend: ${current}`, () => {
    test.beforeAll(() => {
      mode = current;
    });

    test('every route in both languages answers 200 with its title and no error page', async ({ request }) => {
      test.setTimeout(180_000);
      const pages = locales.flatMap((one) =>
        routeEntries.map(([id, path]) => ({ locale: one, id, path: localePath(one, path) })),
      );
      const problems: string[] = [];
      await inBatches(pages, 8, async ({ locale: one, id, path }) => {
        const response = await request.get(`${app.base}${path}`, { timeout: 30_000 });
        const html = await response.text();
        const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) => decode(inner));
        const title = messages[one].Routes[id];
        if (response.status() !== 200) problems.push(`${path}: status ${response.status()}`);
        if (!html.includes(`<html lang="${one}"`)) problems.push(`${path}: not the ${one} layout`);
        if (headings.length === 0 || headings.some((heading) => heading !== title))
          problems.push(`${path}: h1 ${JSON.stringify(headings)}`);
        // A server component that threw leaves a boundary marked for client rendering with its digest.
        if (/data-dgst=/.test(html)) problems.push(`${path}: a failed boundary`);
      });
      expect(problems).toEqual([]);
    });

    test(`${locale}: empty lists, N/A and dashes where the data would be`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(url('/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Routes.home);
      // The quote provider is down too: dashes for the price and the change.
      const card = page.getByTestId('stock-card');
      await expect(card).toContainText(`- ${m.StockCard.currency}`);
      await expect(card).toContainText(new RegExp(`${m.StockCard.change}\\s*-`));
      await expect(card).not.toContainText('%');
      await expect(page.getByTestId('stock-ticker')).toContainText('-');
      await expect(page.getByTestId('home-document-statement')).toContainText(m.Home.documents.empty);
      await expect(page.getByTestId('home-document-oneReport')).toContainText(m.Home.documents.empty);
      await expect(page.getByTestId('home-clippings')).toContainText(m.Home.clippings.empty);
      await expect(page.getByTestId('home-set-news')).toContainText(m.Home.setNews.empty);
      // The embedded blocks stay.
      await expect(page.getByRole('heading', { level: 2, name: m.Home.highlights.title })).toBeVisible();

      await page.goto(url('/stockpriceinfo/info'));
      await expect(page.getByTestId('quote-details')).toContainText('N/A');

      await page.goto(url('/basicinfo/shareholdermeeting'));
      await expect(page.getByText(m.ShareholderMeetings.noData)).toBeVisible();

      for (const path of [
        '/financialinfo/statements',
        '/debtinfo/creditrating',
        '/newinfo/info',
        '/calendarinfo/info',
        '/publisheddocsinfo/info',
      ]) {
        await page.goto(url(path));
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
          m.Routes[routeEntries.find(([, p]) => p === path)![0]],
        );
        await expect(page.getByText(m.Lists.noItems).first(), path).toBeVisible();
      }
      await expect(page.getByText(m.ErrorPage.title)).toHaveCount(0);
    });

    test(`${locale}: the contact and newsletter forms show their error alerts`, async ({ page }) => {
      test.setTimeout(60_000);
      // 500 and no answer fail the call; a reply that is not the success text is a failed request.
      const callFails = current === '500' || current === 'hang';

      await page.goto(url('/informationinfo'));
      const contact = page.locator('main form');
      await expect(contact.getByRole('button', { name: m.Information.form.submit })).toBeEnabled();
      await contact.getByLabel(m.Information.form.firstName).fill('Somchai');
      await contact.getByLabel(m.Information.form.lastName).fill('Faults');
      await contact.getByLabel(m.Information.form.phone).fill('0812345678');
      await contact.getByLabel(m.Information.form.fax).fill('021234568');
      await contact.getByLabel(m.Information.form.address).fill('99 Rama 9 Road, Bangkok');
      await contact.getByLabel(m.Information.form.message).fill('Backend down?');
      await contact.getByRole('button', { name: m.Information.form.submit }).click();
      const contactAlert = m.Information.form[callFails ? 'errorprocessing' : 'fail'];
      await expect(page.getByRole('alertdialog').filter({ hasText: contactAlert })).toBeVisible({
        timeout: BACKEND_TIMEOUT_MS + 10_000,
      });
      // A failed request keeps what was typed.
      await expect(contact.getByLabel(m.Information.form.lastName)).toHaveValue('Faults');

      await page.goto(url('/receiveemails'));
      const newsletter = page.locator('main form');
      await expect(newsletter.getByRole('button', { name: m.ReceiveEmails.form.submit })).toBeEnabled();
      await typeSignUp(newsletter, m.ReceiveEmails.form);
      await newsletter.getByLabel(m.ReceiveEmails.form.email, { exact: false }).fill('faults@example.com');
      await newsletter.getByLabel(m.ReceiveEmails.form.consent).check();
      await newsletter.getByRole('button', { name: m.ReceiveEmails.form.submit }).click();
      const newsletterAlert = m.ReceiveEmails.form[callFails ? 'errorGeneric' : 'fail'];
      await expect(page.getByRole('alertdialog').filter({ hasText: newsletterAlert })).toBeVisible({
        timeout: BACKEND_TIMEOUT_MS + 10_000,
      });
      await expect(newsletter.getByLabel(m.ReceiveEmails.form.fullName)).toHaveValue('Malee Srisuk');
    });
  });
});
