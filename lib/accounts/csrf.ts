import { createHmac, timingSafeEqual } from 'node:crypto';
import { doubleCsrf } from 'csrf-csrf';
import { authSecret } from './settings';
import { secureCookies } from './cookies';

/**
 * CSRF tokens for every workspace POST (csrf-csrf, the signed double-submit cookie pattern), on top of
 * the origin check. The token is bound to the session cookie when there is one, so a token fetched
 * before sign-in is no good after it. The browser fetches a fresh token (GET /api/workspace/csrf)
 * before each POST and sends it in the X-CSRF-Token header.
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
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(request.headers.get('content-type') ?? '');
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

/** A new token and the Set-Cookie header that goes with it. */
export function issueCsrfToken(request: Request, sessionKey: string): { token: string; setCookie: string } {
  let setCookie = '';
  const response = {
    cookie(name: string, value: string, options: { sameSite?: string; secure?: boolean; path?: string; httpOnly?: boolean }) {
      setCookie = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'HttpOnly', 'SameSite=Strict', ...(options.secure ? ['Secure'] : [])].join('; ');
    },
  };
  const token = protection().generateCsrfToken(csrfRequest(request, sessionKey) as never, response as never, { overwrite: true });
  return { token, setCookie };
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
