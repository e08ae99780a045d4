import { siteUrl } from '@/lib/site';

/** Cookies are Secure when the site is served over https (SITE_URL). */
export function secureCookies(): boolean {
  return siteUrl().protocol === 'https:';
}

/** The Set-Cookie values of a response as one Cookie request header (for the framework's second step). */
export function cookieHeaderOf(setCookies: readonly string[], base = ''): string {
  const pairs = new Map<string, string>();
  for (const part of base.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) pairs.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  for (const line of setCookies) {
    const pair = line.split(';')[0];
    const at = pair.indexOf('=');
    if (at > 0) pairs.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return [...pairs]
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}
