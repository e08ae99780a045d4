// @ts-check
/**
 * Who sent a request, for the rate limits and the daily bound on stored contact messages.
 *
 * The production server (server.mjs) owns the socket, so it works the address out and hands it to
 * the routes in CLIENT_ADDRESS_HEADER, overwriting whatever copy of that header the client sent.
 * By default the address is the socket's; TRUST_PROXY_HOPS=N (N proxies of our own in front) takes
 * the Nth address from the right of X-Forwarded-For, the one our outermost proxy wrote. Entries to
 * the left of it are the client's own words and never count.
 *
 * Plain JavaScript: server.mjs runs unbuilt.
 */
import { readBridgeSlot, setBridgeSlot } from './bridge-slots.mjs';

/** Set by server.mjs on every request; read by the routes only when server.mjs announced it (below). */
export const CLIENT_ADDRESS_HEADER = 'x-ir-client-address';

/** server.mjs calls this once: from then on the routes may trust CLIENT_ADDRESS_HEADER. */
export function announceClientAddressHeader() {
  // Route code is bundled apart from server.mjs: the two share this flag through the process bridge.
  setBridgeSlot('clientAddressAnnounced', true);
}

/** Whether this process runs behind server.mjs (else a client could have written the header). */
export function clientAddressHeaderAnnounced() {
  return readBridgeSlot('clientAddressAnnounced') === true;
}

/**
 * The client's address. The chain runs from us outwards: the socket's peer, then the entries of
 * X-Forwarded-For from right to left (each proxy appends the peer it saw). With `hops` proxies of
 * our own, the client is chain[hops]; a shorter chain (a request that came round the proxies)
 * gives its last, furthest entry, as Express's `trust proxy` does.
 * Without a socket address (a route served by `next start` or `next dev`, which do not show the
 * socket to route handlers) Next's own X-Forwarded-For entry stands in for it: Next writes the
 * socket address there only when the client sent none, so there the header can be forged.
 * @param {{ socketAddress?: string | null, forwardedFor?: string | string[] | null, hops: number }} input
 * @returns {string} a normalized address, or 'unknown' when there is none at all
 */
export function clientAddressOf({ socketAddress, forwardedFor, hops }) {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  const chain = socketAddress ? [socketAddress, ...forwarded] : forwarded;
  if (chain.length === 0) return 'unknown';
  return normalizeAddress(chain[Math.min(hops, chain.length - 1)]);
}

/**
 * One spelling per address: IPv4-mapped IPv6 as IPv4, IPv6 lower-case without brackets or zone,
 * a port (as some proxies write "1.2.3.4:5678") dropped. Other text is kept, cut to 64 characters.
 * @param {string} address
 */
export function normalizeAddress(address) {
  let text = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(text);
  if (mapped) text = mapped[1];
  return text.slice(0, 64) || 'unknown';
}

/**
 * The key a limit counts under: the address itself for IPv4, the /64 network for IPv6, since one
 * IPv6 subscriber usually holds a whole /64 and could otherwise take a new address per request.
 * @param {string} address a normalized address
 */
export function rateLimitKey(address) {
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  if (!address.includes('::') && headGroups.length !== 8) return address;
  const groups = [
    ...headGroups,
    ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
    ...tailGroups,
  ];
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
