/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { acceptsGzip } from '../compression.mjs';
import { createHtmlCache, CACHE_STATUS_HEADER, REFRESH_HEADER } from './cache.mjs';
import { cacheKey, clientKind } from './key.mjs';
import { dispatchRefresh } from './refresh.mjs';
import { clearHtmlCaches } from './registry.mjs';
import { parseSetting } from '@/lib/config/settings.mjs';
import { GZIP_HEADER } from '../../nonce-gzip.mjs';
import { rawRequest } from '../../testing/raw-request';

/** A stand-in for Next: renders a page with a fresh nonce per render, the way proxy.ts + React do. */
interface Render {
  status?: number;
  type?: string;
  cookie?: boolean;
  gzip?: boolean;
  nonce?: boolean;
  delayMs?: number;
  /** Never ends the response (a hung render). */
  hang?: boolean;
  /** Cuts the connection halfway (a render that fails). */
  destroy?: boolean;
}

/** User agents of the three kinds of client Next renders for. */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

let renders = 0;
let nextRender: (url: string) => Render = () => ({});
/** The requests that reached Next, as it saw them. */
let seen: IncomingMessage['headers'][] = [];

/** The render's number and, as Next does, a part that differs for crawlers. */
function page(nonce: string, url: string, kind = 'browser'): string {
  return `<!DOCTYPE html><html><head><script nonce="${nonce}" src="/a.js"></script></head><body><h1>${url} ไทย</h1><p>for ${kind}</p><script nonce="${nonce}">self.__next_f.push([1,"${renders}"])</script></body></html>`;
}

async function nextHandler(request: IncomingMessage, response: ServerResponse) {
  renders += 1;
  seen.push({ ...request.headers });
  const render = nextRender(request.url ?? '');
  const nonce = `n${renders}${'x'.repeat(20)}==`;
  response.statusCode = render.status ?? 200;
  response.setHeader('Content-Type', render.type ?? 'text/html; charset=utf-8');
  response.setHeader('Vary', 'rsc, Accept-Encoding');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (render.nonce !== false)
    response.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  response.setHeader('Link', [`</font.woff2>; rel=preload; nonce="${nonce}"`, '</logo.svg>; rel=preload']);
  response.setHeader('x-middleware-rewrite', `/th${request.url}`);
  if (render.cookie) response.setHeader('Set-Cookie', 'a=b');
  const html = Buffer.from(page(nonce, request.url ?? '', clientKind(request.headers['user-agent'])));
  const body = render.gzip ? gzipSync(html) : html;
  if (render.gzip) response.setHeader('Content-Encoding', 'gzip');
  // Streamed in pieces, as React does.
  const half = Math.floor(body.length / 2);
  response.write(body.subarray(0, half));
  if (render.hang) return;
  if (render.destroy) {
    response.destroy();
    return;
  }
  if (render.delayMs) await new Promise((resolve) => setTimeout(resolve, render.delayMs));
  response.end(body.subarray(half));
}

/** Something in front of the cache that answers some requests itself (a stand-in for other server code). */
let answerBeforeCache: (request: IncomingMessage) => boolean = () => false;
let answeredBeforeCache = 0;
let openRefreshes = 0;

let clock = 0;
let cache: ReturnType<typeof createHtmlCache>;
let server: Server;
let port: number;

function startServer(options: Parameters<typeof createHtmlCache>[0] = {}) {
  // The status header on, so the tests see what the cache did (off unless HTML_CACHE_DEBUG asks).
  cache = createHtmlCache({
    seconds: 10,
    staleSeconds: 60,
    waitMs: 300,
    abandonMs: 30_000,
    debug: true,
    now: () => clock,
    ...options,
  });
  server = createServer(async (request, response) => {
    if (request.headers[REFRESH_HEADER] !== undefined) {
      openRefreshes += 1;
      response.once('close', () => (openRefreshes -= 1));
    }
    if (answerBeforeCache(request)) {
      answeredBeforeCache += 1;
      response.end('answered before the cache');
      return;
    }
    if (await cache.handle(request, response)) return;
    await nextHandler(request, response);
  });
  return new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve();
    }),
  );
}

interface Reply {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
  /** The body as sent (gzip when the reply says so). */
  raw: Buffer;
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> =>
  rawRequest(port, path, headers, method).then((reply) => ({ ...reply, body: reply.body.toString('utf8') }));

/** Polls (a background refresh ends on its own time) until the condition holds, or fails after 5 s. */
async function until(condition: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 5000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether a loopback refresh is still connected to the test server. */
function refreshing(): boolean {
  return openRefreshes > 0;
}

function nonceOf(reply: Reply): string {
  const nonce = /'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))?.[1];
  if (!nonce) throw new Error('no nonce in the policy');
  return nonce;
}

beforeEach(async () => {
  renders = 0;
  seen = [];
  answerBeforeCache = () => false;
  answeredBeforeCache = 0;
  openRefreshes = 0;
  clock = 1_000_000;
  nextRender = () => ({});
  await startServer();
});

afterEach(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

describe('HTML cache', () => {
  it('renders a page once and serves copies, each with its own nonce in the body and every header', async () => {
    const first = await get('/en/about');
    const second = await get('/en/about');
    const third = await get('/en/about');

    expect(renders).toBe(1);
    expect([first, second, third].map((r) => r.headers[CACHE_STATUS_HEADER])).toEqual(['MISS', 'HIT', 'HIT']);
    const nonces = [first, second, third].map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
    for (const [reply, nonce] of [
      [second, nonces[1]],
      [third, nonces[2]],
    ] as const) {
      expect(reply.status).toBe(200);
      // Every script carries this response's nonce and no other.
      expect(reply.body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      expect(reply.body.replaceAll(nonce, 'N')).toBe(first.body.replaceAll(nonces[0], 'N'));
      expect(String(reply.headers.link)).toContain(`nonce="${nonce}"`);
      expect(String(reply.headers.link)).toContain('</logo.svg>; rel=preload');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers.vary).toBe('rsc, Accept-Encoding');
    }
    expect(second.body).toContain('ไทย');
  });

  it('keeps pages apart by host', async () => {
    await get('/about', { host: 'one.example' });
    expect((await get('/about', { host: 'two.example' })).headers[CACHE_STATUS_HEADER]).toBe('MISS');
    expect((await get('/about', { host: 'one.example' })).headers[CACHE_STATUS_HEADER]).toBe('HIT');
  });

  it('keeps pages apart by URL, query included', async () => {
    await get('/newinfo/info?year=2024');
    const other = await get('/newinfo/info?year=2025');
    expect(other.headers[CACHE_STATUS_HEADER]).toBe('MISS');
    expect(other.body).toContain('/newinfo/info?year=2025');
    expect((await get('/newinfo/info?year=2024')).body).toContain('/newinfo/info?year=2024');
    expect(renders).toBe(2);
  });

  it('stores a gzip-encoded render decoded and gzips copies only for clients that take gzip', async () => {
    nextRender = () => ({ gzip: true });
    const first = await get('/', { 'accept-encoding': 'gzip' });
    const zipped = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    const plain = await get('/', { 'accept-encoding': 'identity' });

    expect(renders).toBe(1);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.body));
    expect(plain.body.replaceAll(nonceOf(plain), 'N')).toBe(first.body.replaceAll(nonceOf(first), 'N'));
    expect(zipped.body.replaceAll(nonceOf(zipped), 'N')).toBe(first.body.replaceAll(nonceOf(first), 'N'));
    // The copy was assembled from the page compressed once (nonce-gzip.mjs), not gzipped whole.
    expect(zipped.raw.subarray(0, GZIP_HEADER.length)).toEqual(GZIP_HEADER);
    expect(gzipSync('x').subarray(0, GZIP_HEADER.length)).not.toEqual(GZIP_HEADER);
  });

  it('answers HEAD from a stored page without a body', async () => {
    await get('/about');
    const head = await get('/about', {}, 'HEAD');
    expect(head.headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect(head.body).toBe('');
    expect(renders).toBe(1);
  });

  it.each([
    ['an RSC request', '/about', { rsc: '1' }],
    ['a prefetch', '/about', { 'next-router-prefetch': '1' }],
    ['a server action', '/about', { 'next-action': 'abc' }],
    ['an _rsc query', '/about?_rsc=abc', {}],
    ['an API route', '/api/news', {}],
    ['a Next static file', '/_next/static/a.js', {}],
    ['a file (document, icon, feed)', '/documents/annual-report.pdf?v=1', {}],
  ])('passes %s straight to Next', async (_name, path, headers) => {
    await get(path, headers);
    const again = await get(path, headers);
    expect(again.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    expect(renders).toBe(2);
  });

  it.each([
    ['?token=', '/en/receiveemails/preferences?token=1.abc'],
    ['?TOKEN=', '/receiveemails/preferences?TOKEN=1.abc'],
    ['?Token=', '/receiveemails/confirm?lang=en&Token=abc'],
    ['?%74oken=', '/receiveemails/preferences?%74oken=1.abc'],
    ['?%54%4F%4B%45%4E=', '/receiveemails/preferences?%54%4F%4B%45%4E=1.abc'],
    ['a bare ?token', '/receiveemails/preferences?token'],
  ])('never stores nor serves a page whose URL carries a token (%s)', async (_name, path) => {
    const first = await get(path);
    const again = await get(path);
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
    expect([first, again].map((reply) => reply.headers[CACHE_STATUS_HEADER])).toEqual([undefined, undefined]);
  });

  it('does not cache a POST', async () => {
    await get('/about', {}, 'POST');
    await get('/about', {}, 'POST');
    expect(renders).toBe(2);
  });

  it.each([
    ['an error status', { status: 500 }],
    ['a not-found page', { status: 404 }],
    ['a response that sets a cookie', { cookie: true }],
    ['a response without a nonce in its policy', { nonce: false }],
    ['a non-HTML response', { type: 'application/json' }],
  ])('does not store %s', async (_name, render: Render) => {
    nextRender = () => render;
    await get('/about');
    const again = await get('/about');
    expect(again.headers[CACHE_STATUS_HEADER]).toBe('MISS');
    expect(renders).toBe(2);
  });

  it('lets concurrent first requests for a page wait for one render', async () => {
    nextRender = () => ({ delayMs: 100 });
    const replies = await Promise.all(Array.from({ length: 6 }, () => get('/')));
    expect(renders).toBe(1);
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(new Set(replies.map(nonceOf)).size).toBe(6);
  });

  it('does not hold requests back for longer than waitMs behind a render that hangs', async () => {
    nextRender = () => (renders === 1 ? { hang: true } : {});
    const hung = get('/').catch(() => null); // never answered; closed in afterEach
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const other = await get('/');
    expect(other.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(renders).toBe(2);
    void hung;
  });

  it('takes a render under way for hung after abandonMs, and records the next one', async () => {
    nextRender = () => (renders === 1 ? { hang: true } : {});
    void get('/').catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    clock += 30_001;
    expect((await get('/')).headers[CACHE_STATUS_HEADER]).toBe('MISS'); // no wait, and recorded
    expect((await get('/')).headers[CACHE_STATUS_HEADER]).toBe('HIT');
  });

  it('answers a request that finds an expired page with it at once, and refreshes it in the background', async () => {
    await get('/');
    clock += 10_000; // expired
    nextRender = () => ({ delayMs: 300 });
    const started = Date.now();
    const stale = await get('/');
    expect(stale.headers[CACHE_STATUS_HEADER]).toBe('STALE');
    expect(stale.body).toContain('"1"'); // the first render
    expect(Date.now() - started).toBeLessThan(300); // not held for the render
    expect(nonceOf(stale)).not.toBe(''); // a copy like any other
    expect(stale.body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonceOf(stale)}"`, `nonce="${nonceOf(stale)}"`]);

    // More readers while the refresh runs: the old copy again, and no second render.
    const during = await Promise.all([get('/'), get('/', {}, 'HEAD')]);
    expect(during.map((r) => r.headers[CACHE_STATUS_HEADER])).toEqual(['STALE', 'STALE']);
    await until(() => cache.size === 1 && renders === 2 && !refreshing());
    const fresh = await get('/');
    expect(fresh.headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect(fresh.body).toContain('"2"');
    expect(renders).toBe(2);
  });

  it('refreshes a page as the client that found it stale would get it (host, forwarded headers, kind of client)', async () => {
    const headers = {
      host: 'ir.example',
      'x-forwarded-host': 'ir.example.com',
      'x-forwarded-proto': 'https',
      'user-agent': BINGBOT,
    };
    await get('/about', headers);
    clock += 10_000;
    expect((await get('/about', headers)).headers[CACHE_STATUS_HEADER]).toBe('STALE');
    await until(() => renders === 2 && !refreshing());
    expect(seen[1]).toMatchObject({ ...headers, 'accept-encoding': 'identity' });
    expect(seen[1][REFRESH_HEADER]).toBeUndefined(); // Next never sees the token
    const fresh = await get('/about', headers);
    expect(fresh.headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect(fresh.body).toContain('"2"');
    expect(fresh.body).toContain('for html');
  });

  it('keeps the stale page when its refresh fails, and refreshes again on the next request', async () => {
    await get('/');
    clock += 10_000;
    nextRender = () => (renders === 2 ? { destroy: true } : {});
    expect((await get('/')).headers[CACHE_STATUS_HEADER]).toBe('STALE');
    await until(() => renders === 2 && !refreshing());
    const again = await get('/');
    expect(again.headers[CACHE_STATUS_HEADER]).toBe('STALE');
    expect(again.body).toContain('"1"');
    await until(() => renders === 3 && !refreshing());
    expect((await get('/')).body).toContain('"3"');
  });

  it('drops the stale page when its refresh may not be cached (the page now answers something else)', async () => {
    await get('/');
    clock += 10_000;
    nextRender = () => ({ status: 500 });
    expect((await get('/')).headers[CACHE_STATUS_HEADER]).toBe('STALE');
    await until(() => renders === 2 && !refreshing());
    const next = await get('/');
    expect(next.headers[CACHE_STATUS_HEADER]).toBe('MISS');
    expect(next.status).toBe(500);
  });

  it('frees the page for another refresh when something else answers the refresh request', async () => {
    await get('/');
    clock += 10_000;
    answerBeforeCache = (request) => request.headers[REFRESH_HEADER] !== undefined;
    expect((await get('/')).headers[CACHE_STATUS_HEADER]).toBe('STALE');
    await until(() => answeredBeforeCache === 1);
    answerBeforeCache = () => false;
    await until(async () => {
      await get('/'); // STALE, and once the first refresh is let go, a second one
      return renders === 2;
    });
    await until(() => !refreshing());
    expect((await get('/')).body).toContain('"2"');
  });

  it('treats a refresh header it did not send as an ordinary request', async () => {
    await get('/');
    const forged = await get('/', { [REFRESH_HEADER]: 'guess' });
    expect(forged.headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect(renders).toBe(1);
    clock += 10_000;
    expect((await get('/', { [REFRESH_HEADER]: 'guess' })).headers[CACHE_STATUS_HEADER]).toBe('STALE');
  });

  it('renders again once a page is past its stale window', async () => {
    await get('/');
    clock += 70_001;
    expect((await get('/')).headers[CACHE_STATUS_HEADER]).toBe('MISS');
    expect(renders).toBe(2);
  });

  it('drops the least recently used pages beyond its byte budget', async () => {
    const size = Buffer.byteLength(page(`n1${'x'.repeat(20)}==`, '/a'));
    server.close();
    await startServer({ maxBytes: size * 2 + 10 });
    await get('/a');
    await get('/b');
    await get('/a'); // /a is now the most recently used
    await get('/c'); // evicts /b
    expect(cache.size).toBe(2);
    expect((await get('/a')).headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect((await get('/b')).headers[CACHE_STATUS_HEADER]).toBe('MISS');
  });

  it('is emptied by clearHtmlCaches (the revalidate endpoint)', async () => {
    await get('/');
    clearHtmlCaches();
    expect(cache.size).toBe(0);
    expect((await get('/')).headers[CACHE_STATUS_HEADER]).toBe('MISS');
  });

  it('is off at 0 seconds', async () => {
    server.close();
    await startServer({ seconds: 0 });
    await get('/');
    const again = await get('/');
    expect(again.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    expect(renders).toBe(2);
  });
});

describe('cacheKey', () => {
  it('is the kind of client, the host headers and the URL of a document request', () => {
    expect(cacheKey({ method: 'GET', url: '/en/newinfo/info?year=2024&page=2', headers: { host: 'ir.example' } })).toBe(
      'browser ir.example   /en/newinfo/info?year=2024&page=2',
    );
    expect(
      cacheKey({
        method: 'GET',
        url: '/',
        headers: { host: 'a', 'x-forwarded-host': 'b', 'x-forwarded-proto': 'https' },
      }),
    ).toBe('browser a b https /');
    expect(cacheKey({ method: 'HEAD', url: '/', headers: { host: 'a', 'user-agent': BINGBOT } })).toBe('html a   /');
    expect(cacheKey({ method: 'GET', url: '/', headers: { host: 'a', 'user-agent': GOOGLEBOT } })).toBe('dom a   /');
    expect(cacheKey({ method: 'GET', url: '/about', headers: { 'next-router-state-tree': 'x' } })).toBeNull();
    expect(cacheKey({ method: 'DELETE', url: '/about', headers: {} })).toBeNull();
    expect(cacheKey({ method: 'GET', url: 'http://evil.example/about', headers: {} })).toBeNull();
  });

  it('is null for a URL carrying a token, in any case or encoding of the key', () => {
    for (const url of ['/receiveemails/preferences?token=1.a', '/x?a=1&TOKEN=2', '/x?%74oken=1', '/x?Tok%65n=1']) {
      expect(cacheKey({ method: 'GET', url, headers: { host: 'a' } })).toBeNull();
    }
    expect(cacheKey({ method: 'GET', url: '/x?tokens=1&q=token', headers: { host: 'a' } })).toBe(
      'browser a   /x?tokens=1&q=token',
    );
  });
});

describe('clientKind', () => {
  it.each([
    [undefined, 'browser'],
    ['', 'browser'],
    [CHROME, 'browser'],
    [GOOGLEBOT, 'dom'],
    [BINGBOT, 'html'],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'html'],
    ['Mozilla/5.0 (compatible; Google-InspectionTool/1.0)', 'html'],
    ['Twitterbot/1.0', 'html'],
  ])('%s → %s (as Next renders for it)', (userAgent, kind) => {
    expect(clientKind(userAgent)).toBe(kind);
  });
});

describe('bots and browsers', () => {
  it.each([
    ['a crawler, then a browser', BINGBOT, CHROME],
    ['a browser, then a crawler', CHROME, BINGBOT],
    ['Googlebot, then a browser', GOOGLEBOT, CHROME],
    ['a browser, then Googlebot', CHROME, GOOGLEBOT],
  ])('never serves one the copy rendered for the other: %s', async (_name, first, second) => {
    const one = await get('/en/about', { 'user-agent': first });
    const other = await get('/en/about', { 'user-agent': second });
    expect(other.headers[CACHE_STATUS_HEADER]).toBe('MISS');
    expect(one.body).toContain(`for ${clientKind(first)}`);
    expect(other.body).toContain(`for ${clientKind(second)}`);
    // Each kind is still served from its own copy.
    const again = await get('/en/about', { 'user-agent': second });
    expect(again.headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect(again.body).toContain(`for ${clientKind(second)}`);
    expect(renders).toBe(2);
  });

  it('serves every crawler of one kind from the same copy', async () => {
    await get('/', { 'user-agent': BINGBOT });
    const facebook = await get('/', { 'user-agent': 'facebookexternalhit/1.1' });
    expect(facebook.headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect(facebook.body).toContain('for html');
  });
});

describe('internal headers', () => {
  it('does not keep x-middleware-rewrite in a stored page', async () => {
    const first = await get('/about');
    expect(first.headers['x-middleware-rewrite']).toBe('/th/about'); // the stand-in for Next sends it
    const copy = await get('/about');
    expect(copy.headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect(copy.headers['x-middleware-rewrite']).toBeUndefined();
  });
});

describe('dispatchRefresh', () => {
  it('settles once when this server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const target = { host: '127.0.0.1', port: (closed.address() as AddressInfo).port };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const request = { url: '/', headers: {} } as IncomingMessage;
    let settled = 0;
    dispatchRefresh(request, target, 'token', 1000, () => (settled += 1));
    await until(() => settled > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(1);
  });
});

describe('the status header', () => {
  it('is not sent unless asked for: the cache still serves copies', async () => {
    server.close();
    server.closeAllConnections();
    await startServer({ debug: false });
    const replies = [await get('/en/about'), await get('/en/about')];
    clock += 11_000; // stale: served while a background render refreshes it
    replies.push(await get('/en/about'));
    await until(() => !refreshing());
    replies.push(await get('/en/about'));
    for (const reply of replies) expect(reply.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    expect(renders).toBe(2);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['no', false],
    ['1', true],
    [' 1 ', true],
    ['true', true],
  ])('HTML_CACHE_DEBUG=%j → %s', (value, expected) => {
    expect(parseSetting('HTML_CACHE_DEBUG', value)).toBe(expected);
  });
});

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['gzip', true],
    ['br, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['*', true],
    ['*;q=0', false],
    ['deflate, *', true],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('htmlCacheSeconds', () => {
  it('reads a whole number of seconds, else the default', () => {
    // A wrong value is reported on the console, as the server's log shows it, and the default used.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(parseSetting('HTML_CACHE_SECONDS', undefined)).toBe(10);
      expect(parseSetting('HTML_CACHE_SECONDS', '')).toBe(10);
      expect(parseSetting('HTML_CACHE_SECONDS', '0')).toBe(0);
      expect(parseSetting('HTML_CACHE_SECONDS', '30')).toBe(30);
      expect(logged).not.toHaveBeenCalled();
      expect(parseSetting('HTML_CACHE_SECONDS', '-1')).toBe(10);
      expect(parseSetting('HTML_CACHE_SECONDS', 'abc')).toBe(10);
      expect(parseSetting('HTML_CACHE_SECONDS', '1.5')).toBe(10);
      expect(logged.mock.calls).toEqual(
        ['"-1"', '"abc"', '"1.5"'].map((value) => [
          `[settings] HTML_CACHE_SECONDS must be a whole number 0 or more, got ${value}; using 10`,
        ]),
      );
    } finally {
      logged.mockRestore();
    }
  });
});
