import { request as httpGet } from 'node:http';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { startTestRedis, type TestRedis } from '@/lib/testing/redis-test-server';
import { test, expect } from './fixtures';
import { startSecondServer, type SecondServer } from './second-server';

/**
 * The paid quote provider, stood in for on loopback by a server that counts its calls, and can answer
 * slowly, hang, or redirect to another host; production servers of this build call it with a key.
 * Fixed ports (this spec's own range), so the servers' environments can name them before they start.
 */
const PROVIDER_PORT = 3670;
const ELSEWHERE_PORT = 3671;
const REDIRECTING_PROVIDER_PORT = 3672;
const SHARED_PROVIDER_PORT = 3673;
const APP_PORT = 3661;
const REDIRECT_APP_PORT = 3662;
const INSTANCE_PORTS = [3663, 3664];

const KEY = 'e2e-quote-provider-key-7c2d';
/** Every server here: no scheduled jobs (the daily price recorder asks the provider too), so the counts are the pages' and the API's. */
const NO_JOBS = { JOB_SCHEDULER: 'off', IR_BACKEND_URL: '' };
const QUOTE = {
  symbol: 'SHRZ',
  last: 2.36,
  prior: 2.3,
  project1: null,
  open: 2.3,
  high: 2.4,
  low: 2.28,
  time: '2026-11-21T10:15:00+07:00',
  totalVolume: 1000,
  bid: [],
  offer: [],
};

type Mode = { kind: 'ok'; delayMs: number } | { kind: 'hang' } | { kind: 'redirect' };

interface StandIn {
  calls: number;
  mode: Mode;
  /** Headers of every request that reached it. */
  seen: IncomingHttpHeaders[];
  close(): Promise<void>;
}

async function startStandIn(
  port: number,
  answer: (standIn: StandIn, response: ServerResponse) => void,
): Promise<StandIn> {
  const open = new Set<ServerResponse>();
  const standIn: StandIn = { calls: 0, mode: { kind: 'ok', delayMs: 0 }, seen: [], close: async () => undefined };
  const server: Server = createServer((request, response) => {
    standIn.calls += 1;
    standIn.seen.push(request.headers);
    open.add(response);
    response.on('close', () => open.delete(response));
    answer(standIn, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  standIn.close = async () => {
    for (const response of open) response.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return standIn;
}

const provider = (port: number) =>
  startStandIn(port, ({ mode }, response) => {
    if (mode.kind === 'hang') return;
    if (mode.kind === 'redirect') {
      response.writeHead(302, { location: `http://127.0.0.1:${ELSEWHERE_PORT}/collect` });
      response.end();
      return;
    }
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(QUOTE));
    }, mode.delayMs);
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds to the response's first byte (its status line) and to its end, and its body. */
function timedGet(url: string): Promise<{ status: number; firstByteMs: number; totalMs: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpGet(url, (response) => {
      const firstByteMs = performance.now() - started;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          firstByteMs,
          totalMs: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

function report(name: string, value: string) {
  console.log(`[quote-provider] ${name}: ${value}`);
  test.info().annotations.push({ type: name, description: value });
}

/** The home page of `base`, timed, its first byte reported under `name`: it answers 200 whatever the provider does. */
async function timedHome(base: string, name: string) {
  const home = await timedGet(`${base}/en`);
  report(name, `${Math.round(home.firstByteMs)} ms (complete ${Math.round(home.totalMs)} ms)`);
  expect(home.status).toBe(200);
  return home;
}

test.describe('the quote provider behind a production server', () => {
  test.describe.configure({ mode: 'serial' });
  const CACHE_SECONDS = 10;
  let standIn: StandIn;
  let app: SecondServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    standIn = await provider(PROVIDER_PORT);
    app = await startSecondServer(APP_PORT, {
      STOCK_API_URL: `http://127.0.0.1:${PROVIDER_PORT}/quote`,
      STOCK_API_KEY: KEY,
      // Short, so the test sees a kept quote go stale without waiting the default 15 s.
      STOCK_QUOTE_CACHE_SECONDS: String(CACHE_SECONDS),
      ...NO_JOBS,
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await standIn?.close();
  });

  test('a hanging provider with no quote kept holds the home page for the 2 s timeout at most, and it shows a dash', async () => {
    // The page's code loaded (a page without the quote), so the number is the quote's wait alone.
    await timedGet(`${app.base}/en/about`);
    standIn.mode = { kind: 'hang' };
    const home = await timedHome(app.base, 'home first byte, provider hanging, no quote kept');
    expect(home.firstByteMs).toBeLessThan(3_000);
    expect(home.body).toContain('data-testid="stock-card"');
    expect(home.body).not.toContain('2.36');
    // The failed call holds the interval: the next page asks nobody and waits for nothing.
    const calls = standIn.calls;
    const again = await timedGet(`${app.base}/en`);
    report('home first byte, provider hanging, failure remembered', `${Math.round(again.firstByteMs)} ms`);
    expect(again.firstByteMs).toBeLessThan(1_500);
    // The route's code loads now, not during the burst below.
    expect((await fetch(`${app.base}/api/stock_quotation`)).status).toBe(502);
    expect(standIn.calls).toBe(calls);
  });

  test('200 concurrent /api/stock_quotation requests make one provider call', async () => {
    // The interval the failed call held runs out.
    await sleep(CACHE_SECONDS * 1000 + 200);
    // Slow enough that the burst arrives while the one call is out.
    standIn.mode = { kind: 'ok', delayMs: 500 };
    const before = standIn.calls;
    const replies = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const response = await fetch(`${app.base}/api/stock_quotation`);
        return { status: response.status, body: (await response.json()) as typeof QUOTE };
      }),
    );
    const calls = standIn.calls - before;
    report('provider calls for 200 concurrent /api/stock_quotation', String(calls));
    expect(replies.map((reply) => reply.status)).toEqual(Array(200).fill(200));
    expect(replies.every((reply) => reply.body.last === 2.36)).toBe(true);
    expect(calls).toBe(1);
    expect(standIn.seen.at(-1)?.['api-key']).toBe(KEY);
  });

  test('with a last good quote, a hanging provider does not hold the home page: the quote is served at once', async () => {
    // The kept quote goes stale; the provider now hangs.
    await sleep(CACHE_SECONDS * 1000 + 200);
    standIn.mode = { kind: 'hang' };
    const before = standIn.calls;
    const home = await timedHome(app.base, 'home first byte, provider hanging, last good quote kept');
    expect(home.firstByteMs).toBeLessThan(1_500);
    expect(home.body).toContain('2.36');
    // One refresh went out behind the page, and hangs there.
    await expect.poll(() => standIn.calls - before).toBe(1);
    const api = await fetch(`${app.base}/api/stock_quotation`);
    expect(((await api.json()) as typeof QUOTE).last).toBe(2.36);
    expect(standIn.calls - before).toBe(1);
  });
});

test.describe('a provider answering with a redirect', () => {
  let standIn: StandIn;
  let elsewhere: StandIn;
  let app: SecondServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    standIn = await provider(REDIRECTING_PROVIDER_PORT);
    standIn.mode = { kind: 'redirect' };
    elsewhere = await startStandIn(ELSEWHERE_PORT, (_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(QUOTE));
    });
    app = await startSecondServer(REDIRECT_APP_PORT, {
      STOCK_API_URL: `http://127.0.0.1:${REDIRECTING_PROVIDER_PORT}/quote`,
      STOCK_API_KEY: KEY,
      ...NO_JOBS,
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await standIn?.close();
    await elsewhere?.close();
  });

  test('is a failed call: the redirect target receives no request, so no api-key', async () => {
    const response = await fetch(`${app.base}/api/stock_quotation`);
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain(KEY);
    expect(standIn.calls).toBe(1);
    expect(standIn.seen[0]['api-key']).toBe(KEY);
    // Give a followed redirect every chance to arrive.
    await sleep(300);
    report('requests reaching the redirect target', String(elsewhere.calls));
    expect(elsewhere.seen.map((headers) => headers['api-key'] ?? null)).toEqual([]);
    const home = await timedGet(`${app.base}/en`);
    expect(home.status).toBe(200);
    expect(elsewhere.calls).toBe(0);
  });
});

test.describe('two instances sharing Redis', () => {
  let redis: TestRedis;
  let standIn: StandIn;
  const instances: SecondServer[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    redis = await startTestRedis();
    standIn = await provider(SHARED_PROVIDER_PORT);
    const env = {
      STOCK_API_URL: `http://127.0.0.1:${SHARED_PROVIDER_PORT}/quote`,
      STOCK_API_KEY: KEY,
      REDIS_URL: redis.url,
      ...NO_JOBS,
    };
    for (const port of INSTANCE_PORTS) instances.push(await startSecondServer(port, env));
  });
  test.afterAll(async () => {
    for (const instance of instances) await instance.stop();
    await standIn?.close();
    await redis?.stop();
  });

  test('make one provider call between them within the interval', async () => {
    standIn.mode = { kind: 'ok', delayMs: 500 };
    const replies = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const response = await fetch(`${instances[i % 2].base}/api/stock_quotation`);
        return response.status;
      }),
    );
    expect(replies).toEqual(Array(100).fill(200));
    // Later requests on either instance within the interval are served from the shared quote.
    for (const instance of instances) expect((await fetch(`${instance.base}/api/stock_quotation`)).status).toBe(200);
    report('provider calls for 100 concurrent requests over two instances sharing Redis', String(standIn.calls));
    expect(standIn.calls).toBe(1);
  });
});
