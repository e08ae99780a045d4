// @ts-check
/**
 * The process bridge: the one module of the server layer the rest of the site imports (routes,
 * features, scripts; `.dependency-cruiser.cjs` forbids any other path into lib/server). server.mjs runs
 * unbuilt and every Next bundle loads its own copy of a module, so what the server process and the
 * bundles share cannot live in module state: it lives in named slots on the global object
 * (bridge-slots.mjs), and the modules below keep them. What the two sides pass per request goes in
 * headers, named here too. A feature that needs something more of the server layer adds it here.
 *
 * - Redis: this process's one command connection and every connection opened, closed at shutdown
 *   (redis.mjs; docs/operations.md, Several instances).
 * - The job scheduler instrumentation.ts started, which routes ask to run a job soon (running-jobs.mjs).
 * - What to close when the server stops (shutdown.mjs).
 * - The reading figures waiting to be written, counted by the server's stage and the search page
 *   (reading-counts.mjs; docs/newsroom.md, Reading figures), and what counts as a page view when a
 *   reader's browser reports one (pipeline/reading-count.mjs).
 * - The entity tags of responses a shared cache holds, and their If-None-Match test (entity-tag.mjs);
 *   the purge keys every public page carries (pipeline/document-cache-control.mjs).
 * - The client address server.mjs writes into CLIENT_ADDRESS_HEADER, and whether it announced doing
 *   so (client-address.mjs); the length of a streamed file a route names in FILE_LENGTH_HEADER, and
 *   the coding of a reply it keeps gzipped in FILE_ENCODING_HEADER (file-length.mjs), with whether a
 *   request takes gzip (pipeline/compression.mjs).
 * - Whether Next's data cache runs here, which Next's server sets up on the global object
 *   (next-internals.mjs).
 * - The settings files, loaded as server.mjs loads them, for the scripts (env-files.mjs).
 *
 * Plain JavaScript re-exports: server.mjs's modules and the bundles reach the same slots through it.
 */

/** @typedef {import('./redis.mjs').RedisClient} RedisClient */
/** @typedef {import('./running-jobs.mjs').RunningScheduler} RunningScheduler */

export { closeRedisConnections, connectRedis, redisReady, sharedRedis, usableRedis } from './redis.mjs';
export { runJobSoon, runningScheduler, setRunningScheduler, stopRunningScheduler } from './running-jobs.mjs';
export { onShutdown } from './shutdown.mjs';
export {
  bangkokDayOf,
  countReading,
  countZeroSearch,
  setReadingCountsEnabled,
  takeReadingCounts,
} from './reading-counts.mjs';
export { pageViewOf } from './pipeline/reading-count.mjs';
export { entityTag, matchesEntityTag } from './entity-tag.mjs';
export { PAGE_KEYS, PAGES_KEY, SITE_KEY } from './pipeline/document-cache-control.mjs';
export {
  announceClientAddressHeader,
  CLIENT_ADDRESS_HEADER,
  clientAddressHeaderAnnounced,
  clientAddressOf,
  normalizeAddress,
  rateLimitKey,
} from './client-address.mjs';
export { FILE_ENCODING_HEADER, FILE_LENGTH_HEADER } from './file-length.mjs';
export { acceptsGzip } from './pipeline/compression.mjs';
export { nextDataCacheAvailable } from './next-internals.mjs';
export { loadEnvFiles } from './env-files.mjs';
