import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freeLoopbackPort } from './redis-test-server';

/**
 * Debian's nginx with the shipped site config (deploy/nginx-ir-website.conf, its ports replaced, over
 * plain http: see siteConfig), on loopback, in the foreground of a child process: e2e/instances.spec.ts and the bench's `instances`
 * part (bench/instances.ts) both balance two instances through it, so both measure the shipped file.
 */
export interface TestNginx {
  base: string;
  /** The origin the instances send their purges to (SHARED_CACHE_PURGE=nginx:<purge>). */
  purge: string;
  stop(): Promise<void>;
}

/** The shared cache's purge module, which the shipped file uses (Debian: libnginx-mod-http-cache-purge). */
const PURGE_MODULE = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so';
const PURGE_LISTEN = '    listen 127.0.0.1:8080;\n';
const CACHE_PATH = 'proxy_cache_path /var/cache/nginx/ir-website ';

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` every 20 ms until it gives a truthy value; throws after `timeoutMs`. */
export async function until<T>(
  probe: () => Promise<T | undefined | false>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** The server block of the shipped file that only redirects plain http to https. */
const REDIRECT_SERVER =
  /\nserver \{\n {4}listen 80;\n {4}listen \[::\]:80;\n {4}server_name _;\n {4}return 301 https:\/\/\$host\$request_uri;\n\}\n/;
const TLS_LISTEN = '    listen 443 ssl;\n    listen [::]:443 ssl;\n';

/**
 * The shipped site config over plain http on loopback (a test has no certificate): its two
 * upstreams and its listen address replaced, the redirecting server and the `ssl_` lines left out;
 * the upstream and the proxying location stay exactly as shipped.
 */
export function siteConfig(
  root: string,
  listen: number,
  upstreams: readonly [number, number],
  cache: { purge: number; folder: string } = { purge: 8080, folder: '/var/cache/nginx/ir-website' },
): string {
  const shipped = readFileSync(path.join(root, 'deploy', 'nginx-ir-website.conf'), 'utf8');
  // A changed shipped file must fail loudly here, not balance over the wrong ports or listen elsewhere.
  if (
    !REDIRECT_SERVER.test(shipped) ||
    !shipped.includes(TLS_LISTEN) ||
    !shipped.includes('127.0.0.1:3001') ||
    !shipped.includes('127.0.0.1:3002') ||
    !shipped.includes(PURGE_LISTEN) ||
    !shipped.includes(CACHE_PATH)
  ) {
    throw new Error(
      'deploy/nginx-ir-website.conf no longer has the ports 3001, 3002, 8080 (purges), the cache folder, the port 80 redirect and "listen 443 ssl;" to replace',
    );
  }
  const site = shipped
    .replace('127.0.0.1:3001', `127.0.0.1:${upstreams[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${upstreams[1]}`)
    .replace(REDIRECT_SERVER, '\n')
    .replace(TLS_LISTEN, `    listen 127.0.0.1:${listen};\n`)
    .replace(PURGE_LISTEN, `    listen 127.0.0.1:${cache.purge};\n`)
    .replace(CACHE_PATH, `proxy_cache_path ${cache.folder} `)
    .replace(/^ {4}ssl_[^\n]*\n/gm, '');
  if (/^\s*(ssl_|listen\b(?! 127\.0\.0\.1:))/m.test(site))
    throw new Error('the test config of deploy/nginx-ir-website.conf still has TLS or another listen');
  return site;
}

/**
 * Starts nginx with `folder` as its prefix (config, pid, logs, temp files) and resolves once
 * /api/health answers through it. `root` is the checkout holding deploy/. `purgePort`: where the purge
 * server listens (a free port when not given), for instances started before nginx and told
 * SHARED_CACHE_PURGE=nginx:http://127.0.0.1:<purgePort>.
 */
export async function startNginx(
  folder: string,
  listen: number,
  upstreams: readonly [number, number],
  root = process.cwd(),
  purgePort?: number,
): Promise<TestNginx> {
  // nginx's workers run as another user (www-data, started by root): they write the cache's files
  // under `folder`, which mkdtemp makes readable by its owner alone.
  chmodSync(folder, 0o755);
  const purge = purgePort ?? (await freeLoopbackPort());
  const site = siteConfig(root, listen, upstreams, { purge, folder: path.join(folder, 'nginx-cache') });
  const temp = path.join(folder, 'nginx-temp');
  mkdirSync(temp, { recursive: true });
  const config = path.join(folder, 'nginx.conf');
  writeFileSync(
    config,
    `load_module ${PURGE_MODULE};
daemon off;
worker_processes 1;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  ${site}
}
`,
  );
  const check = spawnSync(NGINX_BINARY, ['-t', '-c', config, '-p', folder], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  const child: ChildProcess = spawn(NGINX_BINARY, ['-c', config, '-p', folder], { stdio: 'ignore' });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
  };
  const base = `http://127.0.0.1:${listen}`;
  try {
    await until(async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok, 20_000, 'nginx answers');
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, purge: `http://127.0.0.1:${purge}`, stop };
}
