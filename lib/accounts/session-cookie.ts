/** The prefix of the workspace's cookies (the authentication framework's and the CSRF cookie). */
export const AUTH_COOKIE_PREFIX = 'ir-workspace';

/** The session cookie's value (signed token), or '' when there is none: what CSRF tokens are bound to. */
export function sessionCookieValue(cookieHeader: string | null): string {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    if (at > 0 && name.endsWith(`${AUTH_COOKIE_PREFIX}.session_token`)) return part.slice(at + 1).trim();
  }
  return '';
}

/** The enrolment cookie's name without the __Host- prefix it has over https (lib/accounts/enrolment.ts). */
export const ENROLMENT_COOKIE = `${AUTH_COOKIE_PREFIX}.enrolment`;

/** The enrolment cookie's value, or '': the browser that took an enrolment's first step (lib/accounts/enrolment.ts). */
export function enrolmentCookieValue(cookieHeader: string | null): string {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    if (at > 0 && (name === ENROLMENT_COOKIE || name === `__Host-${ENROLMENT_COOKIE}`))
      return part.slice(at + 1).trim();
  }
  return '';
}

/**
 * What a CSRF token is bound to (./csrf.ts): the session cookie, else, between an enrolment's two steps,
 * the enrolment cookie (there is no session until both are done), else nothing.
 */
export function csrfBinding(cookieHeader: string | null): string {
  return sessionCookieValue(cookieHeader) || enrolmentCookieValue(cookieHeader);
}
