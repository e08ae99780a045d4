/** @jest-environment node */
import { pages } from '@/lib/site';
import { until } from '@/lib/testing/nginx-test-server';
import { startStandInServer } from '@/lib/testing/stand-in-server';
import { publishingPurge, refreshSite } from './site-refresh';

// The search index is rebuilt from the store: not this test's concern, and no store is open here.
jest.mock('@/lib/search/server', () => ({ requestSearchIndexRebuild: jest.fn() }));

const FEEDS = ['/feeds/news.xml', '/feeds/calendar.ics', '/en/feeds/news.xml', '/en/feeds/calendar.ics'];

describe('publishingPurge, what publishing changes in a shared cache', () => {
  it('names every page of the site map in both languages, the sitemap and every feed by path, and pages, feeds and downloads by key', () => {
    const purge = publishingPurge();
    const thai = Object.values(pages);
    const english = thai.map((path) => (path === '/' ? '/en' : `/en${path}`));
    expect(purge.paths).toEqual([...thai, ...english, '/sitemap.xml', ...FEEDS]);
    expect(purge.keys).toEqual(['pages', 'feeds', 'downloads']);
    // The home page, the about page and the search in both languages; each path once, no query.
    expect(purge.paths).toEqual(expect.arrayContaining(['/', '/en', '/about', '/en/about', '/search', '/en/search']));
    expect(new Set(purge.paths).size).toBe(purge.paths.length);
    expect(purge.paths.every((path) => path.startsWith('/') && !path.includes('?'))).toBe(true);
  });

  it('adds the paths it is given (a withdrawn item’s documents) after the rest', () => {
    const purge = publishingPurge(['/documents/files/a.pdf']);
    expect(purge.paths.at(-1)).toBe('/documents/files/a.pdf');
    expect(purge.paths.slice(0, -1)).toEqual(publishingPurge().paths);
    expect(purge.keys).toEqual(['pages', 'feeds', 'downloads']);
  });
});

describe('refreshSite, after an item went live or came off', () => {
  it('has the shared cache in front drop its copies of every page and feed (SHARED_CACHE_PURGE)', async () => {
    const nginx = await startStandInServer(() => ({ status: 200 }));
    process.env.SHARED_CACHE_PURGE = `nginx:${nginx.url}`;
    try {
      refreshSite();
      const expected = publishingPurge().paths.map((path) => `PURGE ${path}`);
      await until(async () => nginx.requests.length === expected.length, 5_000, 'the purges');
      const sent = nginx.requests.map((request) => `${request.method} ${request.path}`);
      expect(sent.sort()).toEqual(expected.sort());
      expect(sent).toEqual(expect.arrayContaining(['PURGE /', 'PURGE /en', ...FEEDS.map((path) => `PURGE ${path}`)]));
    } finally {
      delete process.env.SHARED_CACHE_PURGE;
      await nginx.close();
    }
  });
});
