/** @jest-environment node */
import { startStandInServer, type StandInServer } from '@/lib/testing/stand-in-server';
import { purgeSharedCache } from './purge';
import { sharedCachePurge } from '@/lib/config/settings.mjs';

let server: StandInServer;
beforeAll(async () => {
  server = await startStandInServer(() => ({ status: 200, body: '{}' }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.answer(() => ({ status: 200, body: '{}' }));
});

const change = { paths: ['/feeds/news.xml', '/en/feeds/news.xml', '/feeds/news.xml'], keys: ['site', 'feeds'] };
const apis = () => ({ fastly: server.url, cloudflare: server.url });

describe('purging the shared cache (docs/operations.md, A shared cache in front)', () => {
  it('does nothing without SHARED_CACHE_PURGE', async () => {
    expect(await purgeSharedCache(change, null, null, apis())).toEqual({ kind: null, sent: 0, failures: [] });
    expect(server.requests).toHaveLength(0);
  });

  it('asks nginx to PURGE each path once, a path it held no copy of (404) included', async () => {
    server.answer((request) => ({ status: request.path === '/en/feeds/news.xml' ? 404 : 200 }));
    const outcome = await purgeSharedCache(change, { kind: 'nginx', target: server.url }, null, apis());
    expect(outcome).toEqual({ kind: 'nginx', sent: 2, failures: [] });
    expect(server.requests.map((request) => `${request.method} ${request.path}`).sort()).toEqual([
      'PURGE /en/feeds/news.xml',
      'PURGE /feeds/news.xml',
    ]);
  });

  it("purges Fastly's surrogate keys in one request with the token", async () => {
    const outcome = await purgeSharedCache(change, { kind: 'fastly', target: 'SVC123' }, 'secret', apis());
    expect(outcome).toEqual({ kind: 'fastly', sent: 1, failures: [] });
    const [request] = server.requests;
    expect(`${request.method} ${request.path}`).toBe('POST /service/SVC123/purge');
    expect(request.headers['fastly-key']).toBe('secret');
    expect(request.headers['surrogate-key']).toBe('site feeds');
  });

  it("purges Cloudflare's cache tags, 30 a request, with the token", async () => {
    const keys = Array.from({ length: 31 }, (_, index) => `item-${index}`);
    const zone = 'a'.repeat(32);
    const outcome = await purgeSharedCache({ paths: [], keys }, { kind: 'cloudflare', target: zone }, 'tok', apis());
    expect(outcome).toEqual({ kind: 'cloudflare', sent: 2, failures: [] });
    expect(server.requests.map((request) => request.path)).toEqual([
      `/client/v4/zones/${zone}/purge_cache`,
      `/client/v4/zones/${zone}/purge_cache`,
    ]);
    expect(server.requests[0].headers.authorization).toBe('Bearer tok');
    const sent = server.requests.flatMap((request) => (JSON.parse(request.body) as { tags: string[] }).tags);
    expect(sent.sort()).toEqual([...keys].sort());
  });

  it('reports a refused or unreachable purge, logs it and never throws', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.answer(() => ({ status: 403, body: 'forbidden' }));
    const refused = await purgeSharedCache(change, { kind: 'fastly', target: 'SVC123' }, 'wrong', apis());
    expect(refused.sent).toBe(0);
    expect(refused.failures).toEqual([`POST ${server.url}/service/SVC123/purge: 403`]);

    const unreachable = await purgeSharedCache(change, { kind: 'nginx', target: 'http://127.0.0.1:9' }, null, apis());
    expect(unreachable.sent).toBe(0);
    expect(unreachable.failures).toHaveLength(2);
    expect(errors.mock.calls.map(([message]) => message)).toEqual(
      [...refused.failures, ...unreachable.failures].map((failure) => `[shared-cache] purge failed: ${failure}`),
    );
    errors.mockRestore();
  });
});

describe('SHARED_CACHE_PURGE', () => {
  it('names the cache and where; anything else stops the server', () => {
    expect(sharedCachePurge('', 'S')).toBeNull();
    expect(sharedCachePurge('nginx:http://127.0.0.1:8080/', 'S')).toEqual({
      kind: 'nginx',
      target: 'http://127.0.0.1:8080',
    });
    expect(sharedCachePurge('fastly:SVC123', 'S')).toEqual({ kind: 'fastly', target: 'SVC123' });
    expect(sharedCachePurge(`cloudflare:${'f'.repeat(32)}`, 'S')).toEqual({
      kind: 'cloudflare',
      target: 'f'.repeat(32),
    });
    for (const wrong of ['nginx:', 'nginx:ftp://x', 'varnish:http://x', 'cloudflare:zone', 'fastly:a/b'])
      expect(() => sharedCachePurge(wrong, 'SHARED_CACHE_PURGE')).toThrow('SHARED_CACHE_PURGE');
  });
});
