/**
 * autocannon (LOAD.connections connections, one target after the other, asking for gzip as browsers do)
 * on the static asset closest in size to the home page HTML (the baseline), then on the pages of budgets.ts:
 * the pages where readers meet them, through nginx with deploy/nginx-ir-website.conf as shipped (its shared
 * cache) in front of the bench server, and the APIs at the bench server itself (decision 047). Without
 * nginx on the machine the pages are measured at the bench server, and say so (`via`).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { NGINX_BINARY, startNginx, type TestNginx } from '@/lib/testing/nginx-test-server';
import { isSharedCachePage, LOAD_PAGES, SHARED_CACHE_VIA } from './budgets';
import { DIST_DIR, LOAD, ORIGIN, PORT, ROOT, fetchBytes, log } from './settings';
import type { LoadResults, LoadTarget } from './types';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The /_next/static script or stylesheet, or public/ file, whose size is closest to `bytes`. */
async function pickBaseline(bytes: number): Promise<LoadResults['baseline']> {
  const staticDir = path.join(ROOT, DIST_DIR, 'static');
  const publicDir = path.join(ROOT, 'public');
  const candidates = [
    ...filesUnder(staticDir)
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => ({ file, url: `/_next/static/${path.relative(staticDir, file).split(path.sep).join('/')}` })),
    ...filesUnder(publicDir).map((file) => ({
      file,
      url: `/${path.relative(publicDir, file).split(path.sep).join('/')}`,
    })),
  ]
    .map((candidate) => ({ ...candidate, size: statSync(candidate.file).size }))
    .sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  for (const candidate of candidates.slice(0, 10)) {
    const { status, body } = await fetchBytes(ORIGIN + candidate.url);
    if (status === 200 && body.length === candidate.size) {
      return {
        path: candidate.url,
        file: path.relative(ROOT, candidate.file),
        bytes: candidate.size,
        reason: `the served static file closest in size to the home page HTML (${bytes} bytes)`,
      };
    }
  }
  throw new Error('no static file to use as the baseline');
}

/** What Chromium sends: the server compresses pages and the baseline alike. */
const LOAD_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Where and how a load test asks: the bench server with LOAD's connections unless told otherwise. */
export interface LoadTestOptions {
  /** Another origin (bench/instances.ts and bench/engines.ts measure their own). */
  origin?: string;
  /** Added to each request (a session's cookie). */
  headers?: Record<string, string>;
  /** ORIGIN_LOAD's where every request renders the home page at an instance (decision 047). */
  connections?: number;
  /** How the target names where it was asked (`via`); the origin by default. */
  via?: string;
}

/** A warm-up, then the measured run of LOAD's duration, on the origin + `urlPath`. */
export async function loadTest(
  label: string,
  urlPath: string,
  role: LoadTarget['role'],
  bodyBytes: number,
  { origin = ORIGIN, headers: extraHeaders = {}, connections = LOAD.connections, via }: LoadTestOptions = {},
): Promise<LoadTarget> {
  const url = origin + urlPath;
  const headers = { ...extraHeaders, 'accept-encoding': LOAD_ACCEPT_ENCODING };
  await autocannon({ url, headers, connections, duration: LOAD.warmupSeconds });
  const result = await autocannon({ url, headers, connections, duration: LOAD.durationSeconds });
  // autocannon counts a timeout in `errors` too.
  const failures = result.errors + result.non2xx;
  log(
    `autocannon ${url}: ${result.requests.mean.toFixed(1)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, failures ${failures}`,
  );
  return {
    label,
    path: urlPath,
    role,
    bodyBytes,
    requestsPerSec: Math.round(result.requests.mean * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    failures,
    responses2xx: result['2xx'],
    bytesPerSec: Math.round(result.throughput.mean),
    ratioToBaseline: null,
    via: via ?? (origin === ORIGIN ? 'bench server' : origin),
    connections,
    durationSeconds: LOAD.durationSeconds,
  };
}

/** The nginx port of the load step: the bench's range (BENCH_PORT + 20), beside the parts' + 1 to + 25. */
const LOAD_NGINX_OFFSET = 20;

export async function measureLoad(loadPages: readonly string[] = LOAD_PAGES): Promise<LoadResults> {
  const sizes = new Map<string, number>();
  for (const pagePath of loadPages) {
    const { status, body } = await fetchBytes(ORIGIN + pagePath);
    if (status !== 200) throw new Error(`${pagePath}: HTTP ${status}`);
    sizes.set(pagePath, body.length);
  }
  const pages = loadPages.filter(isSharedCachePage);
  const folder = mkdtempSync(path.join(tmpdir(), 'ir-bench-load-'));
  let nginx: TestNginx | null = null;
  try {
    if (pages.length && existsSync(NGINX_BINARY)) {
      // The shipped file balances two upstreams; both are the bench server here.
      nginx = await startNginx(folder, PORT + LOAD_NGINX_OFFSET, [PORT, PORT], ROOT);
      log(`load: pages through nginx's shared cache at ${nginx.base}`);
    } else if (pages.length) log('load: no nginx here, pages measured at the bench server itself');
    const baseline = await pickBaseline(sizes.get(loadPages[0])!);
    log(`baseline ${baseline.path} (${baseline.bytes} bytes)`);
    const targets: LoadTarget[] = [];
    targets.push(await loadTest('static asset (baseline)', baseline.path, 'baseline', baseline.bytes));
    for (const pagePath of loadPages) {
      const label =
        pagePath === '/' ? 'home page' : pagePath.startsWith('/api/') ? 'API with query' : 'list page with query';
      const cached = nginx && isSharedCachePage(pagePath) ? { origin: nginx.base, via: SHARED_CACHE_VIA } : {};
      targets.push(await loadTest(label, pagePath, 'page', sizes.get(pagePath)!, cached));
    }
    const base = targets[0].requestsPerSec;
    for (const target of targets)
      target.ratioToBaseline = base > 0 ? Math.round((target.requestsPerSec / base) * 1000) / 1000 : null;
    return { baseline, targets };
  } finally {
    await nginx?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
