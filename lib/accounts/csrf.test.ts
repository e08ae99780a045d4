/** @jest-environment node */
import { issueCsrfToken, validCsrfToken } from './csrf';

const post = (cookie: string, token?: string) =>
  new Request('http://127.0.0.1/api/workspace/users', { method: 'POST', headers: { cookie, ...(token ? { 'x-csrf-token': token } : {}) } });

describe('workspace CSRF tokens', () => {
  beforeAll(() => {
    process.env.IR_AUTH_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
  });

  it('accepts a POST carrying the token of its cookie and session', () => {
    const { token, setCookie } = issueCsrfToken(new Request('http://127.0.0.1/api/workspace/csrf'), 'session-a');
    const cookie = setCookie.split(';')[0];
    expect(setCookie).toMatch(/HttpOnly; SameSite=Strict/);
    expect(validCsrfToken(post(cookie, token), 'session-a')).toBe(true);
  });

  it('refuses a POST without the token, with another token, or under another session', () => {
    const { token, setCookie } = issueCsrfToken(new Request('http://127.0.0.1/api/workspace/csrf'), 'session-a');
    const cookie = setCookie.split(';')[0];
    expect(validCsrfToken(post(cookie), 'session-a')).toBe(false);
    expect(validCsrfToken(post('', token), 'session-a')).toBe(false);
    expect(validCsrfToken(post(cookie, `${token.slice(0, -2)}xx`), 'session-a')).toBe(false);
    expect(validCsrfToken(post(cookie, token), 'session-b')).toBe(false);
  });
});
