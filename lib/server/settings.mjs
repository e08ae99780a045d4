// @ts-check
/**
 * The settings the production server (server.mjs) reads itself, all at once at start, after the
 * settings files are loaded (env-files.mjs): a wrong value stops the server there rather than
 * serving with the wrong one (a port, the number of proxies to trust, Redis).
 */
import { strictTransportSecurity } from '../security/strict-transport.mjs';
import { trustProxyHops } from '../security/client-address.mjs';
import { htmlCacheDebug, htmlCacheSeconds } from './html-cache.mjs';
import { redisUrl } from './redis.mjs';

/**
 * @typedef {object} ServerSettings
 * @property {number} port PORT (default 3000)
 * @property {string | undefined} host HOST, the address to listen on; unset: every interface, as `next start`
 * @property {number} hops TRUST_PROXY_HOPS (default 0)
 * @property {number} shutdownSeconds SHUTDOWN_TIMEOUT_SECONDS (default 20)
 * @property {number} htmlCacheSeconds HTML_CACHE_SECONDS (default 10; 0 turns the cache off)
 * @property {boolean} htmlCacheDebug HTML_CACHE_DEBUG=1: the cache tells what it did in a header
 * @property {string | null} redisUrl REDIS_URL (optional)
 * @property {string} distDir NEXT_DIST_DIR (default .next)
 * @property {string | null} strictTransportSecurity the HSTS value when SITE_URL is https
 */

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {ServerSettings}
 */
export function serverSettings(env = process.env) {
  return {
    port: listeningPort(env.PORT),
    host: listeningHost(env.HOST),
    hops: trustProxyHops(env.TRUST_PROXY_HOPS),
    shutdownSeconds: wholeSeconds(env.SHUTDOWN_TIMEOUT_SECONDS, 20),
    htmlCacheSeconds: htmlCacheSeconds(env.HTML_CACHE_SECONDS),
    htmlCacheDebug: htmlCacheDebug(env.HTML_CACHE_DEBUG),
    redisUrl: redisUrl(env.REDIS_URL),
    distDir: env.NEXT_DIST_DIR || '.next',
    strictTransportSecurity: strictTransportSecurity(env.SITE_URL),
  };
}

/**
 * PORT: unset or empty = 3000; a whole number from 0 to 65535; anything else throws.
 * @param {string | undefined} value
 */
export function listeningPort(value) {
  const text = value?.trim() ?? '';
  if (text === '') return 3000;
  if (!/^\d+$/.test(text) || Number(text) > 65535) throw new Error(`PORT must be a whole number from 0 to 65535, got ${JSON.stringify(value)}`);
  return Number(text);
}

/**
 * HOST: the address to listen on (127.0.0.1 behind a proxy on the same machine); unset or empty:
 * every interface. Brackets around an IPv6 address are dropped.
 * @param {string | undefined} value
 */
export function listeningHost(value) {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  return text.replace(/^\[(.*)\]$/, '$1');
}

/**
 * A whole number of seconds ≥ 1, else the default.
 * @param {string | undefined} value
 * @param {number} fallback
 */
export function wholeSeconds(value, fallback) {
  const seconds = Number(value);
  return value?.trim() && Number.isInteger(seconds) && seconds >= 1 ? seconds : fallback;
}
