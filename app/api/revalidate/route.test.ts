/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { ALL_TAGS, TAGS } from '@/lib/backend/tags';
import { publishingPurge } from '@/lib/newsroom/server';
import { startStandInServer } from '@/lib/testing/stand-in-server';
import { POST } from './route';

// revalidateTag needs a running Next server; here it only records what the route asks for.
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }));
const revalidate = jest.mocked(revalidateTag);

let lastAddress = 0;
/** Each request from its own address unless one is given: the route limits requests per client. */
const request = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://ir.example.com/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${(lastAddress += 1)}`, ...headers },
    body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeEach(() => {
  revalidate.mockClear();
  process.env.REVALIDATE_SECRET = 'correct horse';
});
afterEach(() => {
  delete process.env.REVALIDATE_SECRET;
});

describe('POST /api/revalidate', () => {
  it.each([
    ['no secret', request({})],
    ['a wrong secret', request({ secret: 'wrong' })],
    ['a wrong header', request(undefined, { 'x-revalidate-secret': 'correct hors' })],
  ])('answers 401 with %s', async (_case, req) => {
    expect((await POST(req)).status).toBe(401);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('answers 401 when REVALIDATE_SECRET is unset, whatever is sent', async () => {
    delete process.env.REVALIDATE_SECRET;
    expect((await POST(request({ secret: '' }, { 'x-revalidate-secret': '' }))).status).toBe(401);
    expect((await POST(request({ secret: 'undefined' }))).status).toBe(401);
  });

  it('purges the given tags with the header secret', async () => {
    const response = await POST(
      request({ tags: [TAGS.setNews, TAGS.meetings] }, { 'x-revalidate-secret': 'correct horse' }),
    );
    expect(response.status).toBe(200);
    expect(revalidate.mock.calls).toEqual([
      [TAGS.setNews, 'max'],
      [TAGS.meetings, 'max'],
    ]);
  });

  it('has the shared cache in front drop its copies of the pages and feeds, and not on a refused call', async () => {
    const nginx = await startStandInServer(() => ({ status: 200 }));
    process.env.SHARED_CACHE_PURGE = `nginx:${nginx.url}`;
    try {
      expect((await POST(request({ secret: 'wrong' }))).status).toBe(401);
      expect(nginx.requests).toHaveLength(0);
      expect((await POST(request({ secret: 'correct horse' }))).status).toBe(200);
      // Every page of the site map and every feed, in both languages (listed in lib/newsroom/site-refresh.test.ts).
      const purged = nginx.requests.map((sent) => `${sent.method} ${sent.path}`);
      expect(purged.sort()).toEqual(
        publishingPurge()
          .paths.map((path) => `PURGE ${path}`)
          .sort(),
      );
      expect(purged).toContain('PURGE /');
      expect(purged).toContain('PURGE /en');
    } finally {
      delete process.env.SHARED_CACHE_PURGE;
      await nginx.close();
    }
  });

  it('purges every tag when none is given, with the body secret', async () => {
    expect((await POST(request({ secret: 'correct horse' }))).status).toBe(200);
    expect(revalidate.mock.calls.map(([tag]) => tag)).toEqual([...ALL_TAGS]);
  });

  it('refuses unknown tags', async () => {
    expect((await POST(request({ secret: 'correct horse', tags: ['users'] }))).status).toBe(400);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('refuses a JSON body that is not an object with 400, never a 500', async () => {
    for (const body of ['null', '[]', '"secret"', '7']) {
      expect((await POST(request(body, { 'x-revalidate-secret': 'correct horse' }))).status).toBe(400);
    }
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('limits tries per client, right or wrong, so the secret cannot be guessed online', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await POST(request({ secret: `guess-${i}` }, { 'x-forwarded-for': '192.0.2.9' }))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Even the right secret waits now, from that client; another client is not held back.
    const limited = await POST(request({ secret: 'correct horse' }, { 'x-forwarded-for': '192.0.2.9' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await POST(request({ secret: 'correct horse' }, { 'x-forwarded-for': '192.0.2.10' }))).status).toBe(200);
  });
});
