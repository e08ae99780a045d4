/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  allowsWebcastFrame,
  framedBySite,
  DOCUMENT_CONTENT_SECURITY_POLICY,
  inlineScriptsOf,
  pageContentSecurityPolicy,
  scriptHashesOf,
  scriptHashSource,
  SECURITY_HEADERS,
} from './headers';

const HASH = "'sha256-abc='";

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('inline scripts and their hashes', () => {
  it('finds every inline script a browser runs, and no data block nor external script', () => {
    const html =
      '<head><script src="/_next/a.js" async=""></script><script type="application/ld+json">{"a":1}</script>' +
      '<script>one()</script></head><body><SCRIPT type="text/javascript">two()</SCRIPT >' +
      '<script type="module">three()</script><script type="application/json">{}</script>' +
      '<script>self.__next_f.push([1,"\\u003c/script>"])</script><p>x</p></body>';
    expect(inlineScriptsOf(html)).toEqual(['one()', 'two()', 'three()', 'self.__next_f.push([1,"\\u003c/script>"])']);
  });

  it('names each script by the SHA-256 of its UTF-8 text, once, in the order of first use', () => {
    const digest = (text: string) =>
      `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;
    expect(scriptHashSource('ไทย()')).toBe(digest('ไทย()'));
    expect(scriptHashesOf('<script>b()</script><script>a()</script><script>b()</script>')).toEqual([
      digest('b()'),
      digest('a()'),
    ]);
    expect(scriptHashesOf('<p>no script</p>')).toEqual([]);
  });
});

describe('page policy', () => {
  it("lets scripts run by the page's hashes only, what they load, and never eval in production", () => {
    const policy = pageContentSecurityPolicy([HASH, "'sha256-def='"]);
    expect(directive(policy, 'script-src')).toBe("'self' 'sha256-abc=' 'sha256-def=' 'strict-dynamic'");
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'base-uri')).toBe("'self'");
  });

  it('runs no inline script at all on a page without one', () => {
    expect(directive(pageContentSecurityPolicy([]), 'script-src')).toBe("'self' 'strict-dynamic'");
  });

  it('frames nothing but the site itself, and the webcast host only where asked', () => {
    expect(directive(pageContentSecurityPolicy([HASH]), 'frame-src')).toBeUndefined();
    expect(directive(pageContentSecurityPolicy([HASH]), 'default-src')).toBe("'self'");
    expect(directive(pageContentSecurityPolicy([HASH], { webcastFrame: true }), 'frame-src')).toBe(
      "'self' https://www.youtube-nocookie.com",
    );
  });

  it('plays media and caption tracks from the site itself only', () => {
    for (const options of [{}, { webcastFrame: true }]) {
      expect(directive(pageContentSecurityPolicy([HASH], options), 'media-src')).toBe("'self'");
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
    expect(directive(pageContentSecurityPolicy([HASH], { framedBySite: true }), 'frame-ancestors')).toBe("'self'");
    expect(directive(pageContentSecurityPolicy([HASH], { webcastFrame: true }), 'frame-ancestors')).toBe("'none'");
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

  it("allows inline scripts and eval for Next's development pages only", () => {
    expect(directive(pageContentSecurityPolicy([HASH], { development: true }), 'script-src')).toBe(
      "'self' 'unsafe-inline' 'unsafe-eval'",
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

it('sends nosniff, a referrer policy, a permissions policy and no framing on every response', () => {
  expect(Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value]))).toMatchObject({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': expect.stringContaining('camera=()'),
  });
});
