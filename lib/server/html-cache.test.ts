/** @jest-environment node */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  acceptsGzip,
  cacheKey,
  clearHtmlCaches,
  createHtmlCache,
  htmlCacheSeconds,
  CACHE_STATUS_HEADER,
} from './html-cache.mjs';

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
}

let renders = 0;
let nextRender: (url: string) => Render = () => ({});

function page(nonce: string, url: string): string {
  return `<!DOCTYPE html><html><head><script nonce="${nonce}" src="/a.js"></script></head><body><h1>${url} ไทย</h1><script nonce="${nonce}">self.__next_f.push([1,"${renders}"])</script></body></html>`;
}

async function nextHandler(request: IncomingMessage, response: ServerResponse) {
  renders += 1;
  const render = nextRender(request.url ?? '');
  const nonce = `n${renders}${'x'.repeat(20)}==`;
  response.statusCode = render.status ?? 200;
  response.setHeader('Content-Type', render.type ?? 'text/html; charset=utf-8');
  response.setHeader('Vary', 'rsc, Accept-Encoding');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (render.nonce !== false) response.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  response.setHeader('Link', [`</font.woff2>; rel=preload; nonce="${nonce}"`, '</logo.svg>; rel=preload']);
  if (render.cookie) response.setHeader('Set-Cookie', 'a=b');
  const html = Buffer.from(page(nonce, request.url ?? ''));
  const body = render.gzip ? gzipSync(html) : html;
  if (render.gzip) response.setHeader('Content-Encoding', 'gzip');
  // Streamed in pieces, as React does.
  const half = Math.floor(body.length / 2);
  response.write(body.subarray(0, half));
  if (render.hang) return;
  if (render.delayMs) await new Promise((resolve) => setTimeout(resolve, render.delayMs));
  response.end(body.subarray(half));
}

let clock = 0;
let cache: ReturnType<typeof createHtmlCache>;
let server: Server;
let port: number;

function startServer(options: Parameters<typeof createHtmlCache>[0] = {}) {
  cache = createHtmlCache({ seconds: 10, staleSeconds: 60, waitMs: 300, abandonMs: 30_000, now: () => clock, ...options });
  server = createServer(async (request, response) => {
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
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function nonceOf(reply: Reply): string {
  const nonce = /'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))?.[1];
  if (!nonce) throw new Error('no nonce in the policy');
  return nonce;
}

beforeEach(async () => {
  renders = 0;
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

  it('serves an expired page while one request renders it again, then the new render', async () => {
    await get('/');
    clock += 10_000; // expired
    nextRender = () => ({ delayMs: 150 });
    const rerender = get('/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stale = await get('/');
    expect(stale.headers[CACHE_STATUS_HEADER]).toBe('STALE');
    expect(stale.body).toContain('"1"'); // the first render
    expect((await rerender).headers[CACHE_STATUS_HEADER]).toBe('MISS');
    const fresh = await get('/');
    expect(fresh.headers[CACHE_STATUS_HEADER]).toBe('HIT');
    expect(fresh.body).toContain('"2"');
    expect(renders).toBe(2);
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
  it('is the host and URL of a document request', () => {
    expect(cacheKey({ method: 'GET', url: '/en/newinfo/info?year=2024&page=2', headers: { host: 'ir.example' } })).toBe(
      'ir.example   /en/newinfo/info?year=2024&page=2',
    );
    expect(cacheKey({ method: 'GET', url: '/', headers: { host: 'a', 'x-forwarded-host': 'b', 'x-forwarded-proto': 'https' } })).toBe('a b https /');
    expect(cacheKey({ method: 'GET', url: '/about', headers: { 'next-router-state-tree': 'x' } })).toBeNull();
    expect(cacheKey({ method: 'DELETE', url: '/about', headers: {} })).toBeNull();
    expect(cacheKey({ method: 'GET', url: 'http://evil.example/about', headers: {} })).toBeNull();
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
    expect(htmlCacheSeconds(undefined)).toBe(10);
    expect(htmlCacheSeconds('')).toBe(10);
    expect(htmlCacheSeconds('0')).toBe(0);
    expect(htmlCacheSeconds('30')).toBe(30);
    expect(htmlCacheSeconds('-1')).toBe(10);
    expect(htmlCacheSeconds('abc')).toBe(10);
    expect(htmlCacheSeconds('1.5')).toBe(10);
  });
});
