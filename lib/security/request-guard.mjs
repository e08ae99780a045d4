// @ts-check
/**
 * Requests the production server (server.mjs) answers itself, before Next: Next answers some of
 * them with a 500 and a stack trace in the log, and without the security headers.
 *
 * - A path whose percent-encoding does not decode (`/%ff`, `/en/%c0`): 400.
 * - TRACE and TRACK, anywhere: 405 (nothing here echoes a request back).
 * - Pages (every path outside /api/) take GET and HEAD only: anything else is 405 with
 *   `Allow: GET, HEAD`. The site has no server actions; one added later would need its method here.
 *
 * Every answer carries the headers of every other response (lib/security/static-headers.mjs).
 */
import { CONTENT_SECURITY_POLICY, DOCUMENT_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './static-headers.mjs';

/** @typedef {{ status: 400 | 405, reason: string, allow?: string }} Refusal */

const PAGE_METHODS = new Set(['GET', 'HEAD']);
const NEVER_METHODS = new Set(['TRACE', 'TRACK']);

/**
 * Why the request is refused, or null when Next should handle it.
 * @param {{ method?: string, url?: string }} request
 * @returns {Refusal | null}
 */
export function refusalOf({ method = 'GET', url = '/' }) {
  const upper = method.toUpperCase();
  if (NEVER_METHODS.has(upper)) return { status: 405, reason: 'Method Not Allowed', allow: 'GET, HEAD' };
  const path = pathOf(url);
  if (path === null || !decodes(path)) return { status: 400, reason: 'Bad Request: malformed path' };
  if (!PAGE_METHODS.has(upper) && !path.startsWith('/api/')) return { status: 405, reason: 'Method Not Allowed', allow: 'GET, HEAD' };
  return null;
}

/** The raw (still encoded) path of an origin-form or absolute-form request target; null if it has none. */
function pathOf(/** @type {string} */ target) {
  if (target.startsWith('/')) {
    const end = target.search(/[?#]/);
    return end === -1 ? target : target.slice(0, end);
  }
  try {
    return new URL(target).pathname;
  } catch {
    return null;
  }
}

function decodes(/** @type {string} */ path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers a refused request; returns whether it did (the caller then leaves it alone).
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function answerRefusedRequest(request, response) {
  const refusal = refusalOf(request);
  if (!refusal) return false;
  response.statusCode = refusal.status;
  for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
  response.setHeader(CONTENT_SECURITY_POLICY, DOCUMENT_CONTENT_SECURITY_POLICY);
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  if (refusal.allow) response.setHeader('Allow', refusal.allow);
  // A body we did not read (a POST to a page) is not worth keeping the connection for.
  if (request.headers['content-length'] || request.headers['transfer-encoding']) response.setHeader('Connection', 'close');
  response.end(request.method === 'HEAD' ? undefined : `${refusal.reason}\n`);
  return true;
}
