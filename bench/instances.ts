/**
 * The `instances` part of `npm run bench`: the bench's own server (one instance, as
 * `npm start`, no REDIS_URL) directly, then Debian's nginx with deploy/nginx-ir-website.conf, its shared
 * cache off (bench/nginx-without-cache.ts), over two instances of the same build sharing a redis-server,
 * each page back to back with the origin load (budgets.originLoad): what the instances serve, each
 * request rendered by one of them (the shared cache is the results-day part's, bench/results-day.ts).
 * Redis, the two instances and nginx are started here on 127.0.0.1 (BENCH_PORT+1, +2 and +3) and
 * stopped here; the bench server must already be up.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startSecondServer, type SecondServer } from '../e2e/second-server';
import { NGINX_BINARY, type TestNginx } from '@/lib/testing/nginx-test-server';
import { startTestRedis, type TestRedis } from '@/lib/testing/redis-test-server';
import { INSTANCES_PAGES } from './budgets';
import { instancesSkipReason, twoToOneRatio } from './instances-summary';
import { loadTest } from './load-test';
import { startNginxWithoutCache } from './nginx-without-cache';
import { serverEnv } from './server';
import { ORIGIN, ORIGIN_LOAD, PORT, ROOT, fetchBytes, log } from './settings';
import type { InstancesPage, InstancesResults } from './types';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

/** Whether `binary args` runs and exits 0 (a tool the part needs is on the machine). */
export function runs(binary: string, args: string[]): boolean {
  const probe = spawnSync(binary, args, { stdio: 'ignore' });
  return !probe.error && probe.status === 0;
}

/** Null when redis-server and nginx can run here, else why not (the row is then skipped). */
export function instancesUnavailable(): string | null {
  return instancesSkipReason({ redisServer: runs(REDIS_SERVER, ['--version']), nginx: runs(NGINX_BINARY, ['-v']) });
}

/** The bench's port + offset when free, else one the system picks (a leftover must not be measured). */
async function portNear(offset: number): Promise<number> {
  const wanted = PORT + offset;
  const taken = await fetch(`http://127.0.0.1:${wanted}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  return taken ? freePort() : wanted;
}

export async function measureInstances(): Promise<InstancesResults> {
  const skipped = instancesUnavailable();
  if (skipped) return { skipped, pages: [] };
  const folder = mkdtempSync(path.join(tmpdir(), 'ir-bench-instances-'));
  let redis: TestRedis | null = null;
  const instances: SecondServer[] = [];
  let nginx: TestNginx | null = null;
  try {
    redis = await startTestRedis(REDIS_SERVER);
    // The bench server's environment (build folder, SITE_URL, production) with Redis on, sharing
    // data/ir.db as several instances on one machine do.
    const env = Object.fromEntries(
      Object.entries(serverEnv).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const shared = {
      ...env,
      REDIS_URL: redis.url,
      TRUST_PROXY_HOPS: '1',
    };
    const ports: [number, number] = [await portNear(1), await portNear(2)];
    for (const port of ports) instances.push(await startSecondServer(port, shared));
    nginx = await startNginxWithoutCache(folder, await portNear(3), ports, ROOT);
    log(`instances: redis ${redis.url}, instances on ${ports.join(' and ')}, nginx ${nginx.base}`);

    const pages: InstancesPage[] = [];
    for (const pagePath of INSTANCES_PAGES) {
      const sizes: number[] = [];
      for (const origin of [ORIGIN, nginx.base, ...instances.map((instance) => instance.base)]) {
        const { status, body } = await fetchBytes(origin + pagePath);
        if (status !== 200) throw new Error(`${origin}${pagePath}: HTTP ${status}`);
        sizes.push(body.length);
      }
      const connections = ORIGIN_LOAD.connections;
      const one = await loadTest('one instance', pagePath, 'page', sizes[0], { connections });
      const two = await loadTest('nginx over two instances', pagePath, 'page', sizes[1], {
        origin: nginx.base,
        connections,
      });
      pages.push({ path: pagePath, one, two, ratio: twoToOneRatio(one.requestsPerSec, two.requestsPerSec) });
    }
    return { skipped: null, pages };
  } finally {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
