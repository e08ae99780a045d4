// @ts-check
/**
 * The site's server, for production (`npm start`) and development (`npm run dev`, which runs
 * `node server.mjs --dev`): Next's request handler behind a pipeline of named stages
 * (lib/server/pipeline/index.mjs; docs/architecture.md, The path of a request):
 *
 *   head revisions (HSTS, page Cache-Control) → request guard → client address → sanitise
 *   → reading figures → drain
 *   → [bench reference] → HTML cache → script deferral → compression → Next
 *
 * A stage answers the request or passes it on; stages that act on the response hook into its one
 * interception (lib/server/pipeline/intercept.mjs). Dev mode runs the same path with `next({ dev: true })`,
 * NODE_ENV=development and the `.env.development` files, and without the HTML cache, the script
 * deferral, compression and the compile hints (each stage's header says why).
 *
 * In production the framework chunks of the build it serves carry V8 compile hints
 * (lib/server/compile-hints.mjs). With REDIS_URL it is one of several instances (docs/operations.md,
 * Several instances): it empties its HTML cache whenever any instance publishes a purge
 * (lib/server/html-cache-channel.mjs).
 *
 * On SIGTERM (or SIGINT) it shuts down gracefully: /api/health answers 503 so a balancer stops sending,
 * no new connections are accepted, requests in flight finish (up to SHUTDOWN_TIMEOUT_SECONDS), the
 * jobs finish their step and hand their leases back, then the store and Redis are closed.
 *
 * Settings (lib/config/settings.mjs), from the environment or the settings files (lib/server/env-files.mjs,
 * loaded first; the environment wins): PORT (default 3000), HOST (default: every interface, as
 * `next start`), HTML_CACHE_SECONDS (default 10; 0 serves every page fresh from Next), HTML_CACHE_DEBUG
 * (1: the x-html-cache header), TRUST_PROXY_HOPS (default 0), REDIS_URL (optional),
 * SHUTDOWN_TIMEOUT_SECONDS (default 20), SITE_URL (https: Strict-Transport-Security on every response),
 * BENCH_NO_JS_REFERENCE (1 only under `npm run bench`: lib/server/no-js-reference.mjs), and everything
 * the site itself reads (README, "Settings").
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { settingsAtStart } from './lib/config/settings.mjs';
import { stopRunningScheduler } from './lib/server/running-jobs.mjs';
import { answerClientError } from './lib/security/request-guard.mjs';
import { STRICT_TRANSPORT_SECURITY, strictTransportSecurity } from './lib/security/strict-transport.mjs';
import { addCompileHints } from './lib/server/compile-hints.mjs';
import { loadEnvFiles } from './lib/server/env-files.mjs';
import { subscribeHtmlCacheClears } from './lib/server/html-cache-channel.mjs';
import { clearHtmlCaches, createDrain, createHtmlCache, runPipeline, serverStages } from './lib/server/pipeline/index.mjs';
import { closeRedisConnections } from './lib/server/redis.mjs';
import { runShutdownHooks } from './lib/server/shutdown.mjs';

const dev = process.argv.includes('--dev');
// The mode first: it chooses which settings files count (.env.production or .env.development).
// Next's types declare NODE_ENV read-only (it is inlined at build time); here, before Next loads, it is set.
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = dev ? 'development' : 'production';
// The settings files before any setting is read: Next would load them only in app.prepare() below.
loadEnvFiles(import.meta.dirname, { dev });
// Read first: a wrong value stops the server here rather than trusting the wrong address.
const settings = settingsAtStart();
const { TRUST_PROXY_HOPS: hops, PORT: port, HOST: host, SHUTDOWN_TIMEOUT_SECONDS: shutdownSeconds } = settings;
const hsts = strictTransportSecurity(settings.SITE_URL ?? undefined);

const { default: next } = await import('next');

const app = next({ dev, dir: import.meta.dirname, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
// The framework chunks compile on a background thread in the browser (lib/server/compile-hints.mjs);
// a dev build has no such fixed set of chunks.
if (!dev) addCompileHints(join(import.meta.dirname, settings.NEXT_DIST_DIR));

const cache = dev ? null : createHtmlCache({ seconds: settings.HTML_CACHE_SECONDS, debug: settings.HTML_CACHE_DEBUG });
const unsubscribe = dev ? async () => undefined : subscribeHtmlCacheClears(clearHtmlCaches, settings.REDIS_URL);
const drain = createDrain();
const stages = serverStages({ dev, hsts, hops, drain, cache, noJsReference: settings.BENCH_NO_JS_REFERENCE });

/**
 * Slow clients: each holds only its own socket (Node serves the others meanwhile), and these bound how
 * long. A request must send its headers within 20 s and its whole body within 30 s; the form routes
 * cap their body read sooner (lib/backend/request-body.ts). Idle keep-alive sockets close after 5 s.
 * The timeouts are checked every 2 s instead of Node's 30 s, so they hold close to their value.
 */
const TIMEOUTS = { headersTimeout: 20_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 2_000 };

const server = createServer({ connectionsCheckingInterval: TIMEOUTS.connectionsCheckingInterval }, runPipeline(stages, handle));

// Requests Node's parser refuses (TRACK, a broken header line) or that time out: Node's answer, with the headers.
const clientErrorHeaders = hsts ? [{ key: STRICT_TRANSPORT_SECURITY, value: hsts }] : [];
server.on('clientError', (error, socket) => answerClientError(error, socket, clientErrorHeaders));
server.headersTimeout = TIMEOUTS.headersTimeout;
server.requestTimeout = TIMEOUTS.requestTimeout;
server.keepAliveTimeout = TIMEOUTS.keepAliveTimeout;

// HOST unset: every interface, as `next start` listens.
server.listen(port, host, () => {
  const shown = host === undefined ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const mode = dev ? 'development' : `HTML cache ${settings.HTML_CACHE_SECONDS} s`;
  console.log(`▲ Ready on http://${shown}:${port} (${mode}; stages: ${stages.map((stage) => stage.name).join(' → ')})`);
});

/**
 * Stops accepting, lets requests in flight finish (bounded by SHUTDOWN_TIMEOUT_SECONDS), stops the
 * jobs (they finish their step and release their leases), then closes the store and Redis.
 */
async function shutDown() {
  drain.start();
  const jobsStopped = stopRunningScheduler().catch((error) => console.error('[jobs] stop failed', error));
  const drained = new Promise((resolve) => server.close(() => resolve(true)));
  // Idle keep-alive connections would hold close() open; busy ones close after their response (above).
  server.closeIdleConnections();
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(false), shutdownSeconds * 1000)));
  const inTime = await Promise.race([drained, late]);
  clearTimeout(timer);
  if (!inTime) {
    console.error(`[shutdown] requests still open after ${shutdownSeconds} s: closing them`);
    server.closeAllConnections();
  }
  await jobsStopped;
  await unsubscribe().catch(() => undefined);
  await runShutdownHooks();
  await closeRedisConnections();
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    // A second signal while draining: stop now.
    if (drain.draining) process.exit(1);
    console.log(`▲ ${signal}: finishing requests in flight, then stopping`);
    shutDown().then(
      () => process.exit(0),
      (error) => {
        console.error('[shutdown]', error);
        process.exit(1);
      },
    );
  });
}
