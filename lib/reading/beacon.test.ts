/** @jest-environment node */
import { setReadingCountsEnabled, takeReadingCounts } from '@/lib/server/process-bridge.mjs';
import { MAX_READING_BODY_BYTES, MAX_READING_URL_LENGTH } from '@/lib/vitals/server';
import { handleReadingBeacon } from './beacon';

jest.mock('server-only', () => ({}));

// POST /api/reading (docs/newsroom.md, Reading figures): a reader's browser reports a page view.
beforeAll(() => {
  process.env.VITALS_RATE_LIMIT = '20';
  delete process.env.IR_BACKEND_URL;
  delete process.env.REDIS_URL;
  setReadingCountsEnabled(true);
  takeReadingCounts();
});
afterAll(() => {
  delete process.env.VITALS_RATE_LIMIT;
  setReadingCountsEnabled(false);
});

let client = 0;
/** Each test its own client address, so the limit of one does not reach the next. */
const nextClient = () => `192.0.2.${(client += 1)}`;

const post = (body: string, headers: Record<string, string> = {}) =>
  handleReadingBeacon(
    new Request('http://ir.example.com/api/reading', {
      method: 'POST',
      body,
      headers: { 'user-agent': 'Mozilla/5.0 Chrome/140', 'x-forwarded-for': '192.0.2.200', ...headers },
    }),
  );
const view = (path: string) => JSON.stringify({ path });
const counted = () => takeReadingCounts().counts.map(({ kind, key, count }) => ({ kind, key, count }));

it('counts a page view by its path alone, never cached and with no cookie', async () => {
  const from = { 'x-forwarded-for': nextClient() };
  const first = await post(view('/en/newinfo/info?year=2024&page=2'), from);
  expect(first.status).toBe(204);
  expect(first.headers.get('cache-control')).toBe('no-store');
  expect(first.headers.get('set-cookie')).toBeNull();
  expect((await post(view('/en/newinfo/info'), from)).status).toBe(204);
  expect((await post(view('/privacy'), from)).status).toBe(204);
  expect((await post(view('/financialinfo/results/2025-q3'), from)).status).toBe(204);
  expect(counted()).toEqual([
    { kind: 'page', key: '/en/newinfo/info', count: 2 },
    { kind: 'page', key: '/privacy', count: 1 },
    { kind: 'page', key: '/financialinfo/results/2025-q3', count: 1 },
  ]);
});

it('refuses with 400, counting nothing, a body too large, not JSON, not { path }, too long a path or no page', async () => {
  const from = { 'x-forwarded-for': nextClient() };
  const bad = [
    JSON.stringify({ path: '/about', padding: 'x'.repeat(MAX_READING_BODY_BYTES) }),
    'nope',
    '"/about"',
    '[]',
    'null',
    JSON.stringify({}),
    JSON.stringify({ path: 3 }),
    JSON.stringify({ path: '/about', extra: 1 }),
    view(`/about?q=${'x'.repeat(MAX_READING_URL_LENGTH)}`),
    view(`/${'a'.repeat(400)}`),
    view('about'),
    view('//elsewhere.example.com/about'),
    view('https://elsewhere.example.com/about'),
    view('/en/nowhere'),
    view('/th/about'),
  ];
  for (const body of bad) {
    const response = await post(body, from);
    expect([body.slice(0, 40), response.status]).toEqual([body.slice(0, 40), 400]);
    expect(response.headers.get('cache-control')).toBe('no-store');
  }
  const oversized = await post(bad[0], from);
  expect(await oversized.json()).toEqual({ error: `Body larger than ${MAX_READING_BODY_BYTES} bytes` });
  expect(counted()).toEqual([]);
});

it('leaves out crawlers, the workspace, previews and URLs with a token, as before (204, nothing counted)', async () => {
  const from = { 'x-forwarded-for': nextClient() };
  for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1)', 'facebookexternalhit/1.1', 'Some crawler']) {
    expect((await post(view('/en/about'), { ...from, 'user-agent': agent })).status).toBe(204);
  }
  for (const path of [
    '/admin',
    '/en/admin/reading',
    '/preview/abc',
    '/receiveemails/confirm?token=abc',
    '/en/receiveemails/preferences?Tok%2565n=abc',
    '/api/health',
    '/documents/news/a.pdf',
    '/favicon.ico',
  ]) {
    expect((await post(view(path), from)).status).toBe(204);
  }
  expect(counted()).toEqual([]);
});

it('refuses another site’s page (403) and limits each client (429 with Retry-After)', async () => {
  const from = { 'x-forwarded-for': nextClient() };
  expect((await post(view('/about'), { ...from, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  // VITALS_RATE_LIMIT 20 a minute, counted apart from the Web Vitals reports; the 403 took none.
  for (let i = 0; i < 20; i += 1) expect((await post(view('/about'), from)).status).toBe(204);
  const limited = await post(view('/about'), from);
  expect(limited.status).toBe(429);
  expect(limited.headers.get('cache-control')).toBe('no-store');
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await post(view('/about'), { 'x-forwarded-for': nextClient() })).status).toBe(204);
  expect(counted()).toEqual([{ kind: 'page', key: '/about', count: 21 }]);
});

it('counts nothing with a remote backend: 404', async () => {
  process.env.IR_BACKEND_URL = 'http://backend.example.com';
  try {
    expect((await post(view('/about'), { 'x-forwarded-for': nextClient() })).status).toBe(404);
  } finally {
    delete process.env.IR_BACKEND_URL;
  }
  expect(counted()).toEqual([]);
});
