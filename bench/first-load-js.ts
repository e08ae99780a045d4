/**
 * First-load JavaScript per route (both languages): the /_next/static scripts the served HTML loads
 * (script src without nomodule, modulepreload, preload as=script, and the chunks server.mjs defers until
 * after the first paint, lib/server/deferred-scripts.mjs), each gzipped at GZIP_LEVEL, summed;
 * chunks loaded later by next/dynamic (the forms' validation, say) are not first-load JavaScript.
 */
import { gzipSync } from 'node:zlib';
import { deferredScriptsOf } from '../lib/server/deferred-scripts.mjs';
import {
  CHART_LIBRARY,
  firstLoadBudgetKB,
  routeKind,
  TOAST_LIBRARY,
  WEB_VITALS_LIBRARY,
  WORKSPACE_CODE,
} from './budgets';
import { GZIP_LEVEL, ORIGIN, allRoutes, fetchBytes, log } from './settings';
import type { ChunkInfo, FirstLoadJs, RouteJs } from './types';

function decode(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/** The /_next/static scripts the HTML makes the browser load: script src (not nomodule), modulepreload, preload as=script, deferred chunks. */
function scriptsOf(html: string, origin: string): string[] {
  const sources: string[] = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const attrs = new Map<string, string>();
    for (const [, name, value] of tag.matchAll(/\s([a-zA-Z:-]+)(?:="([^"]*)")?/g))
      attrs.set(name.toLowerCase(), decode(value ?? ''));
    let src: string | undefined;
    if (tag.toLowerCase().startsWith('<script')) {
      if (attrs.has('nomodule')) continue;
      src = attrs.get('src');
    } else {
      const rel = attrs.get('rel')?.toLowerCase();
      if (rel === 'modulepreload' || (rel === 'preload' && attrs.get('as') === 'script')) src = attrs.get('href');
    }
    if (src) sources.push(src);
  }
  // Next's chunks as server.mjs sends them: loaded after the first paint (lib/server/deferred-scripts.mjs).
  sources.push(...deferredScriptsOf(html));
  const found = new Set<string>();
  for (const src of sources) {
    const url = new URL(src, origin);
    if (url.origin === origin && url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js')) {
      found.add(url.pathname + url.search);
    }
  }
  return [...found];
}

/** Libraries recognised by strings that survive minification (a heuristic for the report). */
const LIBRARY_MARKERS: [string, RegExp][] = [
  ['react-dom', /hydrateRoot|onCompositionStart/],
  ['scheduler', /unstable_scheduleCallback/],
  ['react', /react\.transitional\.element/],
  ['next runtime / router', /x-nextjs-|ClientSegmentRoot|useRouterBFCache|useUntrackedPathname/],
  ['RSC client (react-server-dom)', /resolved_model/],
  ['next-intl / use-intl', /MISSING_MESSAGE|ENVIRONMENT_FALLBACK/],
  ['intl-messageformat', /MALFORMED_ARGUMENT|IntlMessageFormat/],
  ['swr', /\$inf\$|SWRConfig/],
  ['react-hook-form', /shouldUnregister|reValidateMode/],
  ['yup', /is a required field|"ValidationError"/],
  // The entry types web-vitals observes; it is imported only after the page is idle (lib/vitals).
  [WEB_VITALS_LIBRARY, /largest-contentful-paint/],
  // recharts' class names, react-toastify's, and the workspace's own routes, which only its client code calls.
  [CHART_LIBRARY, /recharts-(?:wrapper|surface|responsive-container)/],
  [TOAST_LIBRARY, /Toastify__/],
  [WORKSPACE_CODE, /\/api\/workspace\//],
  ['site components (CSS modules)', /"[A-Za-z0-9]{6}_[a-zA-Z]+"/],
];

function librariesIn(text: string): string[] {
  return LIBRARY_MARKERS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

/**
 * Every route of the site on the bench server, or the given routes of a server at `origin`
 * (bench/search.ts), fetched with `headers` (a workspace session's cookie: bench/workspace.ts).
 */
export async function measureFirstLoadJs(
  routeList: readonly string[] = allRoutes(),
  origin: string = ORIGIN,
  headers: Record<string, string> = {},
): Promise<FirstLoadJs> {
  const chunkCache = new Map<string, { raw: number; gzip: number; contains: string[] }>();
  const perRoute: { route: string; status: number; chunks: string[]; htmlGzip: number }[] = [];
  for (const route of routeList) {
    const { status, body } = await fetchBytes(origin + route, headers);
    const chunks = status === 200 ? scriptsOf(body.toString('utf8'), origin) : [];
    for (const chunk of chunks) {
      if (chunkCache.has(chunk)) continue;
      const fetched = await fetchBytes(origin + chunk);
      if (fetched.status !== 200) throw new Error(`${chunk}: HTTP ${fetched.status}`);
      chunkCache.set(chunk, {
        raw: fetched.body.length,
        gzip: gzipSync(fetched.body, { level: GZIP_LEVEL }).length,
        contains: librariesIn(fetched.body.toString('utf8')),
      });
    }
    perRoute.push({ route, status, chunks, htmlGzip: gzipSync(body, { level: GZIP_LEVEL }).length });
    log(`first-load JS ${route}: HTTP ${status}, ${chunks.length} chunks`);
  }
  const ok = perRoute.filter((route) => route.status === 200);
  const sharedList = ok.length ? ok[0].chunks.filter((chunk) => ok.every((route) => route.chunks.includes(chunk))) : [];
  const shared = new Set(sharedList);
  const sum = (chunks: string[], key: 'raw' | 'gzip') =>
    chunks.reduce((total, chunk) => total + chunkCache.get(chunk)![key], 0);
  const routes: RouteJs[] = perRoute.map(({ route, status, chunks, htmlGzip }) => ({
    route,
    kind: routeKind(route),
    budgetKB: firstLoadBudgetKB(route),
    status,
    chunks: chunks.map((chunk) => chunk.split('?')[0]),
    rawBytes: sum(chunks, 'raw'),
    gzipBytes: sum(chunks, 'gzip'),
    sharedGzipBytes: sum(
      chunks.filter((chunk) => shared.has(chunk)),
      'gzip',
    ),
    routeGzipBytes: sum(
      chunks.filter((chunk) => !shared.has(chunk)),
      'gzip',
    ),
    htmlGzipBytes: htmlGzip,
    libraries: [...new Set(chunks.flatMap((chunk) => chunkCache.get(chunk)!.contains))].sort(),
  }));
  const chunkInfo: ChunkInfo[] = [...chunkCache.entries()]
    .map(([chunk, info]) => ({
      path: chunk.split('?')[0],
      rawBytes: info.raw,
      gzipBytes: info.gzip,
      routes: perRoute.filter((route) => route.chunks.includes(chunk)).length,
      contains: info.contains,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    routes,
    shared: {
      chunks: sharedList.map((chunk) => chunk.split('?')[0]),
      gzipBytes: sum(sharedList, 'gzip'),
      rawBytes: sum(sharedList, 'raw'),
    },
    chunks: chunkInfo,
  };
}
