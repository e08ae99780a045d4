// @ts-check
/**
 * The production server (`npm start`): Next's request handler behind a short cache of rendered
 * HTML pages that gives every copy its own CSP nonce (lib/server/html-cache.mjs). Absolute-form
 * targets become origin-form and Next's internal headers are removed (lib/server/sanitize.mjs).
 *
 * Pages leave with Next's script tags rewritten to start after the first paint (lib/server/deferred-scripts.mjs),
 * and the framework chunks of the build it serves carry V8 compile hints (lib/server/compile-hints.mjs).
 *
 * Before Next it answers malformed paths and methods pages do not take itself (lib/security/request-guard.mjs),
 * and it tells the routes the client's address (lib/security/client-address.mjs): only this server sees the socket.
 *
 * With REDIS_URL it is one of several instances (README, "Running several instances"): it empties its
 * HTML cache whenever any instance publishes a purge (lib/server/html-cache-channel.mjs).
 *
 * On SIGTERM (or SIGINT) it shuts down gracefully: /api/health answers 503 so a balancer stops sending,
 * no new connections are accepted, requests in flight finish (up to SHUTDOWN_TIMEOUT_SECONDS), the
 * jobs finish their step and hand their leases back, then the store and Redis are closed.
 *
 * Settings (lib/config/settings.mjs), from the environment or the settings files (`.env`,
 * `.env.local`, `.env.production`: lib/server/env-files.mjs, loaded first; the environment wins):
 * PORT (default 3000), HOST (default: every interface, as `next start`), HTML_CACHE_SECONDS (default
 * 10; 0 serves every page fresh from Next), HTML_CACHE_DEBUG (1: the x-html-cache header),
 * TRUST_PROXY_HOPS (default 0), REDIS_URL (optional), SHUTDOWN_TIMEOUT_SECONDS (default 20), SITE_URL
 * (https: Strict-Transport-Security on every response, lib/security/strict-transport.mjs),
 * BENCH_NO_JS_REFERENCE (1 only under `npm run bench`: the script-free reference pages,
 * lib/server/no-js-reference.mjs), and everything the site itself reads (README, "Configuration").
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { settingsAtStart } from './lib/config/settings.mjs';
import { stopRunningScheduler } from './lib/server/running-jobs.mjs';
import { announceClientAddressHeader, CLIENT_ADDRESS_HEADER, clientAddressOf } from './lib/security/client-address.mjs';
import { answerClientError, answerRefusedRequest } from './lib/security/request-guard.mjs';
import { sendStrictTransportSecurity, STRICT_TRANSPORT_SECURITY, strictTransportSecurity } from './lib/security/strict-transport.mjs';
import { addCompileHints } from './lib/server/compile-hints.mjs';
import { deferDocumentScripts } from './lib/server/deferred-scripts.mjs';
import { reviseDocumentCacheControl } from './lib/server/document-cache-control.mjs';
import { loadEnvFiles } from './lib/server/env-files.mjs';
import { subscribeHtmlCacheClears } from './lib/server/html-cache-channel.mjs';
import { clearHtmlCaches, createHtmlCache } from './lib/server/html-cache.mjs';
import { answerNoJsReference } from './lib/server/no-js-reference.mjs';
import { closeRedisConnections } from './lib/server/redis.mjs';
import { hideInternalHeaders, toOriginForm } from './lib/server/sanitize.mjs';
import { runShutdownHooks } from './lib/server/shutdown.mjs';

// Production mode first: it chooses which settings files count (.env.production, not .env.development).
// Next's types declare NODE_ENV read-only (it is inlined at build time); here, before Next loads, it is set.
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = 'production';
// The settings files before any setting is read: Next would load them only in app.prepare() below.
loadEnvFiles(import.meta.dirname);
// Read first: a wrong value stops the server here rather than trusting the wrong address.
const settings = settingsAtStart();
const { TRUST_PROXY_HOPS: hops, PORT: port, HOST: host, SHUTDOWN_TIMEOUT_SECONDS: shutdownSeconds } = settings;
const hsts = strictTransportSecurity(settings.SITE_URL ?? undefined);

const { default: next } = await import('next');

const app = next({ dev: false, dir: import.meta.dirname, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
// The framework chunks compile on a background thread in the browser (lib/server/compile-hints.mjs).
addCompileHints(join(import.meta.dirname, settings.NEXT_DIST_DIR));

const cache = createHtmlCache({ seconds: settings.HTML_CACHE_SECONDS, debug: settings.HTML_CACHE_DEBUG });
const unsubscribe = subscribeHtmlCacheClears(clearHtmlCaches, settings.REDIS_URL);
const noJsReference = settings.BENCH_NO_JS_REFERENCE;

/** Set on SIGTERM: the instance finishes what it has and takes nothing new. */
let draining = false;
/** Responses under way, told on SIGTERM to close their connection when they end. */
const inFlight = new Set();

/**
 * Slow clients: each holds only its own socket (Node serves the others meanwhile), and these bound how
 * long. A request must send its headers within 20 s and its whole body within 30 s; the form routes
 * cap their body read sooner (lib/backend/request-body.ts). Idle keep-alive sockets close after 5 s.
 * The timeouts are checked every 2 s instead of Node's 30 s, so they hold close to their value.
 */
const TIMEOUTS = { headersTimeout: 20_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 2_000 };

announceClientAddressHeader();

const server = createServer({ connectionsCheckingInterval: TIMEOUTS.connectionsCheckingInterval }, async (request, response) => {
  toOriginForm(request);
  hideInternalHeaders(response);
  // Every response, whoever writes it: Next, the HTML cache, or this server's own answers.
  sendStrictTransportSecurity(response, hsts);
  inFlight.add(response);
  response.once('close', () => inFlight.delete(response));
  // Pages are sent `private, no-cache` instead of Next's no-store, so the back/forward cache takes them.
  reviseDocumentCacheControl(request, response);
  try {
    if (answerRefusedRequest(request, response)) return;
    if (draining) {
      // Each connection closes after its current response (those under way at SIGTERM too, in
      // shutDown), so keep-alive clients move to another instance.
      response.setHeader('connection', 'close');
      if (request.url?.split('?')[0] === '/api/health') {
        response.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        response.end('{"status":"shutting down"}');
        return;
      }
    }
    // Overwrites any copy the client sent: the routes trust this header because only this line writes it.
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf({
      socketAddress: request.socket.remoteAddress,
      forwardedFor: request.headers['x-forwarded-for'],
      hops,
    });
    if (noJsReference && (await answerNoJsReference(request, response))) return;
    if (await cache.handle(request, response)) return;
    // Next's scripts start after the first paint (a miss is recorded by the cache as rewritten).
    deferDocumentScripts(request, response);
    await handle(request, response);
  } catch (error) {
    console.error(error);
    if (!response.headersSent) {
      response.statusCode = 500;
      response.end('Internal Server Error');
    } else {
      response.destroy();
    }
  }
});

// Requests Node's parser refuses (TRACK, a broken header line) or that time out: Node's answer, with the headers.
const clientErrorHeaders = hsts ? [{ key: STRICT_TRANSPORT_SECURITY, value: hsts }] : [];
server.on('clientError', (error, socket) => answerClientError(error, socket, clientErrorHeaders));
server.headersTimeout = TIMEOUTS.headersTimeout;
server.requestTimeout = TIMEOUTS.requestTimeout;
server.keepAliveTimeout = TIMEOUTS.keepAliveTimeout;

// HOST unset: every interface, as `next start` listens.
server.listen(port, host, () => {
  const shown = host === undefined ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  console.log(`▲ Ready on http://${shown}:${port} (HTML cache ${settings.HTML_CACHE_SECONDS} s)`);
});

/**
 * Stops accepting, lets requests in flight finish (bounded by SHUTDOWN_TIMEOUT_SECONDS), stops the
 * jobs (they finish their step and release their leases), then closes the store and Redis.
 */
async function shutDown() {
  draining = true;
  for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
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
    if (draining) process.exit(1);
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
