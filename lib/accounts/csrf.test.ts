/** @jest-environment node */
import { clearedCsrfCookie, csrfCookieForSession, formCsrfToken, issueCsrfToken, validCsrfToken } from './csrf';

const post = (cookie: string, token?: string) =>
  new Request('http://127.0.0.1/api/workspace/users', {
    method: 'POST',
    headers: { cookie, ...(token ? { 'x-csrf-token': token } : {}) },
  });

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

describe('one CSRF token per session', () => {
  beforeAll(() => {
    process.env.IR_AUTH_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
  });
  const fetchToken = (cookie: string, session: string) =>
    issueCsrfToken(new Request('http://127.0.0.1/api/workspace/csrf', { headers: { cookie } }), session);
  const sessionCookie = (value: string) => `ir-workspace.session_token=${value}; Path=/; HttpOnly; SameSite=Lax`;

  it('answers the same token to every fetch of the session, and each earlier one stays good', () => {
    const first = fetchToken('', 'session-a');
    const cookie = first.setCookie.split(';')[0];
    const again = [1, 2, 3].map(() => fetchToken(cookie, 'session-a'));
    for (const { token, setCookie } of again) {
      expect(token).toBe(first.token);
      expect(setCookie.split(';')[0]).toBe(cookie);
    }
    // Two posts in flight at once, each with the token it fetched: both are accepted.
    expect(validCsrfToken(post(cookie, first.token), 'session-a')).toBe(true);
    expect(validCsrfToken(post(cookie, again[2].token), 'session-a')).toBe(true);
  });

  it('rotates at sign-in: the session’s reply carries a new token, and the one from before is refused', () => {
    const before = fetchToken('', '');
    const cookieBefore = before.setCookie.split(';')[0];
    const started = csrfCookieForSession([sessionCookie('session-new')]);
    expect(started).not.toBeNull();
    const cookieAfter = started!.split(';')[0];
    expect(cookieAfter).not.toBe(cookieBefore);
    const after = fetchToken(cookieAfter, 'session-new');
    expect(after.setCookie.split(';')[0]).toBe(cookieAfter);
    expect(validCsrfToken(post(cookieAfter, after.token), 'session-new')).toBe(true);
    expect(validCsrfToken(post(cookieBefore, before.token), 'session-new')).toBe(false);
    // Sign-in again: another session, another token.
    expect(csrfCookieForSession([sessionCookie('session-other')])!.split(';')[0]).not.toBe(cookieAfter);
    expect(csrfCookieForSession(['something-else=1; Path=/'])).toBeNull();
  });

  it('refuses an old session’s token, and a fetch under the new session gets a new one', () => {
    const old = fetchToken('', 'session-old');
    const oldCookie = old.setCookie.split(';')[0];
    expect(validCsrfToken(post(oldCookie, old.token), 'session-new')).toBe(false);
    const renewed = fetchToken(oldCookie, 'session-new');
    expect(renewed.token).not.toBe(old.token);
    expect(validCsrfToken(post(renewed.setCookie.split(';')[0], renewed.token), 'session-new')).toBe(true);
  });

  it('clears the cookie at sign-out', () => {
    expect(clearedCsrfCookie()).toMatch(/^ir-workspace\.csrf=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0$/);
  });
});

describe('the form token of a form that works without JavaScript', () => {
  beforeAll(() => {
    process.env.IR_AUTH_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
  });
  const formPost = (query: string, type = 'application/x-www-form-urlencoded') =>
    new Request(`http://127.0.0.1/api/workspace/items/x/submit${query}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: 'a=1',
    });

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
    expect(
      validCsrfToken(formPost(`?_csrf=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`), 'session-a'),
    ).toBe(false);
    expect(validCsrfToken(formPost(''), 'session-a')).toBe(false);
  });
});
