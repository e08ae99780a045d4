// @ts-check
/**
 * HTTP Strict Transport Security: once a browser has seen the site over https, it never again
 * tries it over plain http (a network in between could otherwise strip the TLS). Sent on every
 * response of the production server (server.mjs, lib/server/pipeline/strict-transport.mjs) when SITE_URL is https, and never when it is
 * http: a browser told so by a plain-http site (a test server, a staging box) would refuse it.
 *
 * Plain JavaScript: server.mjs runs unbuilt.
 */

export const STRICT_TRANSPORT_SECURITY = 'Strict-Transport-Security';

/** Two years, subdomains included (the value HSTS preload lists ask for, without opting in to them). */
export const STRICT_TRANSPORT_SECURITY_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * The header's value for this SITE_URL, or null when the site is not served over https.
 * @param {string | undefined} siteUrl
 * @returns {string | null}
 */
export function strictTransportSecurity(siteUrl) {
  const text = siteUrl?.trim() ?? '';
  if (text === '') return null;
  try {
    return new URL(text).protocol === 'https:' ? STRICT_TRANSPORT_SECURITY_VALUE : null;
  } catch {
    return null;
  }
}
