/** @jest-environment node */
/**
 * The contract with the installed Next: every assumption of lib/server/next-internals.mjs, checked
 * against Next's own code. Run it first after bumping next (docs/operations.md, Upgrading Next and React); a
 * failure names the assumption that broke and what it breaks. The chunk tags of a real page are checked
 * against a build by e2e/deferred-scripts.spec.ts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chunkOfScriptTag,
  isChunkPreload,
  NEXT_DYNAMIC_CACHE_CONTROL,
  NEXT_INTERNAL_RESPONSE_HEADERS,
  nextDataCacheAvailable,
  nextEnvLoader,
  ROUTER_REQUEST_HEADERS,
  RSC_CONTENT_TYPE,
  RSC_QUERY_PARAMETER,
  rootMainFilesOf,
} from './next-internals.mjs';

const requireFromNext = createRequire(require.resolve('next/package.json'));
const nextDist = path.dirname(require.resolve('next/package.json'));

/** Fails with the assumption's name when `check` throws or returns false. */
function holds(assumption: string, check: () => boolean | void) {
  let ok: boolean | void;
  try {
    ok = check();
  } catch (error) {
    throw new Error(
      `Next internals: "${assumption}" no longer holds (${error instanceof Error ? error.message : String(error)}). See lib/server/next-internals.mjs.`,
    );
  }
  if (ok === false)
    throw new Error(`Next internals: "${assumption}" no longer holds. See lib/server/next-internals.mjs.`);
}

/** The text of a file of the installed Next, or a failure naming the assumption. */
function nextSource(assumption: string, file: string): string {
  let text = '';
  holds(assumption, () => {
    text = readFileSync(path.join(nextDist, file), 'utf8');
  });
  return text;
}

describe('the installed Next', () => {
  it("names the client router's request headers, query parameter and content type as assumed", () => {
    const headers = requireFromNext('./dist/client/components/app-router-headers.js');
    const named = [
      headers.RSC_HEADER,
      headers.NEXT_ROUTER_PREFETCH_HEADER,
      headers.NEXT_ROUTER_STATE_TREE_HEADER,
      headers.NEXT_ROUTER_SEGMENT_PREFETCH_HEADER,
      headers.ACTION_HEADER,
    ];
    holds(`the router's request headers include ${named.join(', ')} (app-router-headers.js)`, () =>
      named.every((name, index) => name === ROUTER_REQUEST_HEADERS[index]),
    );
    holds(`every flight request header is among them (FLIGHT_HEADERS)`, () =>
      (headers.FLIGHT_HEADERS as string[])
        .filter((name) => name !== headers.NEXT_URL)
        .every((name) => ROUTER_REQUEST_HEADERS.includes(name)),
    );
    holds(
      `RSC requests carry the ${RSC_QUERY_PARAMETER} query parameter (NEXT_RSC_UNION_QUERY)`,
      () => headers.NEXT_RSC_UNION_QUERY === RSC_QUERY_PARAMETER,
    );
    holds(
      `RSC payloads are ${RSC_CONTENT_TYPE} (RSC_CONTENT_TYPE_HEADER)`,
      () => headers.RSC_CONTENT_TYPE_HEADER === RSC_CONTENT_TYPE,
    );
  });

  it("sends Next's Cache-Control string for a page rendered per request", () => {
    holds(
      `getCacheControlHeader({ revalidate: 0 }) is "${NEXT_DYNAMIC_CACHE_CONTROL}" (server/lib/cache-control.js)`,
      () => {
        const { getCacheControlHeader } = requireFromNext('./dist/server/lib/cache-control.js');
        return getCacheControlHeader({ revalidate: 0, expire: undefined }) === NEXT_DYNAMIC_CACHE_CONTROL;
      },
    );
  });

  it('sets the internal response headers the server removes', () => {
    const adapter = nextSource('the proxy adapter is server/web/adapter.js', 'dist/server/web/adapter.js');
    for (const name of NEXT_INTERNAL_RESPONSE_HEADERS) {
      holds(`Next sets the internal response header ${name} (server/web/adapter.js)`, () =>
        adapter.includes(`'${name}'`),
      );
    }
  });

  it('installs its incremental cache on globalThis.__incrementalCache', () => {
    const server = nextSource('the base server is server/base-server.js', 'dist/server/base-server.js');
    holds('base-server.js assigns globalThis.__incrementalCache', () =>
      /globalThis\.__incrementalCache\s*=/.test(server),
    );
    const saved = (globalThis as { __incrementalCache?: unknown }).__incrementalCache;
    try {
      (globalThis as { __incrementalCache?: unknown }).__incrementalCache = {};
      expect(nextDataCacheAvailable()).toBe(true);
    } finally {
      (globalThis as { __incrementalCache?: unknown }).__incrementalCache = saved;
    }
  });

  it('writes rootMainFiles into the build manifest', () => {
    const writers = [
      nextSource(
        'the Turbopack manifest loader is shared/lib/turbopack/manifest-loader.js',
        'dist/shared/lib/turbopack/manifest-loader.js',
      ),
      nextSource(
        'the webpack build manifest plugin is build/webpack/plugins/build-manifest-plugin.js',
        'dist/build/webpack/plugins/build-manifest-plugin.js',
      ),
    ];
    holds('the build manifest has a rootMainFiles field', () =>
      writers.every((text) => text.includes('rootMainFiles')),
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'manifest-'));
    try {
      writeFileSync(
        path.join(dir, 'build-manifest.json'),
        JSON.stringify({ rootMainFiles: ['static/chunks/a.js', '../x.js', 'static/chunks/b.css'] }),
      );
      expect(rootMainFilesOf(dir)).toEqual(['static/chunks/a.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("loads settings files with @next/env's loadEnvConfig as next resolves it", () => {
    holds('@next/env (resolved from next) exports loadEnvConfig(dir, dev, log) → { loadedEnvFiles }', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'env-'));
      try {
        const result = nextEnvLoader().loadEnvConfig(dir, false, { info: () => undefined, error: () => undefined });
        return Array.isArray(result.loadedEnvFiles);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  it('chunk tags are recognised by the rule the script deferral rewrites by (a build checks the real page: e2e/deferred-scripts.spec.ts)', () => {
    const tag = (attributes: Record<string, string>) => new Map(Object.entries(attributes));
    const chunk = { src: '/_next/static/chunks/a.js', async: '', nonce: 'n' };
    expect(chunkOfScriptTag(tag(chunk))).toBe('/_next/static/chunks/a.js');
    expect(chunkOfScriptTag(tag({ ...chunk, nomodule: '' }))).toBeUndefined();
    expect(chunkOfScriptTag(tag({ ...chunk, src: 'https://x.test/_next/a.js' }))).toBeUndefined();
    expect(isChunkPreload(tag({ rel: 'preload', as: 'script', href: '/_next/static/chunks/main.js' }))).toBe(true);
  });
});
