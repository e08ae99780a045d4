import { settings } from '@/lib/config/settings.mjs';

/**
 * Whether a POST comes from another site's page (cross-site request forgery), for the form endpoints.
 *
 * - Sec-Fetch-Site, which browsers write themselves, decides when present: only `same-origin` (our
 *   own pages) and `none` (the user's own action) pass; `same-site` (a sibling subdomain) does not.
 * - Else Origin, when present, must be the site's origin: SITE_URL's scheme, host and port when it is
 *   set (behind a proxy that rewrites Host, the request's own origin is the proxy's upstream address,
 *   not the public one), else the request's own.
 * - A request with neither comes from no browser page (curl, a backend) and is no forgery.
 */
export function isCrossSite(request: Request, siteUrl: string | null = settings().SITE_URL): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).origin !== expectedOrigin(request, siteUrl);
  } catch {
    // "null" (a sandboxed frame, a file) or anything else that is no origin.
    return true;
  }
}

function expectedOrigin(request: Request, siteUrl: string | null): string {
  if (siteUrl?.trim()) {
    try {
      return new URL(siteUrl.trim()).origin;
    } catch {
      // A malformed SITE_URL: fall back to the request's own origin.
    }
  }
  const url = new URL(request.url);
  return new URL(`${url.protocol}//${request.headers.get('host') ?? url.host}`).origin;
}
