/**
 * The shipped nginx config (deploy/nginx-ir-website.conf) with its shared cache off, for the bench parts
 * that measure the instances behind nginx rather than nginx's cache: every `proxy_cache <zone>;` becomes
 * `proxy_cache off;`, so each request reaches an instance; everything else (the upstream, the headers,
 * the failover, the purge server) stays as shipped. lib/testing/nginx-test-server.ts runs it: it reads
 * `deploy/nginx-ir-website.conf` under the root it is given, so the variant is written into a folder
 * of its own laid out the same way.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startNginx, type TestNginx } from '@/lib/testing/nginx-test-server';

const SHIPPED = path.join('deploy', 'nginx-ir-website.conf');

/** Every `proxy_cache` directive of `config` turned off (not proxy_cache_path, _key, _lock…), and how many. */
export function withoutProxyCache(config: string): { config: string; turnedOff: number } {
  let turnedOff = 0;
  const off = config.replace(/^([ \t]*)proxy_cache[ \t]+(?!off;)[^;\n]+;/gm, (_line, indent: string) => {
    turnedOff += 1;
    return `${indent}proxy_cache off;`;
  });
  return { config: off, turnedOff };
}

/**
 * nginx over `upstreams` with the shipped config's cache off (withoutProxyCache), its files under
 * `folder` (the variant's root under `folder`/config-root).
 */
export async function startNginxWithoutCache(
  folder: string,
  listen: number,
  upstreams: readonly [number, number],
  root: string,
): Promise<TestNginx> {
  const variantRoot = path.join(folder, 'config-root');
  mkdirSync(path.join(variantRoot, 'deploy'), { recursive: true });
  const { config } = withoutProxyCache(readFileSync(path.join(root, SHIPPED), 'utf8'));
  writeFileSync(path.join(variantRoot, SHIPPED), config);
  return startNginx(folder, listen, upstreams, variantRoot);
}
