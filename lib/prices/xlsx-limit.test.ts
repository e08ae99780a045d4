/** @jest-environment node */
import { closeRedisConnections } from '@/lib/server/process-bridge.mjs';
import { startTestRedis, type TestRedis } from '@/lib/testing/redis-test-server';
import { createXlsxLimiter, XLSX_PER_MINUTE } from '@/lib/downloads/history-response';

let redis: TestRedis;

beforeAll(async () => {
  redis = await startTestRedis();
}, 20_000);
afterAll(async () => {
  delete process.env.REDIS_URL;
  await closeRedisConnections();
  await redis.stop();
});

describe('the price-history workbook limit', () => {
  it('with REDIS_URL is one count for every instance', async () => {
    process.env.REDIS_URL = redis.url;
    // Two instances' limiters: each would allow the whole limit if it counted in its own memory.
    const instances = [createXlsxLimiter(), createXlsxLimiter()];
    const decisions = [];
    for (let i = 0; i < XLSX_PER_MINUTE + 4; i += 1)
      decisions.push((await instances[i % 2].take('203.0.113.9')).allowed);
    expect(decisions.filter(Boolean)).toHaveLength(XLSX_PER_MINUTE);
    expect(decisions.slice(XLSX_PER_MINUTE)).toEqual([false, false, false, false]);
    expect((await instances[0].take('203.0.113.10')).allowed).toBe(true);
  });
});
