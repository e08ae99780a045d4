/** @jest-environment node */
import { closeRedisConnections, connectRedis, redisReady, type RedisClient } from '@/lib/server/process-bridge.mjs';
import { startTestRedis, type TestRedis } from '@/lib/testing/redis-test-server';
import { createQuoteCache, createRedisQuoteStore, QuoteUnavailableError, type SharedQuoteStore } from './quote-cache';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** A loader whose calls are counted and answered by the test. */
function upstream() {
  const calls: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  return {
    calls,
    load: () => new Promise<string>((resolve, reject) => calls.push({ resolve, reject })),
  };
}

/** The windows of the tests' caches: fresh for 15 s, served stale up to 10 min, a wait of 2.5 s. */
const WINDOWS = { freshMs: 15_000, staleMs: 600_000, waitMs: 2_500 };

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createQuoteCache', () => {
  it('makes one upstream call for 200 concurrent requests (single flight)', async () => {
    const provider = upstream();
    const cache = createQuoteCache({ load: provider.load, ...WINDOWS });
    const requests = Array.from({ length: 200 }, () => cache.get());
    await flush();
    expect(provider.calls).toHaveLength(1);
    provider.calls[0].resolve('2.36');
    await expect(Promise.all(requests)).resolves.toEqual(Array(200).fill('2.36'));
    expect(provider.calls).toHaveLength(1);
  });

  it('serves the kept quote without asking while it is fresh', async () => {
    const time = clock();
    let calls = 0;
    const cache = createQuoteCache({
      load: async () => `q${++calls}`,
      ...WINDOWS,
      now: time.now,
    });
    await expect(cache.get()).resolves.toBe('q1');
    time.advance(14_999);
    for (let i = 0; i < 50; i += 1) await expect(cache.get()).resolves.toBe('q1');
    expect(calls).toBe(1);
  });

  it('serves a stale quote at once while one call refreshes it (stale while revalidate)', async () => {
    const time = clock();
    const provider = upstream();
    const cache = createQuoteCache({
      load: provider.load,
      ...WINDOWS,
      now: time.now,
    });
    const first = cache.get();
    await flush();
    provider.calls[0].resolve('old');
    await expect(first).resolves.toBe('old');

    time.advance(15_000);
    // The provider hangs: every request still gets the last good quote without waiting for it.
    await expect(Promise.all([cache.get(), cache.get(), cache.get()])).resolves.toEqual(['old', 'old', 'old']);
    expect(provider.calls).toHaveLength(2);
    provider.calls[1].resolve('new');
    await flush();
    await expect(cache.get()).resolves.toBe('new');
    expect(provider.calls).toHaveLength(2);
  });

  it('keeps serving the last good quote when a refresh fails, and asks again only after the interval', async () => {
    const time = clock();
    const failures: unknown[] = [];
    let answer: () => Promise<string> = async () => 'good';
    let calls = 0;
    const cache = createQuoteCache({
      load: () => {
        calls += 1;
        return answer();
      },
      ...WINDOWS,
      now: time.now,
      onFailure: (error) => failures.push(error),
    });
    await expect(cache.get()).resolves.toBe('good');
    answer = async () => {
      throw new Error('HTTP 500');
    };
    time.advance(15_000);
    await expect(cache.get()).resolves.toBe('good');
    await flush();
    expect(calls).toBe(2);
    expect(failures).toHaveLength(1);
    // The failure holds the interval: no call for the next 15 s, whatever the traffic.
    for (let i = 0; i < 20; i += 1) await expect(cache.get()).resolves.toBe('good');
    time.advance(14_999);
    await expect(cache.get()).resolves.toBe('good');
    expect(calls).toBe(2);
    time.advance(1);
    await cache.get();
    expect(calls).toBe(3);
  });

  it('gives up a quote older than staleMs: the request waits for the call, and gets nothing when it fails', async () => {
    const time = clock();
    let fail = false;
    let calls = 0;
    const cache = createQuoteCache({
      load: async () => {
        calls += 1;
        if (fail) throw new Error('timeout after 2000 ms');
        return `q${calls}`;
      },
      ...WINDOWS,
      staleMs: 60_000,
      now: time.now,
    });
    await expect(cache.get()).resolves.toBe('q1');
    time.advance(60_000);
    await expect(cache.get()).resolves.toBe('q2');
    fail = true;
    time.advance(60_000);
    await expect(cache.get()).rejects.toThrow(QuoteUnavailableError);
    await expect(cache.get()).rejects.toThrow('timeout after 2000 ms');
    // Remembered: the second request did not call.
    expect(calls).toBe(3);
  });

  it('with freshMs 0 keeps nothing: each request asks, concurrent ones share the call', async () => {
    let calls = 0;
    const cache = createQuoteCache({
      load: async () => {
        calls += 1;
        await flush();
        return `q${calls}`;
      },
      ...WINDOWS,
      freshMs: 0,
    });
    await expect(Promise.all([cache.get(), cache.get()])).resolves.toEqual(['q1', 'q1']);
    await expect(cache.get()).resolves.toBe('q2');
    expect(calls).toBe(2);
  });
});

describe('createQuoteCache waiting for another instance', () => {
  /** The other instance holds the claim; `looks` answers this instance's looks in turn (an Error throws). */
  function waitingOn(looks: ('running' | 'written' | Error)[]) {
    let written = false;
    let look = 0;
    const store: SharedQuoteStore<string> = {
      read: async () => (written ? { value: 'theirs', ageMs: 0 } : null),
      claim: async () => false,
      write: async () => undefined,
      fail: async () => undefined,
      running: async () => {
        const answer = looks[Math.min(look, looks.length - 1)];
        look += 1;
        if (answer instanceof Error) throw answer;
        written = answer === 'written';
        return !written;
      },
      usable: async () => true,
    };
    const time = clock();
    let calls = 0;
    const cache = createQuoteCache({
      load: async () => {
        calls += 1;
        return 'ours';
      },
      ...WINDOWS,
      shared: store,
      now: time.now,
      sleep: async (ms) => void time.advance(ms),
    });
    return { cache, calls: () => calls };
  }

  it('takes the value the other call wrote between two of its looks, never gives up on it', async () => {
    // Its call ends (value written, claim gone in one step) just after this instance read nothing and
    // before it asks whether the call still runs: asked then, the call has ended, its value written.
    const { cache, calls } = waitingOn(['written']);
    await expect(cache.get()).resolves.toBe('theirs');
    expect(calls()).toBe(0);
  });

  describe('when the store fails meanwhile', () => {
    beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
    afterEach(() => jest.restoreAllMocks());

    it('looks again after a failed look, and takes the value the other call wrote: no second call', async () => {
      const { cache, calls } = waitingOn(['running', new Error('Command timed out'), 'running', 'written']);
      await expect(cache.get()).resolves.toBe('theirs');
      expect(calls()).toBe(0);
      expect(console.error).toHaveBeenCalledTimes(1);
    });

    it('calls itself when the store is still failing at the end of the wait', async () => {
      const { cache, calls } = waitingOn([new Error('Command timed out')]);
      await expect(cache.get()).resolves.toBe('ours');
      expect(calls()).toBe(1);
    });
  });
});

describe('createQuoteCache shared through Redis', () => {
  let redis: TestRedis;
  let a: RedisClient;
  let b: RedisClient;

  beforeAll(async () => {
    redis = await startTestRedis();
    // Each "instance" has its own connection, as two server processes would.
    a = connectRedis(redis.url);
    b = connectRedis(redis.url);
    expect(await redisReady(a)).toBe(true);
    expect(await redisReady(b)).toBe(true);
  }, 20_000);
  afterAll(async () => {
    await closeRedisConnections();
    await redis.stop();
  });

  const twoInstances = (prefix: string, load: () => Promise<string>, freshMs = 15_000) =>
    [a, b].map((client) =>
      createQuoteCache({
        load,
        ...WINDOWS,
        freshMs,
        shared: createRedisQuoteStore<string>({ redis: client, prefix }),
      }),
    );

  it('makes one upstream call for both instances within the interval', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return `q${calls}`;
    };
    const [one, two] = twoInstances('test:quote:one-call', load);
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).get()));
    expect(replies).toEqual(Array(40).fill('q1'));
    expect(calls).toBe(1);
    // Later requests on either instance are served from the shared quote.
    await expect(two.get()).resolves.toBe('q1');
    await expect(one.get()).resolves.toBe('q1');
    expect(calls).toBe(1);
  });

  it('shares a failed call too: the other instance neither calls nor waits out the timeout', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error('HTTP 500');
    };
    const [one, two] = twoInstances('test:quote:failed', load);
    const started = Date.now();
    const results = await Promise.allSettled([one.get(), two.get()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(Date.now() - started).toBeLessThan(1_500);
    await expect(two.get()).rejects.toThrow(QuoteUnavailableError);
    expect(calls).toBe(1);
  });

  it('reads the age on Redis: a quote stored 15 s ago by another instance is stale here', async () => {
    const store = createRedisQuoteStore<string>({ redis: a, prefix: 'test:quote:age' });
    await a.set('test:quote:age', JSON.stringify({ value: 'old', lifeMs: 600_000 }), 'PX', 600_000 - 15_000);
    let calls = 0;
    const cache = createQuoteCache({
      load: async () => `new${++calls}`,
      ...WINDOWS,
      shared: store,
    });
    // Stale: served at once, refreshed behind it.
    await expect(cache.get()).resolves.toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(cache.get()).resolves.toBe('new1');
    expect((await store.read())?.value).toBe('new1');
  });

  it('falls back to its own memory while Redis is unreachable', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = connectRedis('redis://127.0.0.1:1');
    let calls = 0;
    const cache = createQuoteCache({
      load: async () => `q${++calls}`,
      ...WINDOWS,
      shared: {
        ...createRedisQuoteStore<string>({ redis: down, prefix: 'test:quote:down' }),
        usable: async () => false,
      },
    });
    await expect(cache.get()).resolves.toBe('q1');
    await expect(cache.get()).resolves.toBe('q1');
    expect(calls).toBe(1);
    down.disconnect();
  });
});
