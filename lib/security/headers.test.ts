/** @jest-environment node */
import {
  allowsWebcastFrame,
  createNonce,
  framedBySite,
  DOCUMENT_CONTENT_SECURITY_POLICY,
  nonceOfPolicy,
  pageContentSecurityPolicy,
  SECURITY_HEADERS,
} from './headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('page policy', () => {
  it('gives its nonce back', () => {
    expect(nonceOfPolicy(pageContentSecurityPolicy('ab+/c1==', false))).toBe('ab+/c1==');
    expect(nonceOfPolicy(DOCUMENT_CONTENT_SECURITY_POLICY)).toBeUndefined();
    expect(nonceOfPolicy(null)).toBeUndefined();
  });

  it('lets scripts run by the nonce only, and never eval in production', () => {
    const policy = pageContentSecurityPolicy('abc123', false);
    expect(directive(policy, 'script-src')).toBe("'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    expect(directive(policy, 'object-src')).toBe("'none'");
  });

  it('frames nothing but the site itself, and the webcast host only where asked', () => {
    expect(directive(pageContentSecurityPolicy('abc123', false), 'frame-src')).toBeUndefined();
    expect(directive(pageContentSecurityPolicy('abc123', false), 'default-src')).toBe("'self'");
    expect(directive(pageContentSecurityPolicy('abc123', false, { webcastFrame: true }), 'frame-src')).toBe(
      "'self' https://www.youtube-nocookie.com",
    );
  });

  it('plays media and caption tracks from the site itself only', () => {
    for (const options of [{}, { webcastFrame: true }]) {
      expect(directive(pageContentSecurityPolicy('abc123', false, options), 'media-src')).toBe("'self'");
    }
  });

  it('asks for the webcast frame on the results pages only', () => {
    for (const path of [
      '/financialinfo/results',
      '/en/financialinfo/results',
      '/financialinfo/results/2025-q3',
      '/en/financialinfo/results/2025-q3/',
    ]) {
      expect([path, allowsWebcastFrame(path)]).toEqual([path, true]);
    }
    for (const path of [
      '/',
      '/en',
      '/financialinfo/info',
      '/financialinfo/resultsx',
      '/x/financialinfo/results',
      '/financialinfo/results/2025-q3/more',
    ]) {
      expect([path, allowsWebcastFrame(path)]).toEqual([path, false]);
    }
  });

  it('lets the site alone frame a preview page, and nobody frame any other page', () => {
    expect(directive(pageContentSecurityPolicy('abc123', false, { framedBySite: true }), 'frame-ancestors')).toBe(
      "'self'",
    );
    expect(directive(pageContentSecurityPolicy('abc123', false, { webcastFrame: true }), 'frame-ancestors')).toBe(
      "'none'",
    );
    for (const path of ['/preview/eyJpIjoiYSJ9abc', '/en/preview/eyJpIjoiYSJ9abc-_']) {
      expect([path, framedBySite(path)]).toEqual([path, true]);
    }
    for (const path of [
      '/',
      '/en',
      '/admin/items/x/edit',
      '/preview',
      '/en/preview/a/b',
      '/x/preview/a',
      '/api/preview/a/files/b',
      '/th/preview/a',
    ]) {
      expect([path, framedBySite(path)]).toEqual([path, false]);
    }
  });

  it('allows eval for the development build of React only', () => {
    expect(directive(pageContentSecurityPolicy('abc123', true), 'script-src')).toBe(
      "'self' 'nonce-abc123' 'strict-dynamic' 'unsafe-eval'",
    );
  });
});

describe('document policy', () => {
  it('runs nothing and cannot be framed', () => {
    expect(directive(DOCUMENT_CONTENT_SECURITY_POLICY, 'default-src')).toBe("'none'");
    expect(directive(DOCUMENT_CONTENT_SECURITY_POLICY, 'script-src')).toBeUndefined();
    expect(directive(DOCUMENT_CONTENT_SECURITY_POLICY, 'frame-ancestors')).toBe("'none'");
  });
});

describe('createNonce', () => {
  it('gives 128 random bits in base64, new each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

it('sends nosniff, a referrer policy, a permissions policy and no framing on every response', () => {
  expect(Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value]))).toMatchObject({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': expect.stringContaining('camera=()'),
  });
});
