// @ts-check
/**
 * What server.mjs does to every request and response around Next's handler, so that a stranger's
 * request cannot make the site speak for another host, and internal headers stay inside.
 */

/** Headers Next sets for its own routing that tell a stranger how the site is built. */
const INTERNAL_HEADERS = ['x-middleware-rewrite'];

/** scheme "://" authority, then the rest (RFC 9112 §3.2.2 absolute-form). */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * The origin-form of a request target: an absolute-form target (`GET http://evil.test/en`, which only
 * proxies are sent) loses its scheme and authority, so Next never builds a redirect or a link to the
 * host it names; the Host header stays the one host the page is for. Other targets are unchanged.
 * @param {string} target
 */
export function originFormTarget(target) {
  const absolute = ABSOLUTE_FORM.exec(target);
  if (!absolute) return target;
  const rest = target.slice(absolute[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Rewrites the request's target to origin-form (see originFormTarget).
 * @param {import('node:http').IncomingMessage} request
 */
export function toOriginForm(request) {
  if (request.url !== undefined) request.url = originFormTarget(request.url);
}

/**
 * Removes INTERNAL_HEADERS from the response however they were set (setHeader before the head is
 * written, or the headers given to writeHead); Node writes an implicit head through writeHead too.
 * @param {import('node:http').ServerResponse} response
 */
export function hideInternalHeaders(response) {
  const writeHead = response.writeHead;
  response.writeHead = /** @type {import('node:http').ServerResponse['writeHead']} */ (
    function (/** @type {unknown[]} */ ...args) {
      for (const name of INTERNAL_HEADERS) if (this.hasHeader(name)) this.removeHeader(name);
      const headersAt = typeof args[1] === 'string' ? 2 : 1; // writeHead(status, [message], [headers])
      if (args[headersAt] !== undefined) args[headersAt] = withoutInternal(args[headersAt]);
      return /** @type {(...a: unknown[]) => import('node:http').ServerResponse} */ (writeHead).apply(this, args);
    }
  );
}

/**
 * The headers argument of writeHead without the internal ones: an object or a flat
 * [name, value, name, value] list.
 * @param {unknown} headers
 */
function withoutInternal(headers) {
  const internal = (/** @type {unknown} */ name) => INTERNAL_HEADERS.includes(String(name).toLowerCase());
  if (Array.isArray(headers)) {
    const kept = [];
    for (let i = 0; i + 1 < headers.length; i += 2) if (!internal(headers[i])) kept.push(headers[i], headers[i + 1]);
    if (headers.length % 2) kept.push(headers[headers.length - 1]); // malformed: Node's writeHead says so
    return kept;
  }
  if (headers && typeof headers === 'object') {
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !internal(name)));
  }
  return headers;
}
