import type { APIResponse, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { localePath, locales, routeEntries } from './routes';
import en from '../messages/en.json';
import th from '../messages/th.json';

const messages = { en, th };

/** The one Content-Security-Policy of a response; two would both apply, so exactly one is allowed. */
function policyOf(response: APIResponse, url: string): string {
  const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy');
  expect(policies, `${url}: one Content-Security-Policy header`).toHaveLength(1);
  return policies[0].value;
}

/** The headers every response carries, asserted one by one; returns the policy. */
function expectSecurityHeaders(response: APIResponse, url: string): string {
  const headers = response.headers();
  const policy = policyOf(response, url);
  expect(policy, `${url}: frame-ancestors`).toContain("frame-ancestors 'none'");
  expect(policy, `${url}: no eval`).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options'], `${url}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${url}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
    expect(permissions, `${url}: Permissions-Policy`).toContain(feature);
  }
  expect(headers['x-frame-options'], `${url}: X-Frame-Options`).toBe('DENY');
  expect(headers['x-powered-by'], `${url}: X-Powered-By`).toBeUndefined();
  return policy;
}

/** The directives of a policy by name, e.g. { 'script-src': ["'self'", ...] }. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/** A page's policy: scripts only by this response's nonce, which every script element of the HTML carries. */
function expectPagePolicy(policy: string, html: string, url: string): string {
  const scriptSrc = directivesOf(policy)['script-src'] ?? [];
  const nonces = scriptSrc.filter((value) => value.startsWith("'nonce-"));
  expect(nonces, `${url}: one nonce in script-src`).toHaveLength(1);
  expect(scriptSrc, `${url}: no inline scripts without the nonce`).not.toContain("'unsafe-inline'");
  const nonce = nonces[0].slice("'nonce-".length, -1);
  expect(nonce.length, `${url}: nonce length`).toBeGreaterThanOrEqual(16);

  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes]) => attributes);
  // Data blocks (JSON-LD) are never run, so they need no nonce.
  const executable = scripts.filter((attributes) => !/\btype="application\/(ld\+)?json"/i.test(attributes));
  expect(executable.length, `${url}: the page has scripts`).toBeGreaterThan(0);
  for (const attributes of executable) expect(attributes, `${url}: script nonce`).toContain(`nonce="${nonce}"`);
  return nonce;
}

async function expectPage(response: APIResponse, url: string): Promise<string> {
  const policy = expectSecurityHeaders(response, url);
  return expectPagePolicy(policy, await response.text(), url);
}

/** Responses the proxy does not see carry a policy that runs nothing. */
function expectDocumentPolicy(response: APIResponse, url: string): void {
  const policy = expectSecurityHeaders(response, url);
  expect(directivesOf(policy)['default-src'], `${url}: default-src`).toEqual(["'none'"]);
  expect(directivesOf(policy)['script-src'], `${url}: script-src`).toBeUndefined();
}

for (const locale of locales) {
  test.describe(`security headers of every page in ${locale}`, () => {
    for (const [id, path] of routeEntries) {
      test(`${id}`, async ({ request }) => {
        const url = localePath(locale, path);
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        await expectPage(response, url);
      });
    }
  });
}

test('the nonce is new for every request', async ({ request }) => {
  const first = await expectPage(await request.get('/'), '/');
  const second = await expectPage(await request.get('/'), '/');
  const english = await expectPage(
    await request.get('/en/newinfo/info?year=2024&page=2'),
    '/en/newinfo/info?year=2024&page=2',
  );
  expect(new Set([first, second, english]).size).toBe(3);
});

test('a page served again from the HTML cache (server.mjs) is the same page with a new nonce', async ({ request }) => {
  // A URL no other test asks for, so the first request renders it.
  const url = `/en/about?probe=${Date.now()}-${Math.random()}`;
  const first = await request.get(url);
  const again = await request.get(url);
  expect(first.headers()['x-html-cache']).toBe('MISS');
  expect(again.headers()['x-html-cache']).toBe('HIT');
  const firstNonce = await expectPage(first, url);
  const againNonce = await expectPage(again, url);
  expect(againNonce).not.toBe(firstNonce);
  expect((await again.text()).replaceAll(againNonce, 'N')).toBe((await first.text()).replaceAll(firstNonce, 'N'));
  expect(String(again.headers().link)).toContain(`nonce="${againNonce}"`);
  // The client router's requests are never answered from it.
  const flight = await request.get(url, { headers: { rsc: '1' } });
  expect(flight.headers()['x-html-cache']).toBeUndefined();
  expect(flight.headers()['content-type']).toContain('text/x-component');
});

test('redirects carry the headers', async ({ request }) => {
  for (const [from, to] of [
    ['/th/about', '/about'],
    ['/basicInfo/info', '/basicinfo/info'],
    ['/en/BASICINFO/Info', '/en/basicinfo/info'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([307, 308], from).toContain(response.status());
    expect(new URL(response.headers().location, 'http://x').pathname, from).toBe(to);
    expectSecurityHeaders(response, from);
  }
});

test('the not-found pages carry the headers and a nonce', async ({ request }) => {
  for (const url of ['/no-such-page', '/en/no-such-page', '/fr/financialinfo/info']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    await expectPage(response, url);
  }
});

test('API replies, static chunks, documents, the sitemap and robots.txt carry the headers', async ({ request }) => {
  const home = await (await request.get('/en')).text();
  const chunk = home.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  const stylesheet = home.match(/href="(\/_next\/static\/[^"]+\.css)"/)?.[1];
  expect(chunk, 'a script chunk in the home page').toBeTruthy();
  expect(stylesheet, 'a stylesheet in the home page').toBeTruthy();
  // Whatever feeds, icons and preview images the page links to.
  const linked = [
    ...home.matchAll(
      /<(?:link|meta)\b[^>]*(?:href|content)="((?:https?:\/\/[^/"]+)?\/[^"]*\.(?:xml|ics|png|svg|ico|webmanifest))"/gi,
    ),
  ]
    .map(([, href]) => new URL(href, 'http://x').pathname)
    .filter((path) => !path.startsWith('/_next/'));

  const urls = new Set([
    '/api/activity',
    '/api/new_set?lang=en',
    '/api/stock_quotation',
    chunk!,
    stylesheet!,
    '/documents/credit-ratings/tris-2025.pdf',
    '/logo.svg',
    '/sitemap.xml',
    '/robots.txt',
    ...linked,
  ]);
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expectDocumentPolicy(response, url);
  }

  // Errors too: a missing file and an unknown API path.
  for (const url of ['/documents/no-such-file.pdf', '/_next/static/chunks/no-such-chunk.js', '/api/no-such-call']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expectDocumentPolicy(response, url);
  }
});

test.describe('form endpoints', () => {
  const endpoints = [
    '/api/send_email/contact-investor',
    '/api/send_email/receive-emails',
    '/api/send_email/cancel-emails',
  ];

  test('refuse cross-site requests', async ({ request }) => {
    for (const url of endpoints) {
      for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
        const response = await request.post(url, {
          headers: { origin, 'content-type': 'application/json' },
          data: { email: 'someone@example.com' },
        });
        expect(response.status(), `${url} from ${origin}`).toBe(403);
        expectSecurityHeaders(response, url);
      }
    }
  });

  test('accept same-origin requests (refused here only for their empty fields)', async ({ request, baseURL }) => {
    for (const url of endpoints) {
      const response = await request.post(url, {
        headers: { origin: new URL(baseURL!).origin, 'content-type': 'application/json' },
        data: {},
      });
      expect(response.status(), url).toBe(400);
      expect(Object.keys((await response.json()).errors ?? {}).length, url).toBeGreaterThan(0);
      expectSecurityHeaders(response, url);
    }
  });
});

/**
 * Collects what the browser reports while a page loads and is used: CSP violations (the DOM event and the
 * console line), console errors and uncaught exceptions. An empty list means the page ran as built.
 */
async function watchBrowserErrors(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|Permissions-Policy/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (line: string) => problems.push(`violation: ${line}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => {
    // Reports are asynchronous: give the last ones a moment to arrive.
    await page.waitForTimeout(100);
    return problems;
  };
}

test.describe('in the browser, no policy violation', () => {
  test.use({ dismissPopup: false });

  for (const locale of locales) {
    const m = messages[locale];
    for (const [id, path] of routeEntries) {
      test(`${locale} ${id}: hydrates (the popup opens and closes)`, async ({ page }) => {
        const problems = await watchBrowserErrors(page);
        await page.goto(localePath(locale, path));
        // The popup is in the server HTML; its close button is enabled (and clicked) only once React has hydrated.
        const dialog = page.getByRole('dialog', { name: m.PopupBanner.title });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: m.PopupBanner.close }).click();
        await expect(dialog).toBeHidden();
        await page.waitForLoadState('networkidle');
        expect(await problems()).toEqual([]);
      });
    }
  }

  test('using the home charts, the menu, a list and the contact form', async ({ page }) => {
    const problems = await watchBrowserErrors(page);
    await page.goto('/en');
    await page
      .getByRole('dialog', { name: en.PopupBanner.title })
      .getByRole('button', { name: en.PopupBanner.close })
      .click();

    const growth = page.getByRole('tablist', { name: en.Home.growth.tabsLabel });
    const income = growth.getByRole('tab', { name: en.Home.growth.totalIncome });
    await income.click();
    await expect(income).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.locator(`#${await income.getAttribute('aria-controls')}`).locator('[data-chart="bar"]'),
    ).toBeVisible();

    const menu = page.getByRole('navigation', { name: en.Shell.mainMenu });
    const news = menu.getByRole('button', { name: en.Sections.news, exact: true });
    await news.click();
    await expect(news).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: en.Routes.newsSet, exact: true }).click();
    await expect(page).toHaveURL(/\/en\/newinfo\/info$/);

    await page.getByRole('link', { name: en.Lists.page.replace('{page}', '2') }).click();
    await expect(page).toHaveURL(/\/en\/newinfo\/info\?page=2$/);

    await page.goto('/en/informationinfo');
    const submit = page.locator('main form').getByRole('button', { name: en.Information.form.submit });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText(en.Information.form.error.name)).toBeVisible();

    await page.goto('/stockpriceinfo/retrospect');
    const ranges = page.getByRole('group', { name: th.StockPrice.retrospect.rangeLabel });
    await ranges.getByRole('button', { name: th.StockPrice.retrospect.range['1h'] }).click();
    await expect(ranges.getByRole('button', { name: th.StockPrice.retrospect.range['1h'] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.waitForLoadState('networkidle');

    expect(await problems()).toEqual([]);
  });
});
