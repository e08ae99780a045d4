import { createHash } from 'node:crypto';
import type { APIResponse, Page } from '@playwright/test';
import { expectCspEvaluatorClean } from './csp-evaluation';
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
  // A preview alone may be framed, by the site itself (lib/security/preview-frame.mjs).
  const framedBySite = /^(?:\/en)?\/preview\//.test(url);
  expect(policy, `${url}: frame-ancestors`).toContain(`frame-ancestors ${framedBySite ? "'self'" : "'none'"}`);
  expect(policy, `${url}: no eval`).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options'], `${url}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${url}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
    expect(permissions, `${url}: Permissions-Policy`).toContain(feature);
  }
  expect(headers['x-frame-options'], `${url}: X-Frame-Options`).toBe(framedBySite ? 'SAMEORIGIN' : 'DENY');
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

/**
 * The text of every inline script of `html` a browser would run, hashed here independently of the
 * server's lib/security/page-policy.mjs: no `src`, and no data-block type (JSON-LD, JSON).
 */
function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!['', 'module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    scripts.push(text);
  }
  return scripts;
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A page's policy (docs/decisions/046-script-hashes-and-a-shared-cache.md): script-src is `'self'`, the
 * SHA-256 of each inline script of this very HTML, and `'strict-dynamic'`; nothing else lets a script
 * run, and no script element carries a nonce.
 */
function expectPagePolicy(policy: string, html: string, url: string): string {
  expect(policy, `${url}: no nonce`).not.toMatch(/nonce/i);
  const directives = directivesOf(policy);
  const scriptSrc = directives['script-src'] ?? [];
  // (style-src keeps 'unsafe-inline' for the charts' style attributes: lib/security/page-policy.mjs.)
  expect(scriptSrc, `${url}: no inline scripts but the hashed ones`).not.toContain("'unsafe-inline'");
  expect(directives['default-src'], `${url}: default-src`).toEqual(["'self'"]);
  expect(scriptSrc[0], `${url}: script-src starts with 'self'`).toBe("'self'");
  expect(scriptSrc.at(-1), `${url}: script-src ends with 'strict-dynamic'`).toBe("'strict-dynamic'");
  const hashes = scriptSrc.slice(1, -1);
  expect(hashes.length, `${url}: hashes in script-src`).toBeGreaterThan(0);
  for (const source of hashes) expect(source, `${url}: script-src`).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(directives['object-src'], `${url}: object-src`).toEqual(["'none'"]);
  expect(directives['base-uri'], `${url}: base-uri`).toEqual(["'self'"]);

  expect(html, `${url}: no script element carries a nonce`).not.toMatch(/<script\b[^>]*\snonce=/i);
  const scripts = executableInlineScripts(html);
  expect(scripts.length, `${url}: the page has inline scripts`).toBeGreaterThan(0);
  // Every script the browser would run is named, and the policy names nothing else.
  expect([...new Set(scripts.map(sha256Source))].sort(), `${url}: the hashes of the inline scripts`).toEqual(
    [...hashes].sort(),
  );
  expectCspEvaluatorClean(policy, url);
  return policy;
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

test('two requests of a page get the same bytes, the same policy and the same ETag', async ({ request }) => {
  const pages = ['/', '/en/newinfo/info?year=2024&page=2', '/en/financialinfo/results'];
  const seen = new Map<string, string>();
  for (const url of pages) {
    const [first, second] = [await request.get(url), await request.get(url)];
    const [firstText, secondText] = [await first.text(), await second.text()];
    expect(secondText, `${url}: the same bytes`).toBe(firstText);
    expect(await expectPage(second, url), `${url}: the same policy`).toBe(await expectPage(first, url));
    const etag = first.headers().etag;
    expect(etag, `${url}: a weak ETag`).toMatch(/^W\/"[^"]+"$/);
    expect(second.headers().etag, `${url}: the same ETag`).toBe(etag);
    seen.set(etag, url);
  }
  // Each page its own tag.
  expect(seen.size).toBe(pages.length);
});

test('the results page may frame the webcast host; a preview may be framed by the site', async ({ request }) => {
  for (const url of ['/financialinfo/results', '/en/financialinfo/results']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const policy = await expectPage(response, url);
    expect(directivesOf(policy)['frame-src'], url).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
  }
  // A preview with an unknown token: the page that says so, with a preview's policy. A real preview's
  // policy is checked in e2e/item-review.spec.ts.
  for (const url of ['/en/preview/no-such-token', '/preview/no-such-token']) {
    const response = await request.get(url);
    expect([200, 404], url).toContain(response.status());
    const policy = directivesOf(await expectPage(response, url));
    expect(policy['frame-ancestors'], url).toEqual(["'self'"]);
  }
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

test('the not-found pages carry the headers and a hash policy', async ({ request }) => {
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

test.describe('an inline script injected into a page', () => {
  test.use({ dismissPopup: false });

  test('does not run under the page policy, and the violation is reported, while the page hydrates', async ({
    page,
  }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportInjectionViolation', (line: string) => violations.push(line));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportInjectionViolation: (line: string) => void })
          .reportInjectionViolation;
        report(`${event.effectiveDirective} ${event.blockedURI} ${event.disposition}`);
      });
    });
    // The real page and its real headers (its policy among them), with one more inline script in the body:
    // what an HTML injection would add.
    let policy = '';
    await page.route('**/en', async (route) => {
      const response = await route.fetch();
      policy = response.headers()['content-security-policy'] ?? '';
      const html = await response.text();
      const modified = html.replace(/<body[^>]*>/, (tag) => `${tag}<script>window.__injected = 1</script>`);
      expect(modified).not.toBe(html);
      // The body goes to the browser decoded, so without the encoding and the length of the original.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
        ),
      );
      await route.fulfill({ response, headers, body: modified });
    });
    const response = await page.goto('/en');
    expect(response?.headers()['content-security-policy']).toBe(policy);
    expect(policy).toContain("'strict-dynamic'");

    // The page's own scripts ran: the popup's close button works only once React has hydrated.
    const dialog = page.getByRole('dialog', { name: en.PopupBanner.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: en.PopupBanner.close }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-ir-scripts', 'done');

    // The injected one did not, and the browser said why.
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    await expect.poll(() => violations).toContainEqual(expect.stringMatching(/^script-src-elem inline enforce$/));
  });
});
