import { connect } from 'node:net';
import { test, expect } from './fixtures';

/**
 * Pages as a shared cache (a CDN, nginx's proxy_cache) and a browser see them
 * (docs/decisions/046-script-hashes-and-a-shared-cache.md; lib/server/pipeline/document-cache-control.mjs):
 * a public page is the same bytes for every reader, so it is public for a minute with purge keys and a
 * weak ETag; a token's page and the workspace are no-store and never public.
 */

/** The kinds of client Next once rendered differently (next/dist/shared/lib/router/utils/is-bot.js). */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// An HTML-limited crawler: Next renders its metadata into <head> before anything streams.
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

const PUBLIC_PAGE = 'public, max-age=0, s-maxage=45, stale-while-revalidate=15';

/** A few public pages of both languages, a list with its query and a missing page. */
const PUBLIC_PAGES: [string, number][] = [
  ['/', 200],
  ['/en', 200],
  ['/about', 200],
  ['/en/newinfo/info?year=2024&page=2', 200],
  ['/en/financialinfo/results', 200],
  ['/no-such-page', 404],
  ['/en/no-such-page', 404],
];

/**
 * What Vary names, exactly (as Next 16 sends it). Accept-Encoding: the server gzips for the clients that
 * accept it. The rest is what Next adds to every App Router page: its client router asks the same URL
 * for an RSC payload with these request headers (`rsc`, the router state tree, a prefetch, a segment
 * prefetch), and a cache must not answer the one with the other. Never the user agent (htmlLimitedBots
 * in next.config.ts: every client gets the same HTML).
 */
const VARY = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'accept-encoding',
];

const varyOf = (headers: Record<string, string>) =>
  (headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

test('the sitemap and robots.txt are held like a page', async ({ request }) => {
  for (const url of ['/sitemap.xml', '/robots.txt']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe(PUBLIC_PAGE);
    expect(response.headers()['surrogate-key'], url).toBe('site pages');
  }
});

test('public pages are cacheable by a shared cache, with purge keys and a weak ETag', async ({ request }) => {
  for (const [url, status] of PUBLIC_PAGES) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    const headers = response.headers();
    expect(headers['cache-control'], url).toBe(PUBLIC_PAGE);
    expect(headers['surrogate-key'], url).toBe('site pages');
    expect(headers['cache-tag'], url).toBe('site,pages');
    expect(headers.etag, url).toMatch(/^W\/"[^"]+"$/);
    // A public page sets no cookie: one that did would be that reader's alone (private, no-store).
    expect(headers['set-cookie'], url).toBeUndefined();
    expect(varyOf(headers).sort(), `${url}: Vary`).toEqual([...VARY].sort());
  }
});

test("If-None-Match with the page's ETag gets 304 and no body; another tag gets the page", async ({ request }) => {
  for (const url of ['/en/about', '/newinfo/info?year=2024']) {
    const page = await request.get(url);
    const etag = page.headers().etag;
    expect(etag, url).toBeTruthy();
    const notModified = await request.get(url, { headers: { 'if-none-match': etag } });
    expect(notModified.status(), url).toBe(304);
    expect((await notModified.body()).length, `${url}: no body`).toBe(0);
    expect(notModified.headers().etag, url).toBe(etag);
    // A tag among others, as a cache holding several copies sends it.
    const listed = await request.get(url, { headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(listed.status(), url).toBe(304);

    const changed = await request.get(url, { headers: { 'if-none-match': 'W/"not-this-page"' } });
    expect(changed.status(), url).toBe(200);
    expect(await changed.text(), url).toBe(await page.text());
  }
});

test("a HEAD of a page gets the GET's head: its policy, ETag, length and caching, and no body", async ({ request }) => {
  for (const url of ['/', '/en/newinfo/info?year=2024&page=2', '/en/no-such-page']) {
    const page = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
    const head = await request.head(url, { headers: { 'accept-encoding': 'identity' } });
    expect(head.status(), url).toBe(page.status());
    expect((await head.body()).length, url).toBe(0);
    for (const name of ['content-security-policy', 'etag', 'content-length', 'cache-control', 'surrogate-key'])
      expect(head.headers()[name], `${url}: ${name}`).toBe(page.headers()[name]);
    const current = await request.head(url, { headers: { 'if-none-match': page.headers().etag } });
    expect(current.status(), url).toBe(page.status() === 200 ? 304 : page.status());
  }
});

test('Googlebot, bingbot and a browser get the same bytes, so nothing varies by user agent', async ({ request }) => {
  for (const url of ['/', '/en/newinfo/info', '/en/about']) {
    const answers = [];
    for (const userAgent of [CHROME, GOOGLEBOT, BINGBOT]) {
      const response = await request.get(url, { headers: { 'user-agent': userAgent } });
      expect(response.status(), `${url} as ${userAgent}`).toBe(200);
      answers.push({ text: await response.text(), etag: response.headers().etag, vary: varyOf(response.headers()) });
    }
    const [chrome, ...crawlers] = answers;
    // Next's streamed metadata (MetadataOutlet) is what a browser alone would have got before htmlLimitedBots.
    expect(chrome.text, url).not.toContain('Next.MetadataOutlet');
    for (const crawler of crawlers) {
      expect(crawler.text, url).toBe(chrome.text);
      expect(crawler.etag, url).toBe(chrome.etag);
    }
    expect(chrome.vary, url).not.toContain('user-agent');
  }
});

test('a page whose URL carries a token, and the workspace, are no-store and never public', async ({ request }) => {
  for (const url of [
    '/en/receiveemails/preferences?token=x',
    '/receiveemails/preferences?token=x',
    '/admin/sign-in',
    '/admin',
    '/en/preview/no-such-token',
  ]) {
    const response = await request.get(url, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['cache-control'], url).toContain('no-store');
    expect(headers['cache-control'], url).not.toContain('public');
    expect(headers['cache-control'], url).not.toContain('s-maxage');
    expect(headers['surrogate-key'], url).toBeUndefined();
    expect(headers['cache-tag'], url).toBeUndefined();
    // A workspace page that sets a cookie (the sign-in's CSRF cookie) is that reader's alone all the more.
    if (headers['set-cookie']) expect(headers['cache-control'], url).toContain('private');
  }
});

test("the client router's RSC payloads are private, never in a shared cache", async ({ request }) => {
  for (const url of ['/about', '/en/newinfo/info']) {
    const response = await request.get(url, { headers: { rsc: '1' } });
    expect(response.headers()['content-type'], url).toContain('text/x-component');
    expect(response.headers()['cache-control'], url).toBe('private, no-cache');
    expect(response.headers()['surrogate-key'], url).toBeUndefined();
  }
});

test('no response carries the internal x-middleware-rewrite header', async ({ request }) => {
  const responses = [
    await request.get('/about'), // Thai pages are rewritten to /th internally
    await request.get('/about', { headers: { 'if-none-match': (await request.get('/about')).headers().etag } }),
    await request.get('/newinfo/info?year=2024'),
    await request.get('/about', { headers: { rsc: '1' } }),
    await request.get('/no-such-page'),
    await request.get('/th/about', { maxRedirects: 0 }),
    await request.get('/api/activity'),
  ];
  expect(responses[1].status()).toBe(304);
  for (const response of responses) {
    expect(response.headers()['x-middleware-rewrite'], response.url()).toBeUndefined();
  }
});

/** Sends a request line as written (Playwright and fetch only send origin-form) and returns status, headers and body. */
function rawRequest(port: number, requestLine: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: ${CHROME}\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split);
      resolve({ status: Number(head.split(' ')[1]), head, body: text.slice(split + 4) });
    });
  });
}

test('an absolute-form request target is answered for the Host, never redirected to the host it names', async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port);
  for (const target of [
    'http://evil.test/en',
    'https://evil.test/',
    'http://evil.test/th/about',
    'http://evil.test/basicInfo/info',
    'http://evil.test',
  ]) {
    const { status, head, body } = await rawRequest(port, `GET ${target} HTTP/1.1`);
    expect(status, target).toBeLessThan(400);
    const location = /^location:\s*(.*)$/im.exec(head)?.[1];
    if (location) expect(new URL(location, baseURL).host, `${target} redirects to`).toBe(new URL(baseURL!).host);
    expect(head + body, target).not.toContain('evil.test');
  }

  // The page of the Host, the same as its origin-form request's: a shared cache keyed by Host and path
  // may keep either.
  const path = '/en/about';
  const absolute = await rawRequest(port, `GET http://evil.test${path} HTTP/1.1`);
  const plain = await rawRequest(port, `GET ${path} HTTP/1.1`);
  expect(absolute.status).toBe(200);
  expect(plain.status).toBe(200);
  const etagOf = (head: string) => /^etag:\s*(.*)$/im.exec(head)?.[1];
  expect(etagOf(absolute.head)).toBeTruthy();
  expect(etagOf(absolute.head)).toBe(etagOf(plain.head));
  expect(plain.body).not.toContain('evil.test');
});
