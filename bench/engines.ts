/**
 * The `engines` part of `npm run bench` (docs/performance.md, Both engines, two machines, going live
 * once), everything on 127.0.0.1 at BENCH_PORT + 11 to + 19, started and stopped here; the bench server
 * (the build in DIST_DIR) must be built. One PostgreSQL server (Debian's, lib/testing/postgres-test-server.ts)
 * holds one database and a SQLite file sits beside it, both seeded by `npm run db:seed`. Then:
 *   1. both engines: the build served twice at once, on the SQLite file and on the database (every
 *      request renders and reads the store: the server keeps no page); each URL of budgets.ts ENGINES_PAGES on one
 *      then the other with the load test's autocannon settings (its budget is calibrated there; decision 047), the workspace pages with an approver's
 *      session (bench/workspace-session.ts);
 *   2. two machines against one: two instances on the database, one Redis and one bucket (s3rver), each
 *      with a folder of its own; nginx with the shipped config, its shared cache off
 *      (bench/nginx-without-cache.ts: every request reaches an instance), over both, and a second such
 *      nginx over the first alone, INSTANCES_PAGES through each back to back;
 *   3. going live exactly once: budgets.engines.goingLiveItems press releases created and submitted by
 *      an editor on the first instance and approved by an approver on the second for one coming minute,
 *      through the workspace API; once every item is live and both instances' jobs have run again, each
 *      item's go-live events (its history) and audit entries (the audit log's export) are counted.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startSecondServer, type SecondServer } from '../e2e/second-server';
import { NGINX_BINARY } from '@/lib/testing/nginx-test-server';
import { postgresBinFolder, startTestPostgres } from '@/lib/testing/postgres-test-server';
import { startTestRedis } from '@/lib/testing/redis-test-server';
import { startS3TestServer } from '@/lib/uploads/s3-test-server';
import { budgets, ENGINES_PAGES, INSTANCES_PAGES } from './budgets';
import { auditGoLives, enginesSkipReason, tallyGoingLive, type ItemRecord } from './engines-summary';
import { REDIS_SERVER, runs } from './instances';
import { twoToOneRatio } from './instances-summary';
import { loadTest } from './load-test';
import { startNginxWithoutCache } from './nginx-without-cache';
import { serverEnv } from './server';
import { ORIGIN_LOAD, ROOT, fetchBytes, log, ownPort, sleep } from './settings';
import type { EnginePage, EnginesResults, GoingLiveResults, InstancesPage } from './types';
import { workspaceSession, type WorkspaceSession } from './workspace-session';

const run = promisify(execFile);

/** Where each process listens: BENCH_PORT + these (the bench's own range). */
const OFFSETS = {
  sqlite: 11,
  postgres: 12,
  machineA: 13,
  machineB: 14,
  nginxOne: 15,
  nginxTwo: 16,
  database: 17,
  redis: 18,
  bucket: 19,
} as const;

/** Requests of the workspace API at once, and load tests (never overlapping). */
const [AT_ONCE, ONE_AT_A_TIME] = [5, 1];
/**
 * Going live, ms: the due minute is the first whole minute at least `lead` after the items are
 * submitted (time to approve them all); every item must be live within `liveWithin` of it; the count
 * waits `recountAfter` more, so that both instances' newsroom jobs (every 20 s) run again.
 */
const GOING_LIVE = { lead: 45_000, liveWithin: 240_000, recountAfter: 45_000 };

/** `postgres --version` of Debian's server ('PostgreSQL 15.14'), or null when it is not installed. */
function postgresVersion(): string | null {
  try {
    const probe = spawnSync(path.join(postgresBinFolder(), 'postgres'), ['--version'], { encoding: 'utf8' });
    return probe.status === 0 ? probe.stdout.trim().replace(/^postgres \((PostgreSQL)\)/, '$1') : null;
  } catch {
    return null;
  }
}

function loadAverage(): number[] {
  return loadavg().map((value) => Math.round(value * 100) / 100);
}

/** Null when PostgreSQL, redis-server and nginx can run here, else why not (the part is then skipped). */
export function enginesUnavailable(): string | null {
  return enginesSkipReason({
    postgres: postgresVersion() !== null,
    redisServer: runs(REDIS_SERVER, ['--version']),
    nginx: runs(NGINX_BINARY, ['-v']),
  });
}

/** The bench server's settings as strings, for the instances here: the build folder, production. */
function baseEnv(): Record<string, string> {
  const env = Object.fromEntries(
    Object.entries(serverEnv).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  delete env.PORT;
  return {
    ...env,
    DATABASE_URL: '',
    REDIS_URL: '',
    IR_BACKEND_URL: '',
    SMTP_URL: '',
    BACKUP_DIR: '',
    // The same on every instance, so that a session made on one holds on the others.
    IR_AUTH_SECRET: `bench-engines-auth-secret-${'x'.repeat(32)}`,
    REVALIDATE_SECRET: 'bench-engines-revalidate-secret',
  };
}

/** A folder of its own for one instance: its IR_DB_PATH (unused on PostgreSQL) and UPLOAD_DIR. */
function ownFolder(folder: string, name: string): Record<string, string> {
  mkdirSync(path.join(folder, name), { recursive: true });
  return { IR_DB_PATH: path.join(folder, name, 'ir.db'), UPLOAD_DIR: path.join(folder, name, 'uploads') };
}

/** `npm run db:seed` on the store `env` names. */
async function seed(env: Record<string, string>) {
  const { stdout } = await run('npm', ['run', '-s', 'db:seed'], { cwd: ROOT, env: { ...serverEnv, ...env } });
  log(`engines: ${stdout.trim()}`);
}

/** `work` on every element, `atOnce` at a time; the answers in order. */
async function inTurns<T, R>(
  elements: readonly T[],
  atOnce: number,
  work: (element: T, index: number) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = [];
  for (let start = 0; start < elements.length; start += atOnce)
    answers.push(
      ...(await Promise.all(elements.slice(start, start + atOnce).map((element, i) => work(element, start + i)))),
    );
  return answers;
}

/** The body size of a 200 answer, or a thrown error naming the URL. */
async function bodySize(url: string, headers: Record<string, string> = {}): Promise<number> {
  const { status, body } = await fetchBytes(url, headers);
  if (status !== 200) throw new Error(`${url}: HTTP ${status}`);
  return body.length;
}

/** Part 1: each URL on SQLite then on PostgreSQL, the two servers up at once. */
async function compareEngines(folder: string, sqliteFile: string, databaseUrl: string): Promise<EnginePage[]> {
  const servers: SecondServer[] = [];
  try {
    const setups: { port: number; store: Record<string, string> }[] = [
      {
        port: await ownPort(OFFSETS.sqlite, 'sqlite'),
        store: { IR_DB_PATH: sqliteFile, UPLOAD_DIR: path.join(folder, 'sqlite-uploads') },
      },
      {
        port: await ownPort(OFFSETS.postgres, 'postgres'),
        store: { ...ownFolder(folder, 'postgres-site'), DATABASE_URL: databaseUrl },
      },
    ];
    const sessions: WorkspaceSession[] = [];
    for (const { port, store } of setups) {
      const env = {
        ...baseEnv(),
        ...store,
        SITE_URL: `http://127.0.0.1:${port}`,
      };
      servers.push(await startSecondServer(port, env));
      sessions.push(await workspaceSession('approver', servers.at(-1)!.base, { env }));
    }
    log(`engines: SQLite on ${servers[0].base}, PostgreSQL on ${servers[1].base}`);
    const pages: EnginePage[] = [];
    for (const { path: pagePath, kind } of ENGINES_PAGES) {
      const [sqlite, postgres] = await inTurns(servers, ONE_AT_A_TIME, async (server, index) => {
        const headers: Record<string, string> = kind === 'workspace' ? { cookie: sessions[index].cookie() } : {};
        const size = await bodySize(server.base + pagePath, headers);
        const engine = index === 0 ? 'SQLite' : 'PostgreSQL';
        return loadTest(engine, pagePath, 'page', size, { origin: server.base, headers });
      });
      pages.push({
        path: pagePath,
        kind,
        sqlite,
        postgres,
        rpsRatio: twoToOneRatio(sqlite.requestsPerSec, postgres.requestsPerSec),
        p99Ratio: twoToOneRatio(sqlite.p99Ms, postgres.p99Ms),
      });
    }
    return pages;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** A Bangkok wall-clock minute 'YYYY-MM-DDTHH:mm' (the approval's "Publish at") of an instant. */
function bangkokMinuteOf(at: number): string {
  return new Date(at + 7 * 3_600_000).toISOString().slice(0, 16);
}

/** A POST of JSON through a session; answers the reply's JSON, or throws with its status. */
async function postJson(session: WorkspaceSession, url: string, value: unknown, expected: number) {
  const reply = await session.post(url, JSON.stringify(value), { 'content-type': 'application/json' });
  const body = (await reply.json().catch(() => ({}))) as Record<string, unknown>;
  if (reply.status !== expected) throw new Error(`POST ${url}: HTTP ${reply.status} ${JSON.stringify(body)}`);
  return body;
}

/** An item as GET /api/workspace/items/<id> answers it: its state and its go-live events. */
async function readItem(session: WorkspaceSession, id: string): Promise<Omit<ItemRecord, 'goLiveAudits'>> {
  const reply = await session.get(`/api/workspace/items/${id}`);
  if (reply.status !== 200) throw new Error(`GET item ${id}: HTTP ${reply.status}`);
  const { item, history } = (await reply.json()) as {
    item: { state: string };
    history: { events: { event: string }[] };
  };
  return { id, state: item.state, goLiveEvents: history.events.filter((entry) => entry.event === 'go-live').length };
}

/** Part 3: items due at one minute on two instances that both run the going-live job, counted. */
async function goLiveOnce(
  machines: readonly SecondServer[],
  site: string,
  env: Record<string, string>,
): Promise<GoingLiveResults> {
  const editor = await workspaceSession('editor', machines[0].base, { site, env });
  const approver = await workspaceSession('approver', machines[1].base, { site, env });
  const stamp = Date.now().toString(36);
  const count = budgets.engines.goingLiveItems;
  const today = bangkokMinuteOf(Date.now()).slice(0, 10);
  const ids = await inTurns(
    Array.from({ length: count }, (_, n) => n),
    AT_ONCE,
    async (n) => {
      const created = await postJson(
        editor,
        '/api/workspace/items',
        {
          kind: 'pressRelease',
          content: {
            title: { th: `ข่าวการวัดผล ${stamp} ${n}`, en: `Bench going live ${stamp} ${n}` },
            date: today,
            link: { th: `https://example.com/th/${stamp}/${n}`, en: `https://example.com/en/${stamp}/${n}` },
          },
        },
        201,
      );
      const id = (created.item as { id: string }).id;
      await postJson(editor, `/api/workspace/items/${id}/submit`, {}, 200);
      return id;
    },
  );
  const dueAt = Math.ceil((Date.now() + GOING_LIVE.lead) / 60_000) * 60_000;
  const publishAt = bangkokMinuteOf(dueAt);
  await inTurns(ids, AT_ONCE, (id) => postJson(approver, `/api/workspace/items/${id}/approve`, { publishAt }, 200));
  const approvedBeforeDue = Date.now() < dueAt;
  log(
    `engines: ${ids.length} items approved for ${publishAt} Bangkok time, ${Math.round((dueAt - Date.now()) / 1000)} s ahead`,
  );

  const pending = new Set(ids);
  let allLiveAt: number | null = null;
  while (pending.size && Date.now() < dueAt + GOING_LIVE.liveWithin) {
    const read = await inTurns([...pending], AT_ONCE, (id) => readItem(editor, id));
    for (const item of read) if (item.state === 'live') pending.delete(item.id);
    if (!pending.size) allLiveAt = Date.now();
    else await sleep(1000);
  }
  log(`engines: ${ids.length - pending.size} of ${ids.length} live; counting in ${GOING_LIVE.recountAfter / 1000} s`);
  await sleep(GOING_LIVE.recountAfter);
  const records = await inTurns(ids, AT_ONCE, (id) => readItem(editor, id));
  const audit = await approver.get('/api/workspace/audit?action=content');
  if (audit.status !== 200) throw new Error(`the audit log's export: HTTP ${audit.status}`);
  const audited = auditGoLives(await audit.text());
  const tally = tallyGoingLive(records.map((record) => ({ ...record, goLiveAudits: audited.get(record.id) ?? 0 })));
  if (tally.doubles.length || tally.missed.length)
    log(`engines: gone live twice ${tally.doubles.join(', ') || '–'}; never ${tally.missed.join(', ') || '–'}`);
  return {
    items: ids.length,
    publishAt,
    approvedBeforeDue,
    live: tally.live,
    doubles: tally.doubles.length,
    missed: tally.missed.length,
    secondsToAllLive: allLiveAt === null ? null : Math.round((allLiveAt - dueAt) / 1000),
    countedAfterSeconds: GOING_LIVE.recountAfter / 1000,
  };
}

/** Parts 2 and 3: two instances on PostgreSQL, Redis and a bucket, behind nginx. */
async function onTwoMachines(
  folder: string,
  databaseUrl: string,
): Promise<{ machines: InstancesPage[]; goingLive: GoingLiveResults }> {
  const stops: (() => Promise<void>)[] = [];
  try {
    const redis = await startTestRedis(REDIS_SERVER, await ownPort(OFFSETS.redis, 'redis'));
    stops.push(() => redis.stop());
    const bucket = await startS3TestServer('ir-bench-engines', await ownPort(OFFSETS.bucket, 'bucket'));
    stops.push(() => bucket.stop());
    const [nginxOnePort, nginxTwoPort] = [
      await ownPort(OFFSETS.nginxOne, 'nginxOne'),
      await ownPort(OFFSETS.nginxTwo, 'nginxTwo'),
    ];
    const site = `http://127.0.0.1:${nginxTwoPort}`;
    const shared = {
      ...baseEnv(),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      S3_ENDPOINT: bucket.endpoint,
      S3_BUCKET: bucket.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'on',
      S3_REGION: 'us-east-1',
      SITE_URL: site,
      TRUST_PROXY_HOPS: '1',
    };
    const machines: SecondServer[] = [];
    for (const name of ['machineA', 'machineB'] as const) {
      const machine = await startSecondServer(await ownPort(OFFSETS[name], name), {
        ...shared,
        ...ownFolder(folder, name),
      });
      machines.push(machine);
      stops.push(() => machine.stop());
    }
    for (const machine of machines) {
      const health = (await (await fetch(`${machine.base}/api/health`)).json()) as {
        status?: string;
        checks?: Record<string, string>;
        engine?: string;
      };
      // Every check the health route runs (store, Redis, and the files' bucket) must be ok, on PostgreSQL.
      const checks = Object.values(health.checks ?? {});
      if (
        health.status !== 'ok' ||
        health.engine !== 'postgres' ||
        !['store', 'redis', 'files'].every((name) => health.checks?.[name] === 'ok') ||
        checks.some((check) => check !== 'ok')
      )
        throw new Error(`${machine.base}/api/health: ${JSON.stringify(health)}`);
    }
    const ports = machines.map((machine) => Number(new URL(machine.base).port));
    // Without the shared cache: what two instances serve against one, not what nginx's copies do.
    const nginxOne = await startNginxWithoutCache(
      path.join(folder, 'nginx-one'),
      nginxOnePort,
      [ports[0], ports[0]],
      ROOT,
    );
    stops.push(() => nginxOne.stop());
    const nginxTwo = await startNginxWithoutCache(
      path.join(folder, 'nginx-two'),
      nginxTwoPort,
      [ports[0], ports[1]],
      ROOT,
    );
    stops.push(() => nginxTwo.stop());
    log(
      `engines: instances ${machines.map((machine) => machine.base).join(' and ')}; nginx over one ${nginxOne.base}, over two ${nginxTwo.base}`,
    );

    const pages: InstancesPage[] = [];
    for (const pagePath of INSTANCES_PAGES) {
      const [one, two] = await inTurns([nginxOne, nginxTwo], ONE_AT_A_TIME, async (nginx, index) =>
        loadTest(
          `nginx over ${index === 0 ? 'one instance' : 'two instances'}`,
          pagePath,
          'page',
          await bodySize(nginx.base + pagePath),
          { origin: nginx.base, connections: ORIGIN_LOAD.connections },
        ),
      );
      pages.push({ path: pagePath, one, two, ratio: twoToOneRatio(one.requestsPerSec, two.requestsPerSec) });
    }
    return { machines: pages, goingLive: await goLiveOnce(machines, site, shared) };
  } finally {
    for (const stop of stops.reverse())
      await stop().catch((error: unknown) => log(`engines: stopping: ${String(error)}`));
  }
}

export async function measureEngines(): Promise<EnginesResults> {
  const result: EnginesResults = {
    skipped: enginesUnavailable(),
    postgresVersion: null,
    loadavg: { atStart: loadAverage(), atEnd: [] },
    engines: [],
    machines: [],
    goingLive: null,
  };
  if (result.skipped) return result;
  const postgres = await startTestPostgres(await ownPort(OFFSETS.database, 'database'));
  const folder = mkdtempSync(path.join(tmpdir(), 'ir-bench-engines-'));
  try {
    result.postgresVersion = postgresVersion();
    const databaseUrl = await postgres.createTestDatabase();
    const sqliteFile = path.join(folder, 'sqlite', 'ir.db');
    mkdirSync(path.dirname(sqliteFile));
    await seed({ ...baseEnv(), IR_DB_PATH: sqliteFile });
    await seed({ ...baseEnv(), ...ownFolder(folder, 'seed'), DATABASE_URL: databaseUrl });
    result.engines = await compareEngines(folder, sqliteFile, databaseUrl);
    Object.assign(result, await onTwoMachines(folder, databaseUrl));
    result.loadavg.atEnd = loadAverage();
    return result;
  } finally {
    await postgres.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
