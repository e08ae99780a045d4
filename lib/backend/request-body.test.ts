/** @jest-environment node */
import { NOT_TEXT_MESSAGE, readLimitedText, textFields } from './request-body';

const streamed = (parts: string[], { end = true } = {}) =>
  new Request('http://x/api', {
    method: 'POST',
    body: new ReadableStream({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        if (end) controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);

describe('readLimitedText', () => {
  it('reads a body within its bounds', async () => {
    await expect(readLimitedText(streamed(['{"a":', '1}']), 100)).resolves.toEqual({ ok: true, text: '{"a":1}' });
  });

  it('gives up on a body over the limit, declared or not', async () => {
    await expect(readLimitedText(streamed(['x'.repeat(60), 'y'.repeat(60)]), 100)).resolves.toEqual({
      ok: false,
      reason: 'too-large',
    });
    const declared = new Request('http://x/api', { method: 'POST', body: 'x', headers: { 'content-length': '101' } });
    await expect(readLimitedText(declared, 100)).resolves.toEqual({ ok: false, reason: 'too-large' });
  });

  it('gives up on a body that does not end in time', async () => {
    const never = streamed(['{"name":'], { end: false });
    await expect(readLimitedText(never, 100, 50)).resolves.toEqual({ ok: false, reason: 'too-slow' });
  });
});

describe('textFields with non-string values', () => {
  const names = ['email', 'name'];

  it('keeps strings and leaves missing or null fields out', () => {
    expect(textFields({ email: 'a@b.co', extra: 1 }, names)).toEqual({
      ok: true,
      values: { email: 'a@b.co', name: undefined },
    });
    expect(textFields({ email: null }, names)).toEqual({ ok: true, values: { email: undefined, name: undefined } });
  });

  it.each([
    ['a list', JSON.parse('{"email":["a@b.co"]}')],
    ['an object', JSON.parse('{"email":{}}')],
    ['a number', JSON.parse('{"email":5}')],
    ['a boolean', JSON.parse('{"email":false}')],
    ['deep nesting', JSON.parse(`{"email":${'{"a":'.repeat(500)}1${'}'.repeat(500)}}`)],
  ])('refuses %s', (_case, payload: object) => {
    expect(textFields(payload, names)).toEqual({ ok: false, errors: { email: NOT_TEXT_MESSAGE } });
  });

  it('reads own fields only: __proto__ and constructor keys reach nothing', () => {
    const payload = JSON.parse('{"__proto__":{"email":"a@b.co"},"constructor":{"name":"x"}}') as object;
    expect(textFields(payload, names)).toEqual({ ok: true, values: { email: undefined, name: undefined } });
    expect(textFields({}, ['constructor', 'toString'])).toEqual({
      ok: true,
      values: { constructor: undefined, toString: undefined },
    });
  });
});
