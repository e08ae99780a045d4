// @ts-check
/**
 * The HTML cache's background refresh of a stale page: a loopback GET to this server carrying the
 * request's key headers and a one-time token in REFRESH_HEADER; the cache records that response like
 * any render and the loopback's copy is discarded.
 *
 * Why a real request rather than a hand-made IncomingMessage/ServerResponse pair given to Next's
 * handler: a ServerResponse without a socket depends on Node internals to finish, and Next reads the
 * socket (address, TLS) and streams through it. The loopback request takes exactly the path a
 * reader's request takes (proxy, headers, every stage), so the refreshed page is the page a reader
 * would get.
 */
import { request as httpRequest } from 'node:http';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

/** Marks the cache's own background render of a page; its value is a one-time token, so no one else can pose as one. */
export const REFRESH_HEADER = 'x-html-cache-refresh';

/**
 * Where this server can reach itself: the local end of the connection the request came in on.
 * @param {IncomingMessage} request
 * @returns {{ host: string, port: number } | null}
 */
export function refreshTarget(request) {
  const { localAddress, localPort } = request.socket ?? {};
  return localAddress && localPort ? { host: localAddress, port: localPort } : null;
}

/**
 * Asks this server for the page again. `onSettled` runs once, when the loopback exchange has ended
 * one way or another.
 * @param {IncomingMessage} request the request that found the page stale
 * @param {{ host: string, port: number }} target
 * @param {string} token
 * @param {number} timeoutMs
 * @param {() => void} onSettled
 */
export function dispatchRefresh(request, target, token, timeoutMs, onSettled) {
  /** @type {Record<string, string>} */
  const headers = { [REFRESH_HEADER]: token, 'accept-encoding': 'identity', connection: 'close' };
  for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto', 'user-agent']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    onSettled();
  };
  const refresh = httpRequest(
    { ...target, method: 'GET', path: request.url, headers, agent: false, timeout: timeoutMs },
    (reply) => {
      reply.on('end', settle).on('close', settle).on('error', settle).resume();
    },
  );
  refresh.on('timeout', () => refresh.destroy(new Error('refresh timed out')));
  refresh.on('error', settle);
  refresh.on('close', settle);
  refresh.end();
}
