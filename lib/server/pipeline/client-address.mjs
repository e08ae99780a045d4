// @ts-check
/**
 * Stage: tells the routes the client's address (lib/server/client-address.mjs says how it is worked
 * out): only this server sees the socket. The header is overwritten on every request, so the routes may
 * trust it because only this stage writes it. Dev mode: on as in production.
 */
import { announceClientAddressHeader, CLIENT_ADDRESS_HEADER, clientAddressOf } from '../client-address.mjs';

/**
 * The stage for `hops` proxies of our own in front (TRUST_PROXY_HOPS). Creating it tells the routes
 * the header can be trusted.
 * @param {number} hops
 */
export function clientAddressStage(hops) {
  announceClientAddressHeader();
  /** @param {import('node:http').IncomingMessage} request */
  return function clientAddress(request) {
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf({
      socketAddress: request.socket.remoteAddress,
      forwardedFor: request.headers['x-forwarded-for'],
      hops,
    });
  };
}
