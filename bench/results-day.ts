/**
 * The `results-day` part of `npm run bench` (docs/performance.md, Results day through the shared cache):
 * everything on 127.0.0.1 at BENCH_PORT + 21 to + 25, started and stopped here; the build in DIST_DIR
 * must exist. A SQLite store seeded by `npm run db:seed` in a folder of its own, one Redis, and two
 * instances of the build (bench/origin-count-server.mjs: the production server with a stage that counts
 * each request by URL and reports the process's CPU time), publishing purges to nginx through a relay of
 * the bench that counts them (the instances start before nginx, whose purge port nginx-test-server picks).
 * Then twice, the same way:
 *   1. nginx with deploy/nginx-ir-website.conf as shipped (lib/testing/nginx-test-server.ts), its shared cache;
 *   2. the same with proxy_cache off (bench/nginx-without-cache.ts): every request reaches an instance.
 * Each: an editor creates and submits a press release, one request per URL of RESULTS_DAY_URLS warms
 * nginx and the instances, then autocannon (RESULTS_DAY_LOAD: 200 connections for 30 s by default) asks
 * for the URLs in turn at nginx; halfway an approver approves the release for now (it goes live, and the
 * instance purges nginx), and its list (RESULTS_DAY_PUBLISHED_ON) is read through nginx each second until
 * it shows. Before and after the run each instance's counts and CPU time are read.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { NGINX_BINARY, startNginx, type TestNginx } from '@/lib/testing/nginx-test-server';
import { startTestRedis, type TestRedis } from '@/lib/testing/redis-test-server';
import { budgets, RESULTS_DAY_PUBLISHED_ON, RESULTS_DAY_URLS } from './budgets';
import { REDIS_SERVER, runs } from './instances';
import { startNginxWithoutCache } from './nginx-without-cache';
import { cpuPer1000Views, originDelta, resultsDaySkipReason, type OriginSnapshot } from './results-day-summary';
import { serverEnv } from './server';
import { RESULTS_DAY_LOAD, ROOT, fetchBytes, log, ownPort, sleep } from './settings';
import type { ResultsDayDesign, ResultsDayResults } from './types';
import { workspaceSession, type WorkspaceSession } from './workspace-session';

const run = promisify(execFile);

/** Where each process listens: BENCH_PORT + these (the bench's own range). */
const OFFSETS = { instanceA: 21, instanceB: 22, nginx: 23, redis: 24, purgeRelay: 25 } as const;
/** The counting stage's read (bench/origin-count.mjs ORIGIN_COUNT_PATH). */
const ORIGIN_COUNT_PATH = '/__bench/origin';
const COUNTED_SERVER = path.join('bench', 'origin-count-server.mjs');
/** What Chromium sends: nginx compresses the copy it holds, the instances their pages. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

function loadAverage(): number[] {
  return loadavg().map((value) => Math.round(value * 100) / 100);
}

/** Null when redis-server and nginx can run here, else why not (the part is then skipped). */
export function resultsDayUnavailable(): string | null {
  return resultsDaySkipReason({ redisServer: runs(REDIS_SERVER, ['--version']), nginx: runs(NGINX_BINARY, ['-v']) });
}

interface CountedInstance {
  base: string;
  snapshot(): Promise<OriginSnapshot>;
  stop(): Promise<void>;
}

/** An instance with the counting stage, in its own process group; resolves once it serves a page. */
async function startCountedInstance(port: number, env: Record<string, string>): Promise<CountedInstance> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [COUNTED_SERVER], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...serverEnv, ...env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port) },
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([exited, sleep(30_000)]);
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone
    }
  };
  const snapshot = async () => {
    const reply = await fetch(base + ORIGIN_COUNT_PATH, { signal: AbortSignal.timeout(30_000) });
    if (reply.status !== 200) throw new Error(`${base}${ORIGIN_COUNT_PATH}: HTTP ${reply.status}`);
    return (await reply.json()) as OriginSnapshot;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance on ${base} exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/en/about`, { signal: AbortSignal.timeout(10_000) }).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) return { base, snapshot, stop };
    await sleep(500);
  }
  await stop();
  throw new Error(`the instance did not start on ${base}`);
}

/**
 * The instances' purges (SHARED_CACHE_PURGE=nginx:<relay>) passed on to the nginx running now and
 * counted per path; 404 (nothing held) while no nginx runs.
 */
interface PurgeRelay {
  origin: string;
  target: string | null;
  counts: Map<string, number>;
  close(): Promise<void>;
}

async function startPurgeRelay(port: number): Promise<PurgeRelay> {
  const relay: PurgeRelay = {
    origin: `http://127.0.0.1:${port}`,
    target: null,
    counts: new Map(),
    close: async () => {},
  };
  const server: Server = createHttpServer((request, response) => {
    const url = request.url ?? '/';
    relay.counts.set(url, (relay.counts.get(url) ?? 0) + 1);
    const target = relay.target;
    if (!target) {
      response.statusCode = 404;
      response.end();
      return;
    }
    fetch(target + url, { method: request.method, signal: AbortSignal.timeout(5000) }).then(
      async (reply) => {
        await reply.body?.cancel();
        response.statusCode = reply.status;
        response.end();
      },
      () => {
        response.statusCode = 502;
        response.end();
      },
    );
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  relay.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return relay;
}

/** A POST of JSON through a session; the reply's status and JSON. */
async function postJson(session: WorkspaceSession, url: string, value: unknown) {
  const reply = await session.post(url, JSON.stringify(value), { 'content-type': 'application/json' });
  const body = (await reply.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: reply.status, body };
}

/** A press release created and submitted by the editor, ready for approval; its id and English title. */
async function submittedPressRelease(editor: WorkspaceSession, label: string): Promise<{ id: string; title: string }> {
  const stamp = `${Date.now().toString(36)} ${label}`;
  const title = `Bench results day ${stamp}`;
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const created = await postJson(editor, '/api/workspace/items', {
    kind: 'pressRelease',
    content: {
      title: { th: `ข่าววันประกาศผล ${stamp}`, en: title },
      date: today,
      link: {
        th: `https://example.com/th/results-day/${encodeURIComponent(stamp)}`,
        en: `https://example.com/en/results-day/${encodeURIComponent(stamp)}`,
      },
    },
  });
  if (created.status !== 201)
    throw new Error(`creating a press release: HTTP ${created.status} ${JSON.stringify(created.body)}`);
  const id = (created.body.item as { id: string }).id;
  const submitted = await postJson(editor, `/api/workspace/items/${id}/submit`, {});
  if (submitted.status !== 200) throw new Error(`submitting ${id}: HTTP ${submitted.status}`);
  return { id, title };
}

interface Setup {
  instances: CountedInstance[];
  relay: PurgeRelay;
  editor: WorkspaceSession;
  approver: WorkspaceSession;
  nginxPort: number;
  ports: [number, number];
  folder: string;
}

/** One design: nginx started (with or without its cache), warmed, loaded, the release approved halfway. */
async function measureDesign(setup: Setup, cache: boolean): Promise<ResultsDayDesign> {
  const { connections, durationSeconds } = RESULTS_DAY_LOAD;
  const folder = path.join(setup.folder, cache ? 'nginx-cache' : 'nginx-no-cache');
  mkdirSync(folder, { recursive: true });
  const nginx: TestNginx = cache
    ? await startNginx(folder, setup.nginxPort, setup.ports, ROOT)
    : await startNginxWithoutCache(folder, setup.nginxPort, setup.ports, ROOT);
  try {
    setup.relay.target = nginx.purge;
    const release = await submittedPressRelease(setup.editor, cache ? 'cached' : 'uncached');
    const headers = { 'accept-encoding': ACCEPT_ENCODING };
    for (const url of RESULTS_DAY_URLS) {
      const { status } = await fetchBytes(nginx.base + url, headers);
      if (status !== 200) throw new Error(`${nginx.base}${url}: HTTP ${status}`);
    }
    setup.relay.counts.clear();
    const before = await Promise.all(setup.instances.map((instance) => instance.snapshot()));
    let sent = 0;
    const nextUrl = () => RESULTS_DAY_URLS[sent++ % RESULTS_DAY_URLS.length];
    const startedAt = Date.now();
    const load = autocannon({
      url: nginx.base,
      connections,
      duration: durationSeconds,
      headers,
      // One URL after the other across all connections (not each connection from the first URL), so
      // that even a short run spreads its requests evenly over the URLs.
      requests: [
        { method: 'GET', path: RESULTS_DAY_URLS[0], setupRequest: (request) => ({ ...request, path: nextUrl() }) },
      ],
    });
    const publication: ResultsDayDesign['publication'] = {
      approvedAtSecond: null,
      approveStatus: null,
      visibleAfterMs: null,
    };
    const publishing = (async () => {
      await sleep((durationSeconds * 1000) / 2);
      const approved = await postJson(setup.approver, `/api/workspace/items/${release.id}/approve`, {
        publishAt: 'now',
      });
      const approvedAt = Date.now();
      publication.approveStatus = approved.status;
      publication.approvedAtSecond = Math.round((approvedAt - startedAt) / 100) / 10;
      if (approved.status !== 200) return;
      // Read as a reader would, until it shows or the run is over (and 10 s more).
      while (Date.now() < startedAt + durationSeconds * 1000 + 10_000) {
        const { status, body } = await fetchBytes(nginx.base + RESULTS_DAY_PUBLISHED_ON, headers).catch(() => ({
          status: 0,
          body: Buffer.alloc(0),
        }));
        if (status === 200 && body.toString('utf8').includes(release.title)) {
          publication.visibleAfterMs = Date.now() - approvedAt;
          return;
        }
        await sleep(1000);
      }
    })();
    const result = await load;
    await publishing;
    const after = await Promise.all(setup.instances.map((instance) => instance.snapshot()));
    const origin = originDelta(before, after, RESULTS_DAY_URLS);
    const views = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
    const design: ResultsDayDesign = {
      cache,
      views,
      requestsPerSec: Math.round(result.requests.mean * 10) / 10,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      responses2xx: result['2xx'],
      responses3xx: result['3xx'],
      otherStatuses: result['1xx'] + result['4xx'] + result['5xx'],
      errors: result.errors,
      timeouts: result.timeouts,
      originRequests: origin.perUrl,
      originOther: origin.other,
      purges: Object.fromEntries(setup.relay.counts),
      originCpuMs: origin.cpuMs,
      originCpuMsPer1000Views: cpuPer1000Views(origin.cpuMs, views),
      publication,
    };
    log(
      `results-day ${cache ? 'with' : 'without'} the cache: ${design.requestsPerSec} req/s, p99 ${design.p99Ms} ms, ` +
        `${design.errors + design.otherStatuses} failed, origin ${Object.values(origin.perUrl).reduce((a, b) => a + b, 0)} requests, ` +
        `CPU ${design.originCpuMs} ms (${design.originCpuMsPer1000Views ?? '–'} per 1,000 views), ` +
        `release ${publication.visibleAfterMs === null ? 'not seen' : `seen after ${publication.visibleAfterMs} ms`}`,
    );
    return design;
  } finally {
    setup.relay.target = null;
    await nginx.stop();
  }
}

export async function measureResultsDay(): Promise<ResultsDayResults> {
  const result: ResultsDayResults = {
    skipped: resultsDayUnavailable(),
    urls: [...RESULTS_DAY_URLS],
    connections: RESULTS_DAY_LOAD.connections,
    durationSeconds: RESULTS_DAY_LOAD.durationSeconds,
    sharedSeconds: budgets.resultsDay.sharedSeconds,
    loadavg: { atStart: loadAverage(), atEnd: [] },
    withCache: null,
    withoutCache: null,
  };
  if (result.skipped) return result;
  const folder = mkdtempSync(path.join(tmpdir(), 'ir-bench-results-day-'));
  // nginx's workers run as another user (www-data): they must reach the cache and temp folders under it,
  // which mkdtemp makes its owner's alone (nginx-test-server opens up only the folder it is given).
  chmodSync(folder, 0o755);
  const stops: (() => Promise<void>)[] = [];
  try {
    const ports: [number, number] = [
      await ownPort(OFFSETS.instanceA, 'instanceA'),
      await ownPort(OFFSETS.instanceB, 'instanceB'),
    ];
    const nginxPort = await ownPort(OFFSETS.nginx, 'nginx');
    const redis: TestRedis = await startTestRedis(REDIS_SERVER, await ownPort(OFFSETS.redis, 'redis'));
    stops.push(() => redis.stop());
    const relay = await startPurgeRelay(await ownPort(OFFSETS.purgeRelay, 'purgeRelay'));
    stops.push(() => relay.close());
    const env = Object.fromEntries(
      Object.entries(serverEnv).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    delete env.PORT;
    const shared: Record<string, string> = {
      ...env,
      IR_DB_PATH: path.join(folder, 'store', 'ir.db'),
      UPLOAD_DIR: path.join(folder, 'store', 'uploads'),
      DATABASE_URL: '',
      IR_BACKEND_URL: '',
      SMTP_URL: '',
      BACKUP_DIR: '',
      REDIS_URL: redis.url,
      TRUST_PROXY_HOPS: '1',
      // Readers come through nginx: canonical URLs and the workspace's origin check name it.
      SITE_URL: `http://127.0.0.1:${nginxPort}`,
      SHARED_CACHE_PURGE: `nginx:${relay.origin}`,
      IR_AUTH_SECRET: `bench-results-day-auth-secret-${'x'.repeat(32)}`,
    };
    mkdirSync(path.join(folder, 'store'));
    const { stdout } = await run('npm', ['run', '-s', 'db:seed'], { cwd: ROOT, env: { ...serverEnv, ...shared } });
    log(`results-day: ${stdout.trim()}`);
    const instances: CountedInstance[] = [];
    for (const port of ports) {
      const instance = await startCountedInstance(port, shared);
      instances.push(instance);
      stops.push(() => instance.stop());
    }
    const site = shared.SITE_URL;
    const editor = await workspaceSession('editor', instances[0].base, { site, env: shared });
    const approver = await workspaceSession('approver', instances[1].base, { site, env: shared });
    log(`results-day: instances ${instances.map((instance) => instance.base).join(' and ')}, nginx on ${nginxPort}`);
    const setup: Setup = { instances, relay, editor, approver, nginxPort, ports, folder };
    result.withCache = await measureDesign(setup, true);
    result.withoutCache = await measureDesign(setup, false);
    result.loadavg.atEnd = loadAverage();
    return result;
  } finally {
    for (const stop of stops.reverse())
      await stop().catch((error: unknown) => log(`results-day: stopping: ${String(error)}`));
    rmSync(folder, { recursive: true, force: true });
  }
}
