import { entityTag, matchesEntityTag, sharedCacheHeaders } from './headers';

describe('the headers a shared cache reads', () => {
  it('says how long a reader and a shared cache keep a response, and its purge keys', () => {
    expect(
      sharedCacheHeaders({ maxAge: 60, sharedMaxAge: 600, staleWhileRevalidate: 30, keys: ['site', 'x'] }),
    ).toEqual({
      'cache-control': 'public, max-age=60, s-maxage=600, stale-while-revalidate=30',
      'surrogate-key': 'site x',
      'cache-tag': 'site,x',
    });
  });

  it('matches If-None-Match lists, weak forms and * against the strong ETag of the bytes', () => {
    const tag = entityTag('<rss/>');
    expect(tag).toBe(entityTag(new TextEncoder().encode('<rss/>')));
    expect(tag).not.toBe(entityTag('<rss />'));
    expect(matchesEntityTag(null, tag)).toBe(false);
    expect(matchesEntityTag('"other"', tag)).toBe(false);
    expect(matchesEntityTag(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesEntityTag(`W/${tag}`, tag)).toBe(true);
    expect(matchesEntityTag('*', tag)).toBe(true);
  });
});
