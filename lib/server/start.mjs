// @ts-check
/**
 * The site's server as a function: what server.mjs runs (its header describes the server), and what
 * the bench's own server runs with one stage more (bench/no-js-server.mjs). Production never adds a
 * stage: `stages` exists so that a measuring tool can compose the same server around its own stage
 * instead of a switch in the production pipeline.
 */
import { createServer } from 'node:http';
import { settingsAtStart } from '../config/settings.mjs';
import { stopRunningScheduler } from './running-jobs.mjs';
import { answerClientError } from '../security/request-guard.mjs';
import { STRICT_TRANSPORT_SECURITY, strictTransportSecurity } from '../security/strict-transport.mjs';
import { loadEnvFiles } from './env-files.mjs';
import { createDrain, runPipeline, serverStages } from './pipeline/index.mjs';
import { closeRedisConnections } from './redis.mjs';
import { runShutdownHooks } from './shutdown.mjs';

/**
 * Slow clients: each holds only its own socket (Node serves the others meanwhile), and these bound how
 * long. A request must send its headers within 20 s and its whole body within 30 s; the form routes
 * cap their body read sooner (lib/backend/request-body.ts). Idle keep-alive sockets close after 5 s.
 * The timeouts are checked every 2 s instead of Node's 30 s, so they hold close to their value.
 */
const TIMEOUTS = {
  headersTimeout: 20_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 2_000,
};

/** @typedef {import('./pipeline/index.mjs').Stage} Stage */

/**
 * Loads the settings files, starts Next (production, or dev with `dev`), serves it behind the pipeline
 * on PORT and shuts down gracefully on SIGTERM or SIGINT.
 * @param {object} options
 * @param {string} options.dir the project folder (Next's and the settings files')
 * @param {boolean} [options.dev] `npm run dev`
 * @param {(stages: Stage[]) => Stage[]} [options.stages] revises the stage list (the bench only)
 */
export async function startServer({ dir, dev = false, stages: reviseStages = (stages) => stages }) {
  // The mode first: it chooses which settings files count (.env.production or .env.development).
  // Next's types declare NODE_ENV read-only (it is inlined at build time); here, before Next loads, it is set.
  /** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = dev ? 'development' : 'production';
  // The settings files before any setting is read: Next would load them only in app.prepare() below.
  loadEnvFiles(dir, { dev });
  // Read first: a wrong value stops the server here rather than trusting the wrong address.
  const settings = settingsAtStart();
  const { TRUST_PROXY_HOPS: hops, PORT: port, HOST: host, SHUTDOWN_TIMEOUT_SECONDS: shutdownSeconds } = settings;
  const hsts = strictTransportSecurity(settings.SITE_URL ?? undefined);

  const { default: next } = await import('next');

  const app = next({ dev, dir, hostname: 'localhost', port });
  const handle = app.getRequestHandler();
  await app.prepare();
  // The build is served as it is: `npm run build` added the compile hints (compile-hints.mjs).

  const drain = createDrain();
  const stages = reviseStages(serverStages({ dev, hsts, hops, drain }));

  const server = createServer(
    { connectionsCheckingInterval: TIMEOUTS.connectionsCheckingInterval },
    runPipeline(stages, handle),
  );

  // Requests Node's parser refuses (TRACK, a broken header line) or that time out: Node's answer, with the headers.
  const clientErrorHeaders = hsts ? [{ key: STRICT_TRANSPORT_SECURITY, value: hsts }] : [];
  server.on('clientError', (error, socket) => answerClientError(error, socket, clientErrorHeaders));
  server.headersTimeout = TIMEOUTS.headersTimeout;
  server.requestTimeout = TIMEOUTS.requestTimeout;
  server.keepAliveTimeout = TIMEOUTS.keepAliveTimeout;

  // HOST unset: every interface, as `next start` listens.
  server.listen(port, host, () => {
    const shown = host === undefined ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    const mode = dev ? 'development' : 'production';
    console.log(
      `▲ Ready on http://${shown}:${port} (${mode}; stages: ${stages.map((stage) => stage.name).join(' → ')})`,
    );
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
}
