/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DOCUMENT_CACHE_CONTROL,
  NEXT_DYNAMIC_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
  PRIVATE_PAGE_CACHE_CONTROL,
  reviseDocumentCacheControl,
  revisedCacheControl,
} from './document-cache-control.mjs';

describe('revisedCacheControl', () => {
  it('holds the sitemap and robots.txt like a page, read by GET or HEAD, answered 200 without a cookie', () => {
    const nextIndexFile = 'public, max-age=0, must-revalidate';
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      for (const method of ['GET', 'HEAD'])
        expect(revisedCacheControl({ method, url, contentType: 'application/xml', cacheControl: nextIndexFile })).toBe(
          PAGE_CACHE_CONTROL,
        );
      expect(
        revisedCacheControl({ method: 'POST', url, contentType: 'text/plain', cacheControl: nextIndexFile }),
      ).toBeNull();
      expect(
        revisedCacheControl({ url, status: 500, contentType: 'text/plain', cacheControl: nextIndexFile }),
      ).toBeNull();
      expect(
        revisedCacheControl({ url, contentType: 'text/plain', cacheControl: nextIndexFile, setsCookie: true }),
      ).toBeNull();
    }
    // Another file keeps what its route chose.
    expect(
      revisedCacheControl({
        url: '/feeds/news.xml',
        contentType: 'application/rss+xml',
        cacheControl: 'public, max-age=300',
      }),
    ).toBeNull();
  });

  it.each([
    [
      'a page',
      '/en/newinfo/info?year=2024&page=2',
      'text/html; charset=utf-8',
      NEXT_DYNAMIC_CACHE_CONTROL,
      PAGE_CACHE_CONTROL,
    ],
    ['the home page', '/', 'text/html', NEXT_DYNAMIC_CACHE_CONTROL, PAGE_CACHE_CONTROL],
    ['a workspace page', '/en/admin/items', 'text/html', NEXT_DYNAMIC_CACHE_CONTROL, null],
    ['a preview', '/preview/abc', 'text/html', NEXT_DYNAMIC_CACHE_CONTROL, null],
    [
      'a page with a token (shows the subscriber)',
      '/receiveemails/preferences?token=abc',
      'text/html',
      NEXT_DYNAMIC_CACHE_CONTROL,
      null,
    ],
    [
      'a page with a token later in the query',
      '/en/receiveemails/confirm?x=1&token=abc',
      'text/html',
      NEXT_DYNAMIC_CACHE_CONTROL,
      null,
    ],
    [
      'an RSC payload (a link prefetch)',
      '/en?_rsc=1',
      'text/x-component',
      NEXT_DYNAMIC_CACHE_CONTROL,
      DOCUMENT_CACHE_CONTROL,
    ],
    [
      'a page with the token key in capitals',
      '/receiveemails/preferences?TOKEN=abc',
      'text/html',
      NEXT_DYNAMIC_CACHE_CONTROL,
      null,
    ],
    [
      'a page with the token key in mixed case',
      '/receiveemails/preferences?Token=abc',
      'text/html',
      NEXT_DYNAMIC_CACHE_CONTROL,
      null,
    ],
    [
      'a page with the token key percent-encoded',
      '/receiveemails/preferences?%74oken=abc',
      'text/html',
      NEXT_DYNAMIC_CACHE_CONTROL,
      null,
    ],
    [
      'the RSC payload of a page with a token',
      '/receiveemails/preferences?token=abc&_rsc=1',
      'text/x-component',
      NEXT_DYNAMIC_CACHE_CONTROL,
      null,
    ],
    ['a JSON reply', '/api/news', 'application/json', NEXT_DYNAMIC_CACHE_CONTROL, null],
    ['a page that chose no-store itself', '/x', 'text/html', 'no-store', null],
    [
      "a withdrawn document's page (its route's own)",
      '/documents/files/a/b.pdf',
      'text/html',
      'public, max-age=300',
      null,
    ],
    ['a static page', '/x', 'text/html', 's-maxage=31536000', null],
    ['no header', '/x', 'text/html', undefined, null],
  ])('%s', (_name, url, contentType, cacheControl, expected) => {
    expect(revisedCacheControl({ url, contentType, cacheControl })).toBe(expected);
  });

  const page = { url: '/en/about', contentType: 'text/html', cacheControl: NEXT_DYNAMIC_CACHE_CONTROL };

  it('lets shared caches hold a public page answered 200, 404 or 410 to a GET or HEAD, and no other', () => {
    for (const status of [200, 404, 410])
      for (const method of ['GET', 'HEAD'])
        expect(revisedCacheControl({ ...page, status, method })).toBe(PAGE_CACHE_CONTROL);
    for (const status of [301, 403, 500, 503])
      expect(revisedCacheControl({ ...page, status })).toBe(DOCUMENT_CACHE_CONTROL);
    expect(revisedCacheControl({ ...page, method: 'POST' })).toBe(DOCUMENT_CACHE_CONTROL);
  });

  it('keeps a page that sets a cookie out of every cache, and leaves the workspace and a token page as they are', () => {
    expect(revisedCacheControl({ ...page, setsCookie: true })).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(revisedCacheControl({ ...page, setsCookie: true, cacheControl: 'public, max-age=300' })).toBe(
      PRIVATE_PAGE_CACHE_CONTROL,
    );
    expect(revisedCacheControl({ ...page, url: '/admin', setsCookie: true })).toBeNull();
    expect(revisedCacheControl({ ...page, url: '/receiveemails/preferences?token=a', setsCookie: true })).toBeNull();
  });
});

describe('reviseDocumentCacheControl on a server', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      reviseDocumentCacheControl(request, response);
      const url = new URL(request.url ?? '/', 'http://x');
      response.setHeader('content-type', url.searchParams.get('type') ?? 'text/html');
      response.setHeader('cache-control', NEXT_DYNAMIC_CACHE_CONTROL);
      // Implicit headers (first write) and explicit writeHead both go through the revision.
      if (url.pathname === '/explicit') response.writeHead(Number(url.searchParams.get('status') ?? 200));
      response.write('<p>a</p>');
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['/page', PAGE_CACHE_CONTROL],
    ['/explicit', PAGE_CACHE_CONTROL],
    ['/explicit?status=500', DOCUMENT_CACHE_CONTROL],
    ['/admin', NEXT_DYNAMIC_CACHE_CONTROL],
    ['/page?token=secret', NEXT_DYNAMIC_CACHE_CONTROL],
    ['/page?TOKEN=secret', NEXT_DYNAMIC_CACHE_CONTROL],
    ['/page?type=text/x-component', DOCUMENT_CACHE_CONTROL],
    ['/page?type=application/json', NEXT_DYNAMIC_CACHE_CONTROL],
  ])('%s is sent with %s', async (path, expected) => {
    const response = await fetch(origin + path);
    expect(response.headers.get('cache-control')).toBe(expected);
    // Only a public page carries the purge keys.
    const keys = expected === PAGE_CACHE_CONTROL;
    expect(response.headers.get('surrogate-key')).toBe(keys ? 'site pages' : null);
    expect(response.headers.get('cache-tag')).toBe(keys ? 'site,pages' : null);
    expect(await response.text()).toBe('<p>a</p>');
  });
});
