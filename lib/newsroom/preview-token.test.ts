/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { MAX_PREVIEW_TOKEN, mintPreviewToken, readPreviewToken } from './preview-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const NOW = new Date('2026-11-26T02:00:00Z');
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);

describe('preview tokens', () => {
  it('grant the version they were minted for until 24 hours later, no dot in them', () => {
    const token = mintPreviewToken('item-1', 3, NOW, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readPreviewToken(token, hours(23.9), SECRET)).toEqual({
      ok: true,
      grant: { itemId: 'item-1', version: 3, expiresAt: hours(24) },
    });
  });

  it('expire after 24 hours', () => {
    const token = mintPreviewToken('item-1', 3, NOW, SECRET);
    expect(readPreviewToken(token, hours(24), SECRET)).toEqual({ ok: false, reason: 'expired' });
    expect(readPreviewToken(token, hours(100), SECRET)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse a token altered anywhere, or signed with another secret', () => {
    const token = mintPreviewToken('item-1', 3, NOW, SECRET);
    for (let index = 0; index < token.length; index += 7) {
      const altered = `${token.slice(0, index)}${token[index] === 'A' ? 'B' : 'A'}${token.slice(index + 1)}`;
      expect(readPreviewToken(altered, NOW, SECRET)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(readPreviewToken(token, NOW, `${SECRET}-other`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('cannot be moved to another version or item, nor extended', () => {
    const token = mintPreviewToken('item-1', 3, NOW, SECRET);
    const mac = token.slice(-43);
    const forge = (payload: object) => `${Buffer.from(JSON.stringify(payload)).toString('base64url')}${mac}`;
    const expires = Math.floor(hours(24).getTime() / 1000);
    expect(readPreviewToken(forge({ i: 'item-1', v: 4, e: expires }), NOW, SECRET)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(readPreviewToken(forge({ i: 'item-2', v: 3, e: expires }), NOW, SECRET)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(readPreviewToken(forge({ i: 'item-1', v: 3, e: expires + 86_400 }), NOW, SECRET)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // Another version's own token says so.
    expect(readPreviewToken(mintPreviewToken('item-1', 4, NOW, SECRET), NOW, SECRET)).toMatchObject({
      ok: true,
      grant: { version: 4 },
    });
  });

  it('refuse what is not a token, before any work on a long one', () => {
    for (const value of [
      undefined,
      42,
      '',
      'abc',
      'a'.repeat(MAX_PREVIEW_TOKEN + 1),
      `${'x'.repeat(10)}.${'y'.repeat(43)}`,
    ]) {
      expect(readPreviewToken(value, NOW, SECRET)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuse a well-signed payload that is not a grant', () => {
    const sign = (payload: unknown) => {
      const text = Buffer.from(JSON.stringify(payload)).toString('base64url');
      // The signature as minting makes it, over a payload minting never makes.
      return `${text}${createHmac('sha256', SECRET).update(`newsroom-preview:${text}`).digest('base64url')}`;
    };
    const expires = Math.floor(hours(1).getTime() / 1000);
    expect(readPreviewToken(sign({ i: 'item-1', v: 1, e: expires }), NOW, SECRET)).toMatchObject({ ok: true });
    for (const payload of [
      null,
      [],
      { i: '', v: 1, e: expires },
      { i: 'x', v: 0, e: expires },
      { i: 'x', v: 1.5, e: expires },
      { i: 'x', v: 1, e: 'soon' },
      { i: 'x'.repeat(65), v: 1, e: expires },
    ]) {
      expect(readPreviewToken(sign(payload), NOW, SECRET)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
