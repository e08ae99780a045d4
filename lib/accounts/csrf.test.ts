/** @jest-environment node */
import { formCsrfToken, issueCsrfToken, validCsrfToken } from './csrf';

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

describe('the form token of a form that works without JavaScript', () => {
  beforeAll(() => {
    process.env.IR_AUTH_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
  });
  const formPost = (query: string, type = 'application/x-www-form-urlencoded') =>
    new Request(`http://127.0.0.1/api/workspace/items/x/submit${query}`, { method: 'POST', headers: { 'content-type': type }, body: 'a=1' });

  it('accepts a form post carrying its session’s token in the URL, urlencoded or multipart', () => {
    const token = formCsrfToken('session-a');
    expect(validCsrfToken(formPost(`?_csrf=${token}`), 'session-a')).toBe(true);
    expect(validCsrfToken(formPost(`?_csrf=${token}`, 'multipart/form-data; boundary=x'), 'session-a')).toBe(true);
  });

  it('refuses it under another session, without a session, for a JSON body, or altered', () => {
    const token = formCsrfToken('session-a');
    expect(validCsrfToken(formPost(`?_csrf=${token}`), 'session-b')).toBe(false);
    expect(validCsrfToken(formPost(`?_csrf=${formCsrfToken('')}`), '')).toBe(false);
    expect(validCsrfToken(formPost(`?_csrf=${token}`, 'application/json'), 'session-a')).toBe(false);
    expect(validCsrfToken(formPost(`?_csrf=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`), 'session-a')).toBe(false);
    expect(validCsrfToken(formPost(''), 'session-a')).toBe(false);
  });
});
