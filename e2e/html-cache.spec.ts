import { connect } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';

/** The kinds of client Next renders for differently (next/dist/shared/lib/router/utils/is-bot.js). */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// An HTML-limited crawler: Next renders its metadata into <head> before anything streams.
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

/** A URL no other test asks for, so its first request renders it. */
const probe = (path: string) => `${path}?probe=${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The part of a document that differs between a browser's render and an HTML-limited crawler's:
 * a browser's metadata streams through Next's MetadataOutlet; the crawler's is complete in <head>.
 */
const streamsMetadata = (html: string) => html.includes('Next.MetadataOutlet');

async function fetchAs(request: APIRequestContext, url: string, userAgent: string) {
  const response = await request.get(url, { headers: { 'user-agent': userAgent } });
  expect(response.status(), url).toBe(200);
  return { cache: response.headers()['x-html-cache'], streams: streamsMetadata(await response.text()) };
}

test.describe('the HTML cache keeps crawlers and browsers apart', () => {
  test('each kind of client renders as Next renders it when nothing is cached', async ({ request }) => {
    expect((await fetchAs(request, probe('/en/about'), CHROME)).streams).toBe(true);
    expect((await fetchAs(request, probe('/en/about'), BINGBOT)).streams).toBe(false);
  });

  for (const [name, first, second] of [
    ['a crawler, then a browser', BINGBOT, CHROME],
    ['a browser, then a crawler', CHROME, BINGBOT],
    ['Googlebot, then a browser', GOOGLEBOT, CHROME],
    ['a browser, then Googlebot', CHROME, GOOGLEBOT],
  ] as const) {
    test(`${name}: the second gets its own render`, async ({ request }) => {
      for (const path of ['/', '/en/newinfo/info']) {
        // What the second kind gets when it asks first (its own render), to compare with.
        const own = await fetchAs(request, probe(path), second);
        const url = probe(path);
        const one = await fetchAs(request, url, first);
        const other = await fetchAs(request, url, second);
        expect(one.cache, `${url} as ${first}`).toBe('MISS');
        expect(other.cache, `${url} as ${second} after ${first}`).toBe('MISS');
        expect(other.streams, `${url} as ${second} after ${first}`).toBe(own.streams);
        // And later requests of each kind get their own kind's copy.
        const again = await fetchAs(request, url, first);
        expect(again.cache).toBe('HIT');
        expect(again.streams).toBe(one.streams);
      }
    });
  }
});

test('no response carries the internal x-middleware-rewrite header', async ({ request }) => {
  const url = probe('/about');
  const responses = [
    await request.get(url), // rendered (Thai pages are rewritten to /th internally)
    await request.get(url), // served from the HTML cache
    await request.get('/newinfo/info?year=2024'),
    await request.get('/about', { headers: { rsc: '1' } }),
    await request.get('/no-such-page'),
    await request.get('/th/about', { maxRedirects: 0 }),
    await request.get('/api/activity'),
  ];
  expect(responses[1].headers()['x-html-cache']).toBe('HIT');
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

  // Cached under the Host like its origin-form request, not under the host it names.
  const path = probe('/en/about');
  const first = await rawRequest(port, `GET http://evil.test${path} HTTP/1.1`);
  expect(first.head).toMatch(/^x-html-cache: MISS$/im);
  const plain = await rawRequest(port, `GET ${path} HTTP/1.1`);
  expect(plain.status).toBe(200);
  expect(plain.head).toMatch(/^x-html-cache: HIT$/im);
  expect(plain.body).not.toContain('evil.test');
});

test('a page found expired is served at once and refreshed in the background (stale-while-revalidate)', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const url = probe('/en/about');
  expect((await request.get(url)).headers()['x-html-cache']).toBe('MISS');
  // HTML_CACHE_SECONDS is 10 for the test server.
  await new Promise((resolve) => setTimeout(resolve, 10_500));
  const stale = await request.get(url);
  expect(stale.headers()['x-html-cache']).toBe('STALE');
  expect(stale.status()).toBe(200);
  // No other request asks for this URL: only the background render can make it fresh again.
  await expect
    .poll(async () => (await request.get(url)).headers()['x-html-cache'], { timeout: 20_000, intervals: [200] })
    .toBe('HIT');
});
