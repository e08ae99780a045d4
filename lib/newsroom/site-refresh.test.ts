/** @jest-environment node */
import { subscribeHtmlCacheClears } from '@/lib/server/html-cache-channel.mjs';
import { registerHtmlCache } from '@/lib/server/pipeline/html-cache/registry.mjs';
import { closeRedisConnections, connectRedis, redisReady } from '@/lib/server/redis.mjs';
import { until } from '@/lib/testing/nginx-test-server';
import { startTestRedis } from '@/lib/testing/redis-test-server';
import { startStandInServer } from '@/lib/testing/stand-in-server';
import { publishingPurge, refreshSite } from './site-refresh';

// The search index is rebuilt from the store: not this test's concern, and no store is open here.
jest.mock('@/lib/search/server', () => ({ requestSearchIndexRebuild: jest.fn() }));

// This process's HTML cache, as server.mjs registers it.
const own = { clear: jest.fn() };
registerHtmlCache(own);
beforeEach(() => own.clear.mockClear());

describe('refreshSite, after an item went live or came off', () => {
  it("empties this process's HTML cache at once and every other instance's through Redis", async () => {
    const redis = await startTestRedis();
    process.env.REDIS_URL = redis.url;
    let otherCleared = 0;
    // Another instance, subscribed as server.mjs subscribes it.
    const unsubscribe = subscribeHtmlCacheClears(() => (otherCleared += 1), redis.url);
    const watcher = connectRedis(redis.url);
    try {
      expect(await redisReady(watcher)).toBe(true);
      await until(
        async () => (await watcher.pubsub('NUMSUB', 'ir-website:html-cache:clear'))[1] === 1,
        5_000,
        'the other instance subscribes',
      );
      // It clears once on connecting (it may have missed a purge while down).
      await until(async () => otherCleared >= 1, 5_000, 'the first clear');
      const before = otherCleared;

      refreshSite();
      expect(own.clear).toHaveBeenCalledTimes(1);
      await until(async () => otherCleared === before + 1, 2_000, 'the other instance empties its copy');
    } finally {
      await unsubscribe();
      delete process.env.REDIS_URL;
      await closeRedisConnections();
      await redis.stop();
    }
  }, 20_000);

  it("without REDIS_URL empties this process's copy only", () => {
    refreshSite();
    expect(own.clear).toHaveBeenCalledTimes(1);
  });

  it('names the feeds by path and key, and the downloads by key, as what publishing changes', () => {
    expect(publishingPurge()).toEqual({
      paths: ['/feeds/news.xml', '/feeds/calendar.ics', '/en/feeds/news.xml', '/en/feeds/calendar.ics'],
      keys: ['feeds', 'downloads'],
    });
  });

  it('has the shared cache in front drop its copies of every feed (SHARED_CACHE_PURGE)', async () => {
    const nginx = await startStandInServer(() => ({ status: 200 }));
    process.env.SHARED_CACHE_PURGE = `nginx:${nginx.url}`;
    try {
      refreshSite();
      await until(async () => nginx.requests.length === 4, 5_000, 'the purges');
      expect(nginx.requests.map((request) => `${request.method} ${request.path}`).sort()).toEqual([
        'PURGE /en/feeds/calendar.ics',
        'PURGE /en/feeds/news.xml',
        'PURGE /feeds/calendar.ics',
        'PURGE /feeds/news.xml',
      ]);
    } finally {
      delete process.env.SHARED_CACHE_PURGE;
      await nginx.close();
    }
  });
});
