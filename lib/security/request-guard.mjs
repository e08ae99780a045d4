// @ts-check
/**
 * Requests the production server (server.mjs) answers itself, before Next: Next answers some of
 * them with a 500 and a stack trace in the log, and without the security headers.
 *
 * - A path whose percent-encoding does not decode (`/%ff`, `/en/%c0`) or decodes to a control
 *   character (`/%00`): 400.
 * - TRACE, anywhere: 405 (nothing here echoes a request back; Node's parser refuses TRACK itself).
 * - Pages (every path outside /api/) take GET and HEAD only: anything else is 405 with
 *   `Allow: GET, HEAD`. The site has no server actions; one added later would need its method here.
 *
 * Requests Node's HTTP parser refuses before they reach any handler (an unknown method such as
 * TRACK, a broken header line, headers too large or too slow) are answered by answerClientError.
 *
 * Every answer carries the headers of every other response (lib/security/static-headers.mjs).
 */
import { CONTENT_SECURITY_POLICY, DOCUMENT_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './static-headers.mjs';

/** @typedef {{ status: 400 | 405, reason: string, allow?: string }} Refusal */

const PAGE_METHODS = new Set(['GET', 'HEAD']);
const NEVER_METHODS = new Set(['TRACE']);

/**
 * Why the request is refused, or null when Next should handle it.
 * @param {{ method?: string, url?: string }} request
 * @returns {Refusal | null}
 */
export function refusalOf({ method = 'GET', url = '/' }) {
  const upper = method.toUpperCase();
  const path = pathOf(url);
  const page = !path?.startsWith('/api/');
  // An API route's methods are its own: no Allow header is better than a wrong one.
  if (NEVER_METHODS.has(upper))
    return { status: 405, reason: 'Method Not Allowed', ...(page && { allow: 'GET, HEAD' }) };
  if (path === null || !isCleanPath(path)) return { status: 400, reason: 'Bad Request: malformed path' };
  if (!PAGE_METHODS.has(upper) && page) return { status: 405, reason: 'Method Not Allowed', allow: 'GET, HEAD' };
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

/** Decodes, and holds no control character once decoded (`/%00` would otherwise render the home page). */
function isCleanPath(/** @type {string} */ path) {
  try {
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(path));
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
  if (request.headers['content-length'] || request.headers['transfer-encoding'])
    response.setHeader('Connection', 'close');
  response.end(request.method === 'HEAD' ? undefined : `${refusal.reason}\n`);
  return true;
}

/** The status Node itself would answer a request its parser refused with, or that timed out. */
const CLIENT_ERROR_STATUS = /** @type {Record<string, [number, string]>} */ ({
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Content Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
});

/**
 * The server's 'clientError' listener: the answer Node would give (400, 408, 413, 431), but with the
 * security headers, then the connection closes. Nothing is written once a response has begun.
 * @param {Error & { code?: string }} error
 * @param {import('node:stream').Duplex & { bytesWritten?: number }} socket
 * @param {readonly import('./static-headers.mjs').HeaderEntry[]} [extra] headers server.mjs adds to every response (HSTS)
 */
export function answerClientError(error, socket, extra = []) {
  if (error.code !== 'ECONNRESET' && socket.writable && !socket.bytesWritten) {
    const [status, reason] = CLIENT_ERROR_STATUS[error.code ?? ''] ?? [400, 'Bad Request'];
    const headers = [
      ...[...SECURITY_HEADERS, ...extra].map(({ key, value }) => `${key}: ${value}`),
      `${CONTENT_SECURITY_POLICY}: ${DOCUMENT_CONTENT_SECURITY_POLICY}`,
      'Content-Type: text/plain; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(reason) + 1}`,
      'Connection: close',
    ];
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${headers.join('\r\n')}\r\n\r\n${reason}\n`);
  }
  socket.destroy(error);
}
