/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase } from '@/lib/store/db';
import { handleVitalsReport } from './handler';
import { MAX_REPORT_BYTES } from './metrics';
import { countSamples } from './store';

jest.mock('server-only', () => ({}));

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-vitals-handler-'));
  process.env.IR_DB_PATH = path.join(folder, 'ir.db');
  process.env.VITALS_RATE_LIMIT = '8';
  delete process.env.IR_BACKEND_URL;
  delete process.env.REDIS_URL;
});
afterAll(async () => {
  delete process.env.VITALS_RATE_LIMIT;
  await closeDatabase();
  rmSync(folder, { recursive: true, force: true });
});

const post = (body: string, headers: Record<string, string> = {}) =>
  handleVitalsReport(
    new Request('http://ir.example.com/api/vitals', {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': '192.0.2.1', ...headers },
    }),
  );
const valid = JSON.stringify({
  path: '/about',
  device: 'tablet',
  metrics: [{ name: 'FCP', value: 900, rating: 'good', attribution: { parts: { firstByteToFCP: 700 } } }],
});

it('stores a valid report (204, no cookie), refuses bad ones with 400 and stores nothing, and limits each client', async () => {
  const ok = await post(valid);
  expect(ok.status).toBe(204);
  expect(ok.headers.get('set-cookie')).toBeNull();
  expect(await countSamples()).toBe(1);

  const oversized = await post(JSON.stringify({ path: '/about', padding: 'x'.repeat(MAX_REPORT_BYTES) }));
  expect(oversized.status).toBe(400);
  expect(await oversized.json()).toEqual({ error: `Body larger than ${MAX_REPORT_BYTES} bytes` });
  for (const body of [
    'nope',
    JSON.stringify({
      path: '/about',
      device: 'tablet',
      metrics: [{ name: 'FID', value: 1, rating: 'good', attribution: { parts: {} } }],
    }),
  ]) {
    expect((await post(body)).status).toBe(400);
  }
  expect(await countSamples()).toBe(1);

  expect((await post(valid, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  // 8 a minute: 4 taken above (the cross-site one is refused before counting).
  for (let i = 0; i < 4; i += 1) expect((await post(valid)).status).toBe(204);
  const limited = await post(valid);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await post(valid, { 'x-forwarded-for': '192.0.2.2' })).status).toBe(204);
  expect(await countSamples()).toBe(6);
});

it('collects nothing with a remote backend: the collector is off and the endpoint answers 404', async () => {
  const { vitalsSampleRate } = await import('./handler');
  process.env.VITALS_SAMPLE_RATE = '0.5';
  expect(vitalsSampleRate()).toBe(0.5);
  process.env.IR_BACKEND_URL = 'http://backend.example.com';
  try {
    expect(vitalsSampleRate()).toBe(0);
    expect((await post(valid, { 'x-forwarded-for': '192.0.2.3' })).status).toBe(404);
  } finally {
    delete process.env.IR_BACKEND_URL;
    delete process.env.VITALS_SAMPLE_RATE;
  }
});
