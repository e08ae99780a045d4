// @ts-check
/**
 * The production server (`npm start`): Next's request handler behind a short cache of rendered
 * HTML pages that gives every copy its own CSP nonce (lib/server/html-cache.mjs). Absolute-form
 * targets become origin-form and Next's internal headers are removed (lib/server/sanitize.mjs).
 *
 * Environment: PORT (default 3000), HTML_CACHE_SECONDS (default 10; 0 serves every page fresh from
 * Next), and everything the site itself reads (README, "Configuration"). Listens on all interfaces,
 * as `next start` does.
 */
import { createServer } from 'node:http';
import { createHtmlCache, htmlCacheSeconds } from './lib/server/html-cache.mjs';
import { hideInternalHeaders, toOriginForm } from './lib/server/sanitize.mjs';

process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const app = next({ dev: false, dir: import.meta.dirname, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const cache = createHtmlCache({ seconds: htmlCacheSeconds(process.env.HTML_CACHE_SECONDS) });

const server = createServer(async (request, response) => {
  toOriginForm(request);
  hideInternalHeaders(response);
  try {
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

server.listen(port, () => {
  console.log(`▲ Ready on http://localhost:${port} (HTML cache ${htmlCacheSeconds(process.env.HTML_CACHE_SECONDS)} s)`);
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections would hold close() open; give requests in flight a moment.
    setTimeout(() => process.exit(0), 3000).unref();
    server.closeIdleConnections();
  });
}
