// @ts-check
/**
 * Every assumption this site makes about Next's internals, in one place: what is not Next's public
 * API but what the server (lib/server/pipeline/) and the data layer rely on. A Next upgrade can change
 * any of them without notice; lib/server/next-internals.test.ts checks each against the installed Next
 * and e2e/deferred-scripts.spec.ts checks the chunk tags of a real build (docs/operations.md, Upgrading
 * Next and React). Each entry says what breaks if the assumption does.
 *
 * Plain JavaScript: server.mjs imports it unbuilt; route code (lib/backend/cache.ts) imports it too.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
/**
 * Request headers of Next's client router (flight data, prefetches, server actions, the dev server's
 * HMR refresh): such requests are never documents (app-router-headers.js, FLIGHT_HEADERS and the
 * action header). Breaks: an RSC payload cached or rewritten as a page.
 */
export const ROUTER_REQUEST_HEADERS = Object.freeze([
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-hmr-refresh',
]);

/** The cache-busting query parameter of RSC requests (NEXT_RSC_UNION_QUERY). */
export const RSC_QUERY_PARAMETER = '_rsc';

/** The content type of RSC payloads (RSC_CONTENT_TYPE_HEADER). */
export const RSC_CONTENT_TYPE = 'text/x-component';

/**
 * The Cache-Control Next sends for a page rendered per request (getCacheControlHeader with
 * revalidate 0). Breaks: pages keep no-store, and the back/forward cache refuses them.
 */
export const NEXT_DYNAMIC_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** Response headers Next sets for its own routing, which tell a stranger how the site is built. */
export const NEXT_INTERNAL_RESPONSE_HEADERS = Object.freeze(['x-middleware-rewrite']);

/** Where Next serves its own files: never a page. */
export const NEXT_ASSET_PREFIX = '/_next/';

/**
 * A chunk of Next's as its tags name it: a same-origin path under /_next/ ending in .js (never a URL
 * with a scheme or a host). Breaks: the chunks are no longer deferred (docs/decisions/003).
 * @param {string | undefined} src
 */
export function isNextChunkPath(src) {
  return typeof src === 'string' && /^\/_next\/[\w./~-]+\.js$/.test(src);
}

/**
 * The shape of the tag by which Next loads a chunk in a page: `<script src="/_next/…js"
 * async=""></script>` (attribute values always in double quotes), with the bootstrap chunk also as
 * `<link rel="preload" as="script" href="/_next/…js">`; a `nomodule` script is a polyfill and stays.
 * Given a tag's attributes (lower-case names), the chunk it loads, or undefined when it is not such a tag.
 * Checked against a build by e2e/deferred-scripts.spec.ts.
 * @param {Map<string, string>} attributes
 */
export function chunkOfScriptTag(attributes) {
  const src = attributes.get('src');
  if (!isNextChunkPath(src) || !attributes.has('async') || attributes.has('nomodule')) return undefined;
  return src;
}

/** @param {Map<string, string>} attributes of a <link>: whether it preloads one of Next's chunks */
export function isChunkPreload(attributes) {
  return (
    attributes.get('rel') === 'preload' && attributes.get('as') === 'script' && isNextChunkPath(attributes.get('href'))
  );
}

/**
 * The framework chunks every page loads first: `rootMainFiles` of the build's build-manifest.json,
 * as paths inside the build folder (static/chunks/….js). Throws when the manifest cannot be read;
 * an empty list when it has no such field. Breaks: no compile hints (a speed-up, never an error).
 * @param {string} distDir
 * @returns {string[]}
 */
export function rootMainFilesOf(distDir) {
  /** @type {unknown} */
  const files = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')).rootMainFiles;
  if (!Array.isArray(files)) return [];
  return files.filter((file) => typeof file === 'string' && /^static\/chunks\/[\w.~-]+\.js$/.test(file));
}

/**
 * Whether Next's data cache (unstable_cache) can run here: inside the Next server (the bundler defines
 * NEXT_RUNTIME) or where an incremental cache was installed on `globalThis.__incrementalCache` (Next's
 * server does so; tests may). Breaks: the lists are loaded uncached, or unstable_cache throws.
 */
export function nextDataCacheAvailable() {
  return (
    Boolean(process.env.NEXT_RUNTIME) ||
    /** @type {{ __incrementalCache?: unknown }} */ (globalThis).__incrementalCache !== undefined
  );
}

/**
 * Next's settings-file loader, `@next/env` as next itself resolves it (so Next's own later call
 * shares its state): `loadEnvConfig(dir, dev, log)` returning `{ loadedEnvFiles: { path }[] }`.
 * Breaks: the server would start without the `.env` files' settings.
 * @returns {{ loadEnvConfig: (dir: string, dev?: boolean, log?: unknown) => { loadedEnvFiles: { path: string }[] } }}
 */
export function nextEnvLoader() {
  const requireFromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
  return requireFromNext('@next/env');
}
