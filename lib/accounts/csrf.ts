import { createHmac, timingSafeEqual } from 'node:crypto';
import { doubleCsrf } from 'csrf-csrf';
import { authSecret } from './settings';
import { secureCookies } from './cookies';
import { sessionCookieValue } from './session-cookie';

/**
 * CSRF tokens for every workspace POST (csrf-csrf, the signed double-submit cookie pattern), on top of
 * the origin check. One token per session: it is bound to the session cookie, so a token fetched
 * before sign-in is no good after it, and fetching it again (GET /api/workspace/csrf) answers the same
 * token while its cookie holds, so that posts in flight at once (two PDFs chosen a moment apart) all
 * keep theirs. A new one is issued at sign-in and enrolment (`csrfCookieForSession`) and the cookie is
 * cleared at sign-out (docs/accounts.md, CSRF tokens). The browser sends it in the X-CSRF-Token header.
 */

export const CSRF_HEADER = 'x-csrf-token';

/**
 * A form that works without JavaScript cannot fetch a token first: its page renders one into the
 * form's action URL as `?_csrf=` (docs/accounts.md, Forms without JavaScript). The form token is an
 * HMAC of the session cookie, so it is good only with that session's cookie, and only for a form post
 * (urlencoded or multipart), after the origin check. It is in the URL rather than a field so that a
 * streamed upload is checked before its body is read.
 */
export const FORM_CSRF_PARAM = '_csrf';

export function formCsrfToken(sessionKey: string): string {
  return createHmac('sha256', authSecret()).update(`workspace-form:${sessionKey}`).digest('base64url');
}

function isFormBody(request: Request): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(
    request.headers.get('content-type') ?? '',
  );
}

function validFormToken(request: Request, sessionKey: string): boolean {
  if (!sessionKey || !isFormBody(request)) return false;
  const sent = Buffer.from(new URL(request.url).searchParams.get(FORM_CSRF_PARAM) ?? '');
  const expected = Buffer.from(formCsrfToken(sessionKey));
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

function cookieName(): string {
  // __Host- needs Secure: over plain http (development, tests) the cookie goes without the prefix.
  return secureCookies() ? '__Host-ir-workspace.csrf' : 'ir-workspace.csrf';
}

/** The slice of a request csrf-csrf reads. */
interface CsrfRequest {
  method: string;
  headers: Record<string, string | undefined>;
  cookies: Record<string, string>;
  sessionKey: string;
}

function protection() {
  return doubleCsrf({
    getSecret: () => authSecret(),
    getSessionIdentifier: (request) => (request as unknown as CsrfRequest).sessionKey,
    cookieName: cookieName(),
    cookieOptions: { sameSite: 'strict', path: '/', secure: secureCookies(), httpOnly: true },
    getCsrfTokenFromRequest: (request) => (request as unknown as CsrfRequest).headers[CSRF_HEADER],
  });
}

function cookiesOf(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
  }
  return cookies;
}

function csrfRequest(request: Request, sessionKey: string): CsrfRequest {
  return {
    method: request.method,
    headers: { [CSRF_HEADER]: request.headers.get(CSRF_HEADER) ?? undefined },
    cookies: cookiesOf(request.headers.get('cookie')),
    sessionKey,
  };
}

function cookieLine(
  name: string,
  value: string,
  options: { path?: string; secure?: boolean },
  extra: string[] = [],
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
    ...extra,
  ].join('; ');
}

function generate(request: CsrfRequest, overwrite: boolean): { token: string; setCookie: string } {
  let setCookie = '';
  const response = {
    cookie(name: string, value: string, options: { secure?: boolean; path?: string }) {
      setCookie = cookieLine(name, value, options);
    },
  };
  const token = protection().generateCsrfToken(request as never, response as never, { overwrite });
  return { token, setCookie };
}

/**
 * The session's token and the Set-Cookie header that goes with it: the token of the request's cookie
 * when that cookie is good for this session, else a new one.
 */
export function issueCsrfToken(request: Request, sessionKey: string): { token: string; setCookie: string } {
  return generate(csrfRequest(request, sessionKey), false);
}

/**
 * The CSRF cookie of a session that `setCookies` (a sign-in's or an enrolment's reply) starts: a new
 * token for the new session, so that the first posts after it share one. Null when no session starts.
 */
export function csrfCookieForSession(setCookies: readonly string[]): string | null {
  const started = setCookies
    .map((line) => line.split(';')[0])
    .map((pair) => sessionCookieValue(pair))
    .find(Boolean);
  if (!started) return null;
  return generate({ method: 'GET', headers: {}, cookies: {}, sessionKey: started }, true).setCookie;
}

/** The CSRF cookie of a new enrolment cookie (./enrolment.ts), the binding between an enrolment's two steps. */
export function csrfCookieForBinding(binding: string): string {
  return generate({ method: 'GET', headers: {}, cookies: {}, sessionKey: binding }, true).setCookie;
}

/** The Set-Cookie header that clears the CSRF cookie (at sign-out). */
export function clearedCsrfCookie(): string {
  return cookieLine(cookieName(), '', { path: '/', secure: secureCookies() }, ['Max-Age=0']);
}

/** Whether the POST carries a token that matches its cookie and its session, or a form's token of its session. */
export function validCsrfToken(request: Request, sessionKey: string): boolean {
  if (!request.headers.get(CSRF_HEADER)) return validFormToken(request, sessionKey);
  try {
    return protection().validateRequest(csrfRequest(request, sessionKey) as never);
  } catch {
    return false;
  }
}
