// @ts-check
/**
 * Shared state between several instances of the site goes through one Redis, named by REDIS_URL
 * (docs/operations.md, Several instances). Without it nothing here opens a connection and every
 * instance keeps its state in memory.
 *
 * One command connection per process, reachable from every bundle (server.mjs runs unbuilt, route
 * handlers and the cache handler load apart): modules are not shared between those, the global object is.
 * Callers ask usableRedis() first: while a connection that worked is down they fall back at once (rate
 * limits in memory, a cache miss, no job run); a command timeout bounds the rest. A missing Redis never
 * hangs a request.
 * Plain JavaScript: server.mjs and Next's cache handler import it unbuilt.
 */
import Redis from 'ioredis';
import { settings } from '../config/settings.mjs';
import { bridgeSlot, setBridgeSlot } from './bridge-slots.mjs';

/** @typedef {import('ioredis').Redis} RedisClient */

/** Connections that have been ready once: when down they are in an outage, not starting. */
const everReady = new WeakSet();
/** When each connection was opened: one still starting is waited for only until startMs after that. */
const openedAt = new WeakMap();

/** @returns {Set<RedisClient>} */
function openConnections() {
  return /** @type {Set<RedisClient>} */ (bridgeSlot('redisConnections', () => new Set()));
}

/**
 * A new connection to `url` (a subscriber needs its own). Reconnects on its own after a failure.
 * @param {string} url
 * @param {{ commandTimeoutMs?: number }} [options]
 * @returns {RedisClient}
 */
export function connectRedis(url, { commandTimeoutMs = 1000 } = {}) {
  const client = new Redis(url, {
    // Commands sent before the first connection wait for it (a subscriber subscribes at once); the
    // callers check usableRedis() so nothing queues during an outage.
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  });
  let reported = false;
  client.on('error', (error) => {
    // Logged once per outage, not once per reconnection attempt.
    if (!reported) console.error(`[redis] ${error instanceof Error ? error.message : String(error)}`);
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
    everReady.add(client);
  });
  openedAt.set(client, Date.now());
  openConnections().add(client);
  client.once('end', () => openConnections().delete(client));
  return client;
}

/**
 * This process's command connection, or null without REDIS_URL.
 * @returns {RedisClient | null}
 */
export function sharedRedis() {
  const url = settings().REDIS_URL;
  if (!url) return null;
  return /** @type {RedisClient} */ (bridgeSlot('redis', () => connectRedis(url)));
}

/**
 * Resolves once `client` is ready (or at once if it is), false after `timeoutMs`.
 * @param {RedisClient} client
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export function redisReady(client, timeoutMs = 2000) {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (/** @type {boolean} */ value) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(value);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.on('ready', onReady);
  });
}

/**
 * Whether to send `client` a command now: yes when it is connected; a connection still starting is
 * waited for until `startMs` after it was opened; one that is down after that is not waited for (the
 * caller falls back at once).
 * @param {RedisClient} client
 * @param {number} [startMs]
 * @returns {Promise<boolean>}
 */
export async function usableRedis(client, startMs = 2000) {
  if (client.status === 'ready') return true;
  const left = (openedAt.get(client) ?? 0) + startMs - Date.now();
  if (everReady.has(client) || client.status === 'end' || left <= 0) return false;
  return redisReady(client, left);
}

/** Closes every Redis connection of this process (shutdown: server.mjs). */
export async function closeRedisConnections() {
  setBridgeSlot('redis', undefined);
  const clients = [...openConnections()];
  openConnections().clear();
  // quit() lets sent commands finish; a connection that is not up has nothing to finish.
  await Promise.all(
    clients.map((client) =>
      client.status === 'ready'
        ? client.quit().then(
            () => undefined,
            () => client.disconnect(),
          )
        : client.disconnect(),
    ),
  );
}
