/**
 * What every step of `npm run bench` shares: the settings read from the environment (see run.ts),
 * where things are, and small helpers.
 */
import path from 'node:path';
import { pages } from '../lib/site-map';
import { budgets } from './budgets';

export const ROOT = path.resolve(__dirname, '..');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
/** BENCH_DIST_DIR lets a second bench (another commit, another BENCH_PORT) build beside a running one. */
export const DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench';
export const PORT = Number(process.env.BENCH_PORT || 3300);
// Not 127.0.0.1: the server is started without -H (binding it to 127.0.0.1 breaks the Thai rewrites).
export const ORIGIN = `http://localhost:${PORT}`;
export const QUICK = process.env.BENCH_QUICK === '1';
export const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === '1';
export const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS || (QUICK ? 1 : 3)));
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const GZIP_LEVEL = 9;
export const LOAD = QUICK
  ? { connections: budgets.load.connections, durationSeconds: 3, warmupSeconds: 1 }
  : { connections: budgets.load.connections, durationSeconds: budgets.load.durationSeconds, warmupSeconds: 3 };

export function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchBytes(url: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

export function allRoutes(): string[] {
  const bare = Object.values(pages) as string[];
  return [...bare, ...bare.map((route) => (route === '/' ? '/en' : `/en${route}`))];
}
