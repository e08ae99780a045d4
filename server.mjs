// @ts-check
/**
 * The site's server, for production (`npm start`) and development (`npm run dev`, which runs
 * `node server.mjs --dev`): Next's request handler behind a pipeline of named stages
 * (lib/server/pipeline/index.mjs; docs/architecture.md, The path of a request):
 *
 *   in flight → head revisions (HSTS, page Cache-Control, file length) → request guard → client address
 *   → sanitise → reading figures → drain
 *   → script deferral → script hashes → compression → Next
 *
 * A stage answers the request or passes it on; stages that act on the response hook into its one
 * interception (lib/server/pipeline/intercept.mjs). A page goes out whole: the script hashes stage
 * holds its head until the page is complete, then sends the policy naming the hashes of its inline
 * scripts and its ETag (docs/decisions/046-script-hashes-and-a-shared-cache.md). It keeps no copy of
 * a page: a public page is the same bytes for every reader, sent with a Cache-Control a shared cache
 * in front may hold it by (docs/operations.md, A shared cache in front). Dev mode runs the same path
 * with `next({ dev: true })`, NODE_ENV=development and the `.env.development` files, without the
 * script deferral and compression, and with the development policy (each stage's header says why).
 *
 * It serves the build as `npm run build` left it and writes nothing into it: the framework chunks'
 * V8 compile hints are added by the build, after `next build` (lib/server/compile-hints.mjs). With
 * REDIS_URL it is one of several instances (docs/operations.md, Several instances).
 *
 * On SIGTERM (or SIGINT) it shuts down gracefully: /api/health answers 503 so a balancer stops sending,
 * no new connections are accepted, requests in flight finish (up to SHUTDOWN_TIMEOUT_SECONDS), the
 * jobs finish their step and hand their leases back, then the store and Redis are closed.
 *
 * Settings (lib/config/settings.mjs), from the environment or the settings files (lib/server/env-files.mjs,
 * loaded first; the environment wins): PORT (default 3000), HOST (default: every interface, as
 * `next start`), TRUST_PROXY_HOPS (default 0), REDIS_URL (optional),
 * SHUTDOWN_TIMEOUT_SECONDS (default 20), SITE_URL (https: Strict-Transport-Security on every response),
 * and everything the site itself reads (README, "Settings").
 *
 * The server itself is lib/server/start.mjs; the bench runs it with its no-JS reference stage added
 * (bench/no-js-server.mjs), so this production entry has no bench switch.
 */
import { startServer } from './lib/server/start.mjs';

await startServer({ dir: import.meta.dirname, dev: process.argv.includes('--dev') });
