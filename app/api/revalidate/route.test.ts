/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { ALL_TAGS, TAGS } from '@/lib/backend/tags';
import { clearHtmlCaches } from '@/lib/server/html-cache.mjs';
import { POST } from './route';

// revalidateTag needs a running Next server; here it only records what the route asks for.
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }));
const revalidate = jest.mocked(revalidateTag);
jest.mock('@/lib/server/html-cache.mjs', () => ({ clearHtmlCaches: jest.fn() }));
const clearPages = jest.mocked(clearHtmlCaches);

const request = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://ir.example.com/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeEach(() => {
  revalidate.mockClear();
  clearPages.mockClear();
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
    expect(clearPages).not.toHaveBeenCalled();
  });

  it('answers 401 when REVALIDATE_SECRET is unset, whatever is sent', async () => {
    delete process.env.REVALIDATE_SECRET;
    expect((await POST(request({ secret: '' }, { 'x-revalidate-secret': '' }))).status).toBe(401);
    expect((await POST(request({ secret: 'undefined' }))).status).toBe(401);
  });

  it('purges the given tags with the header secret', async () => {
    const response = await POST(request({ tags: [TAGS.setNews, TAGS.meetings] }, { 'x-revalidate-secret': 'correct horse' }));
    expect(response.status).toBe(200);
    expect(revalidate.mock.calls).toEqual([
      [TAGS.setNews, 'max'],
      [TAGS.meetings, 'max'],
    ]);
    // The rendered pages of server.mjs's HTML cache go with the data.
    expect(clearPages).toHaveBeenCalledTimes(1);
  });

  it('purges every tag when none is given, with the body secret', async () => {
    expect((await POST(request({ secret: 'correct horse' }))).status).toBe(200);
    expect(revalidate.mock.calls.map(([tag]) => tag)).toEqual([...ALL_TAGS]);
  });

  it('refuses unknown tags', async () => {
    expect((await POST(request({ secret: 'correct horse', tags: ['users'] }))).status).toBe(400);
    expect(revalidate).not.toHaveBeenCalled();
  });
});
