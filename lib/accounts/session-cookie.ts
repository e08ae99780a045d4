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
