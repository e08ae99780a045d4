/** @jest-environment node */
import { formReply, isPlainFormPost } from './guard';

const form = (query: string, accept = 'text/html') =>
  new Request(`http://127.0.0.1/api/workspace/items/x/approve${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
    body: 'a=1',
  });
const json = (body: unknown, status = 200) => Response.json(body, { status });

describe('the reply to a form posted without JavaScript', () => {
  it('is a plain form post only for a form body that does not ask for JSON', () => {
    expect(isPlainFormPost(form(''))).toBe(true);
    expect(isPlainFormPost(form('', 'application/json'))).toBe(false);
    expect(
      isPlainFormPost(
        new Request('http://127.0.0.1/x', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      ),
    ).toBe(false);
  });

  it('goes back to the page named by next, with the outcome and a new item’s id', async () => {
    const done = await formReply(form('?next=/en/admin/items/{id}'), json({ item: { id: 'abc123' } }, 201));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/en/admin/items/abc123?done=1');
    expect(done.headers.get('cache-control')).toBe('no-store');
    const refused = await formReply(form('?next=/admin/items/abc123'), json({ error: 'four-eyes' }, 403));
    expect(refused.headers.get('location')).toBe('/admin/items/abc123?error=four-eyes');
  });

  it('never sends anyone outside the workspace', async () => {
    for (const next of ['https://evil.example/admin', '//evil.example/admin', '/admin/../x', '/news', '/admin?x=1#y']) {
      const reply = await formReply(form(`?next=${encodeURIComponent(next)}`), json({ ok: true }));
      expect(reply.headers.get('location')).toMatch(/^\/admin(\?|\/)/);
    }
  });

  it('follows a workspace page the route names in its reply, never another', async () => {
    const named = await formReply(
      form('?next=/admin/items/{id}'),
      json({ error: 'incomplete', item: { id: 'abc' }, next: '/en/admin/items/{id}/edit' }, 400),
    );
    expect(named.headers.get('location')).toBe('/en/admin/items/abc/edit?error=incomplete');
    const outside = await formReply(
      form('?next=/admin/items/{id}'),
      json({ item: { id: 'abc' }, next: 'https://evil.example/admin' }),
    );
    expect(outside.headers.get('location')).toBe('/admin?done=1');
  });

  it('adds the short words a route names for its page (the refused fields, a token), never its outcome again', async () => {
    const reply = await formReply(
      form('?next=/admin/items/{id}'),
      json(
        {
          error: 'invalid',
          item: { id: 'abc' },
          next: '/admin/items/{id}/edit',
          params: {
            fields: 'transcriptEn:transcript.noTime',
            held: 'tok_1',
            error: 'other',
            'Bad-Name': 'x',
            long: 'x'.repeat(2001),
            n: 3,
          },
        },
        400,
      ),
    );
    expect(reply.headers.get('location')).toBe(
      '/admin/items/abc/edit?error=invalid&fields=transcriptEn%3Atranscript.noTime&held=tok_1',
    );
  });
});
