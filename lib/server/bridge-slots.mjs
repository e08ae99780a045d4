// @ts-check
/**
 * The slots of the process bridge (process-bridge.mjs, the door through which the rest of the site
 * reaches them). server.mjs runs unbuilt and each bundle (route handlers, the proxy, the cache handler)
 * loads its own copy of a module, so module state is not shared between them; the global object is.
 * Everything the two sides must share is a named slot of one object on it, so the whole of that shared
 * state is listed here. Only the server layer's own modules use the slots directly.
 *
 * Plain JavaScript: server.mjs imports it unbuilt.
 */

const BRIDGE = Symbol.for('ir-website.server');

/**
 * The slots and what each holds.
 * @typedef {object} Slots
 * @property {boolean} clientAddressAnnounced set by server.mjs: the routes may trust the client address header
 * @property {Set<() => Promise<void> | void>} shutdownHooks what to close when the server stops
 * @property {unknown} redis the shared Redis command connection (lib/server/redis.mjs)
 * @property {Set<unknown>} redisConnections every Redis connection opened, to close at shutdown
 * @property {unknown} jobScheduler the job scheduler instrumentation.ts started (lib/server/running-jobs.mjs)
 * @property {unknown} readingCounts the reading figures waiting to be written (lib/server/reading-counts.mjs)
 */

/** @returns {Partial<Slots>} */
function bridge() {
  const holder = /** @type {Record<symbol, Partial<Slots> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[BRIDGE] ??= {});
}

/**
 * The slot's value, made by `create` the first time any bundle asks.
 * @template {keyof Slots} K
 * @param {K} name
 * @param {() => Slots[K]} create
 * @returns {Slots[K]}
 */
export function bridgeSlot(name, create) {
  const slots = bridge();
  if (slots[name] === undefined) slots[name] = create();
  return /** @type {Slots[K]} */ (slots[name]);
}

/**
 * The slot's value, or undefined when nobody has set it.
 * @template {keyof Slots} K
 * @param {K} name
 * @returns {Slots[K] | undefined}
 */
export function readBridgeSlot(name) {
  return bridge()[name];
}

/**
 * Sets (or, with undefined, empties) the slot.
 * @template {keyof Slots} K
 * @param {K} name
 * @param {Slots[K] | undefined} value
 */
export function setBridgeSlot(name, value) {
  if (value === undefined) delete bridge()[name];
  else bridge()[name] = value;
}
