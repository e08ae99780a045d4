import { isDocumentGet, isSharedDocument } from './documents.mjs';

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers });

describe('isDocumentGet', () => {
  it('takes a GET of a page, with or without a query', () => {
    for (const url of ['/', '/en', '/en/about', '/newsroom/set?year=2025&page=2', '/admin/items'])
      expect(isDocumentGet(get(url))).toBe(true);
  });

  it("leaves other methods, Next's files, API routes, files, absolute targets and the client router's requests", () => {
    expect(isDocumentGet(get('/en/about', {}, 'HEAD'))).toBe(false);
    expect(isDocumentGet(get('/en/about', {}, 'POST'))).toBe(false);
    for (const url of [
      '/_next/static/chunks/main.js',
      '/api/health',
      '/documents/files/a.pdf',
      '/feeds/news.xml',
      '/favicon.ico?v=2',
      '/en/about?_rsc=abc',
      '/en/about?x=1&_rsc=abc',
      'http://other.example/en',
      '*',
    ])
      expect(isDocumentGet(get(url))).toBe(false);
    for (const header of ['rsc', 'next-router-prefetch', 'next-router-state-tree'])
      expect(isDocumentGet(get('/en/about', { [header]: '1' }))).toBe(false);
  });
});

describe('isSharedDocument', () => {
  it('is every page but the workspace, a preview and a page reached by a token', () => {
    for (const url of ['/', '/en/about', '/receiveemails', '/search?q=token']) expect(isSharedDocument(url)).toBe(true);
    for (const url of ['/admin', '/en/admin/items', '/preview/abc', '/receiveemails/preferences?token=abc'])
      expect(isSharedDocument(url)).toBe(false);
  });
});
