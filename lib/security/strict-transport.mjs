// @ts-check
/**
 * HTTP Strict Transport Security: once a browser has seen the site over https, it never again
 * tries it over plain http (a network in between could otherwise strip the TLS). Sent on every
 * response of the production server (server.mjs) when SITE_URL is https, and never when it is
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

/**
 * Makes the response carry the header (when `value` is not null) however its head is written:
 * set as its head goes out (Node writes an implicit head through writeHead too), over any copy
 * set before, so a page replayed from the HTML cache carries it once.
 * @param {import('node:http').ServerResponse} response
 * @param {string | null} value
 */
export function sendStrictTransportSecurity(response, value) {
  if (value === null) return;
  const writeHead = response.writeHead;
  response.writeHead = /** @type {import('node:http').ServerResponse['writeHead']} */ (
    function (/** @type {unknown[]} */ ...args) {
      const headersAt = typeof args[1] === 'string' ? 2 : 1; // writeHead(status, [message], [headers])
      const given = args[headersAt];
      // Headers given to writeHead are merged over those set before: drop a copy there, then set ours.
      if (given && typeof given === 'object' && !Array.isArray(given)) {
        args[headersAt] = Object.fromEntries(Object.entries(given).filter(([name]) => name.toLowerCase() !== 'strict-transport-security'));
      } else if (Array.isArray(given)) {
        const kept = [];
        for (let i = 0; i + 1 < given.length; i += 2) if (String(given[i]).toLowerCase() !== 'strict-transport-security') kept.push(given[i], given[i + 1]);
        args[headersAt] = kept;
      }
      this.setHeader(STRICT_TRANSPORT_SECURITY, value);
      return /** @type {(...a: unknown[]) => import('node:http').ServerResponse} */ (writeHead).apply(this, args);
    }
  );
}
