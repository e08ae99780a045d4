/**
 * Lighthouse 13 beside the pinned 12.8.2 (docs/performance.md, The method: `npm run bench`). Lighthouse 13 needs Node
 * 22.19 or later and the site runs on Node 20, so it is installed apart, from the npm registry, with the
 * Node 22 binary npm publishes as a package: bench/lighthouse-13/package.json and its lock pin both, and
 * `npm ci` puts them in node_modules/.cache/ir-bench-lighthouse-13 (again whenever the lock changes; a
 * fresh `npm ci` of the site empties it). The worker (bench/lighthouse-worker.mjs) then runs under that
 * Node and loads that Lighthouse. This Node is used instead when it is recent enough; with neither, the
 * part is skipped with the reason.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIGHTHOUSE_13_PAGES } from './budgets';
import { measureLighthouse, type LighthouseEngine } from './lighthouse';
import { chooseNode, MINIMUM_NODE, type NodeBinary } from './lighthouse-13-summary';
import { ROOT, errorText, log } from './settings';
import type { Lighthouse13Results } from './types';

const SOURCE = path.join(ROOT, 'bench', 'lighthouse-13');
const INSTALLED = path.join(ROOT, 'node_modules', '.cache', 'ir-bench-lighthouse-13');
/** Installs bench/lighthouse-13's pinned packages apart, unless the same lock is already installed. */
function install(): void {
  const lock = readFileSync(path.join(SOURCE, 'package-lock.json'), 'utf8');
  const installedLock = path.join(INSTALLED, 'package-lock.json');
  if (
    existsSync(installedLock) &&
    readFileSync(installedLock, 'utf8') === lock &&
    existsSync(path.join(INSTALLED, 'node_modules', 'lighthouse', 'package.json'))
  )
    return;
  log(`lighthouse 13: installing bench/lighthouse-13 into ${path.relative(ROOT, INSTALLED)}`);
  mkdirSync(INSTALLED, { recursive: true });
  copyFileSync(path.join(SOURCE, 'package.json'), path.join(INSTALLED, 'package.json'));
  copyFileSync(path.join(SOURCE, 'package-lock.json'), installedLock);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: INSTALLED,
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: 10 * 60_000,
  });
}

function installedNode(): NodeBinary | null {
  const binary = path.join(INSTALLED, 'node_modules', '.bin', 'node');
  if (!existsSync(binary)) return null;
  try {
    return { path: binary, version: execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim() };
  } catch {
    return null; // a binary for another platform
  }
}

/** The Lighthouse 13 engine, or why there is none here. */
function lighthouse13(): { engine: LighthouseEngine; version: string; node: string } | { skipped: string } {
  try {
    install();
  } catch (error) {
    return { skipped: `could not install bench/lighthouse-13: ${errorText(error)}` };
  }
  const node = chooseNode({ path: process.execPath, version: process.version }, installedNode());
  if (!node)
    return {
      skipped: `Lighthouse 13 needs Node ${MINIMUM_NODE}; this is ${process.version}, and the registry's Node 22 package has no binary for ${process.platform}-${process.arch}`,
    };
  const { version } = JSON.parse(
    readFileSync(path.join(INSTALLED, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ) as { version: string };
  return { engine: { node: node.path, packages: INSTALLED, label: version }, version, node: node.version };
}

/** The pages of LIGHTHOUSE_13_PAGES, each against its no-JS reference as the pinned Lighthouse measures them. */
export async function measureLighthouse13(): Promise<Lighthouse13Results> {
  const found = lighthouse13();
  if ('skipped' in found) return { skipped: found.skipped, version: null, node: null, pages: [] };
  log(`lighthouse ${found.version} under Node ${found.node}`);
  const pages = await measureLighthouse(LIGHTHOUSE_13_PAGES, found.engine);
  return { skipped: null, version: found.version, node: found.node, pages };
}
