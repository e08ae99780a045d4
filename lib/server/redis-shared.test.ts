/** @jest-environment node */
import { createMemoryRateLimiter, createRedisRateLimiter, type RateDecision } from '@/lib/backend/rate-limit';
import { createRedisJobLock } from '@/lib/jobs/redis-lock';
import { describeJobLockContract } from '@/lib/jobs/job-lock-contract';
import RedisCacheHandler, { deserialize, serialize } from './redis-cache-handler.mjs';
import { parseSetting } from '@/lib/config/settings.mjs';
import { closeRedisConnections, connectRedis, redisReady, type RedisClient } from './redis.mjs';
import { startTestRedis, type TestRedis } from '@/lib/testing/redis-test-server';

// Each "instance" below has its own connection, as two server processes would.
let redis: TestRedis;
let a: RedisClient;
let b: RedisClient;

beforeAll(async () => {
  redis = await startTestRedis();
  a = connectRedis(redis.url);
  b = connectRedis(redis.url);
  expect(await redisReady(a)).toBe(true);
  expect(await redisReady(b)).toBe(true);
}, 20_000);
afterAll(async () => {
  delete process.env.REDIS_URL;
  await closeRedisConnections();
  await redis.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
afterEach(() => jest.restoreAllMocks());
const allowed = (decisions: RateDecision[]) => decisions.filter((decision) => decision.allowed).length;

describe('redisUrl', () => {
  it('is null when unset, the URL when redis:// or rediss://, and throws on anything else', () => {
    expect(parseSetting('REDIS_URL', undefined)).toBeNull();
    expect(parseSetting('REDIS_URL', '  ')).toBeNull();
    expect(parseSetting('REDIS_URL', 'redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(parseSetting('REDIS_URL', 'rediss://cache.example:6380/0')).toBe('rediss://cache.example:6380/0');
    expect(() => parseSetting('REDIS_URL', 'http://127.0.0.1:6379')).toThrow('redis://');
    expect(() => parseSetting('REDIS_URL', '127.0.0.1:6379')).toThrow();
  });
});

describe('createRedisRateLimiter', () => {
  it('counts requests over two instances exactly as one instance counts them alone', async () => {
    const memory = createMemoryRateLimiter({ limit: 5, windowMs: 60_000 });
    const one = createRedisRateLimiter({ redis: a, limit: 5, windowMs: 60_000, prefix: 'test:same' });
    const two = createRedisRateLimiter({ redis: b, limit: 5, windowMs: 60_000, prefix: 'test:same' });
    const alone: boolean[] = [];
    const spread: boolean[] = [];
    for (let i = 0; i < 8; i += 1) {
      alone.push((await memory.take('client')).allowed);
      spread.push((await (i % 2 ? one : two).take('client')).allowed);
    }
    expect(spread).toEqual(alone);
    expect(spread).toEqual([true, true, true, true, true, false, false, false]);
    const refused = await one.check('client');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Another client and another limit count apart.
    expect((await two.take('other')).allowed).toBe(true);
    expect(
      (await createRedisRateLimiter({ redis: a, limit: 5, windowMs: 60_000, prefix: 'test:else' }).take('client'))
        .allowed,
    ).toBe(true);
  });

  it('lets exactly the limit through when many requests race over both instances', async () => {
    const limiters = [a, b].map((client) =>
      createRedisRateLimiter({ redis: client, limit: 7, windowMs: 60_000, prefix: 'test:race' }),
    );
    const decisions = await Promise.all(Array.from({ length: 60 }, (_, i) => limiters[i % 2].take('client')));
    expect(allowed(decisions)).toBe(7);
  });

  it('falls back to counting in this instance while Redis is unreachable', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = connectRedis('redis://127.0.0.1:1');
    const limiter = createRedisRateLimiter({ redis: down, limit: 2, windowMs: 60_000, prefix: 'test:down' });
    const decisions = [await limiter.take('client'), await limiter.take('client'), await limiter.take('client')];
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false]);
    down.disconnect();
  });

  it('check() counts nothing; the window slides so the client is let through again', async () => {
    const limiter = createRedisRateLimiter({ redis: a, limit: 2, windowMs: 400, prefix: 'test:slide' });
    for (let i = 0; i < 5; i += 1) await limiter.check('client');
    expect(allowed([await limiter.take('client'), await limiter.take('client'), await limiter.take('client')])).toBe(2);
    // Two whole windows later neither window weighs anything.
    await sleep(900);
    expect((await limiter.take('client')).allowed).toBe(true);
  });
});

describeJobLockContract('createRedisJobLock', () => ({
  twoLocks: () => [
    createRedisJobLock({ redis: a, prefix: 'test:lease' }),
    createRedisJobLock({ redis: b, prefix: 'test:lease' }),
  ],
  // Redis's own clock ends the lease: the test waits it out.
  shortLeaseMs: 300,
  letLeaseRunOut: async () => void (await sleep(400)),
  holderOf: (name) => a.get(`test:lease:${name}`),
}));

describe('RedisCacheHandler', () => {
  const handlerOn = (client: RedisClient) => {
    const handler = new RedisCacheHandler();
    handler.redis = client;
    return handler;
  };
  const fetchEntry = (data: string) => ({
    kind: 'FETCH',
    data: { headers: {}, body: data, status: 200 },
    revalidate: 300,
  });

  it('an entry stored by one instance is read by the other, until one of its tags is purged anywhere', async () => {
    const one = handlerOn(a);
    const two = handlerOn(b);
    const ctx = { kind: 'FETCH', tags: ['news'], softTags: [] };
    await one.set('list-key', fetchEntry('old'), ctx);
    const read = await two.get('list-key', ctx);
    expect(read?.value).toEqual(fetchEntry('old'));
    expect(read?.lastModified).toBeLessThanOrEqual(Date.now());

    await sleep(2);
    await one.revalidateTag(['documents']); // not its tag
    expect((await two.get('list-key', ctx))?.value).toEqual(fetchEntry('old'));
    await one.revalidateTag('news');
    expect(await two.get('list-key', ctx)).toBeNull();
    expect(await one.get('list-key', ctx)).toBeNull();

    await sleep(2);
    await two.set('list-key', fetchEntry('new'), ctx);
    expect((await one.get('list-key', ctx))?.value).toEqual(fetchEntry('new'));
    await one.set('list-key', null, ctx);
    expect(await two.get('list-key', ctx)).toBeNull();
  });

  it("keeps a page's Buffers, Maps and header tags", async () => {
    const handler = handlerOn(a);
    const page = {
      kind: 'APP_PAGE',
      html: '<p>x</p>',
      rscData: Buffer.from([0, 1, 2, 255]),
      segmentData: new Map([['/a', Buffer.from('segment')]]),
      headers: { 'x-next-cache-tags': 'page-tag,_N_T_/en' },
      status: 200,
    };
    expect(deserialize(serialize(page))).toEqual(page);
    await handler.set('page-key', page, {});
    expect((await handler.get('page-key', {}))?.value).toEqual(page);
    await sleep(2);
    await handlerOn(b).revalidateTag('page-tag');
    expect(await handler.get('page-key', {})).toBeNull();
  });

  it('is a miss, never an error, while Redis is unreachable', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = handlerOn(connectRedis('redis://127.0.0.1:1'));
    expect(await handler.get('any', { tags: ['news'] })).toBeNull();
    await expect(handler.set('any', fetchEntry('x'), {})).resolves.toBeUndefined();
  });
});
