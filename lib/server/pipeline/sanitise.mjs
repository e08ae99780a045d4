// @ts-check
/**
 * Stage: so that a stranger's request cannot make the site speak for another host, and Next's internal
 * headers stay inside. The request's target becomes origin-form before Next sees it; the response loses
 * Next's routing headers as its head goes out. Dev mode: on as in production.
 */
import { NEXT_INTERNAL_RESPONSE_HEADERS } from '../next-internals.mjs';
import { interceptResponse } from './intercept.mjs';

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
 * Removes Next's internal headers from the response however they were set (setHeader, or the headers
 * given to writeHead, which the interception sets on the response before its hooks run).
 * @param {import('node:http').ServerResponse} response
 */
export function hideInternalHeaders(response) {
  interceptResponse(response).onHead(() => {
    for (const name of NEXT_INTERNAL_RESPONSE_HEADERS) if (response.hasHeader(name)) response.removeHeader(name);
  });
}

/**
 * The stage: both of the above.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function sanitise(request, response) {
  toOriginForm(request);
  hideInternalHeaders(response);
}
