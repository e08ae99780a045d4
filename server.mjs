// @ts-check
/**
 * The production server (`npm start`): Next's request handler behind a short cache of rendered
 * HTML pages that gives every copy its own CSP nonce (lib/server/html-cache.mjs). Absolute-form
 * targets become origin-form and Next's internal headers are removed (lib/server/sanitize.mjs).
 *
 * Before Next it answers malformed paths and methods pages do not take itself (lib/security/request-guard.mjs),
 * and it tells the routes the client's address (lib/security/client-address.mjs): only this server sees the socket.
 *
 * Environment: PORT (default 3000), HTML_CACHE_SECONDS (default 10; 0 serves every page fresh from
 * Next), TRUST_PROXY_HOPS (default 0), BENCH_NO_JS_REFERENCE (1 only under `npm run bench`: the
 * script-free reference pages, lib/server/no-js-reference.mjs), and everything the site itself reads
 * (README, "Configuration").
 * Listens on all interfaces, as `next start` does.
 */
import { createServer } from 'node:http';
import { stopRunningScheduler } from './lib/jobs/running.mjs';
import { announceClientAddressHeader, CLIENT_ADDRESS_HEADER, clientAddressOf, trustProxyHops } from './lib/security/client-address.mjs';
import { answerClientError, answerRefusedRequest } from './lib/security/request-guard.mjs';
import { reviseDocumentCacheControl } from './lib/server/document-cache-control.mjs';
import { createHtmlCache, htmlCacheSeconds } from './lib/server/html-cache.mjs';
import { answerNoJsReference, noJsReferenceEnabled } from './lib/server/no-js-reference.mjs';
import { hideInternalHeaders, toOriginForm } from './lib/server/sanitize.mjs';

// Read first: a wrong value stops the server here rather than trusting the wrong address.
const hops = trustProxyHops(process.env.TRUST_PROXY_HOPS);

process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const app = next({ dev: false, dir: import.meta.dirname, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const cache = createHtmlCache({ seconds: htmlCacheSeconds(process.env.HTML_CACHE_SECONDS) });
const noJsReference = noJsReferenceEnabled();

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
  // Pages are sent `private, no-cache` instead of Next's no-store, so the back/forward cache takes them.
  reviseDocumentCacheControl(request, response);
  try {
    if (answerRefusedRequest(request, response)) return;
    // Overwrites any copy the client sent: the routes trust this header because only this line writes it.
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf({
      socketAddress: request.socket.remoteAddress,
      forwardedFor: request.headers['x-forwarded-for'],
      hops,
    });
    if (noJsReference && (await answerNoJsReference(request, response))) return;
    if (await cache.handle(request, response)) return;
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
server.on('clientError', answerClientError);
server.headersTimeout = TIMEOUTS.headersTimeout;
server.requestTimeout = TIMEOUTS.requestTimeout;
server.keepAliveTimeout = TIMEOUTS.keepAliveTimeout;

server.listen(port, () => {
  console.log(`▲ Ready on http://localhost:${port} (HTML cache ${htmlCacheSeconds(process.env.HTML_CACHE_SECONDS)} s)`);
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    // Background jobs (lib/jobs) finish their step and hand their leases back.
    const jobsStopped = stopRunningScheduler().catch((error) => console.error('[jobs] stop failed', error));
    server.close(() => void jobsStopped.then(() => process.exit(0)));
    // Keep-alive connections would hold close() open; give requests in flight a moment.
    setTimeout(() => process.exit(0), 3000).unref();
    server.closeIdleConnections();
  });
}
