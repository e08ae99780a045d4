/** @jest-environment node */
import { isCrossSite } from './origin-check';

const post = (headers: Record<string, string>, url = 'http://127.0.0.1:3000/api/send_email/x') =>
  new Request(url, { method: 'POST', headers });

describe('isCrossSite behind a proxy', () => {
  it('decides by Sec-Fetch-Site when the browser sends it', () => {
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-origin', origin: 'https://ir.example.com' }))).toBe(false);
    expect(isCrossSite(post({ 'sec-fetch-site': 'none' }))).toBe(false);
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:3000' }))).toBe(true);
    expect(isCrossSite(post({ 'sec-fetch-site': 'cross-site', origin: 'http://127.0.0.1:3000' }))).toBe(true);
  });

  it('compares scheme, host and port with SITE_URL when it is set', () => {
    const site = 'https://ir.example.com/';
    // A proxy rewrote Host to its upstream: the public origin still matches.
    expect(isCrossSite(post({ origin: 'https://ir.example.com', host: '127.0.0.1:3000' }), site)).toBe(false);
    expect(isCrossSite(post({ origin: 'https://ir.example.com:443' }), site)).toBe(false);
    expect(isCrossSite(post({ origin: 'http://ir.example.com' }), site)).toBe(true);
    expect(isCrossSite(post({ origin: 'https://ir.example.com.evil.test' }), site)).toBe(true);
    expect(isCrossSite(post({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }), site)).toBe(true);
  });

  it("compares with the request's own origin without SITE_URL", () => {
    expect(isCrossSite(post({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }), '')).toBe(false);
    expect(isCrossSite(post({ origin: 'https://127.0.0.1:3000', host: '127.0.0.1:3000' }), '')).toBe(true);
    expect(isCrossSite(post({ origin: 'http://127.0.0.1:3001', host: '127.0.0.1:3000' }), '')).toBe(true);
  });

  it('refuses an Origin that is no origin, and lets through a request from no page at all', () => {
    expect(isCrossSite(post({ origin: 'null' }), '')).toBe(true);
    expect(isCrossSite(post({}), 'https://ir.example.com')).toBe(false);
  });
});
