/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DOCUMENT_CACHE_CONTROL,
  NEXT_DYNAMIC_CACHE_CONTROL,
  reviseDocumentCacheControl,
  revisedCacheControl,
} from './document-cache-control.mjs';

describe('revisedCacheControl', () => {
  it.each([
    [
      'a page',
      '/en/newinfo/info?year=2024&page=2',
      'text/html; charset=utf-8',
      NEXT_DYNAMIC_CACHE_CONTROL,
      DOCUMENT_CACHE_CONTROL,
    ],
    ['the home page', '/', 'text/html', NEXT_DYNAMIC_CACHE_CONTROL, DOCUMENT_CACHE_CONTROL],
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
    ['a static page', '/x', 'text/html', 's-maxage=31536000', null],
    ['no header', '/x', 'text/html', undefined, null],
  ])('%s', (_name, url, contentType, cacheControl, expected) => {
    expect(revisedCacheControl({ url, contentType, cacheControl })).toBe(expected);
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
      if (url.pathname === '/explicit') response.writeHead(200);
      response.write('<p>a</p>');
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['/page', DOCUMENT_CACHE_CONTROL],
    ['/explicit', DOCUMENT_CACHE_CONTROL],
    ['/page?token=secret', NEXT_DYNAMIC_CACHE_CONTROL],
    ['/page?TOKEN=secret', NEXT_DYNAMIC_CACHE_CONTROL],
    ['/page?type=text/x-component', DOCUMENT_CACHE_CONTROL],
    ['/page?type=application/json', NEXT_DYNAMIC_CACHE_CONTROL],
  ])('%s is sent with %s', async (path, expected) => {
    const response = await fetch(origin + path);
    expect(response.headers.get('cache-control')).toBe(expected);
    expect(await response.text()).toBe('<p>a</p>');
  });
});
