/**
 * What every step of `npm run bench` shares: the settings read from the environment (see run.ts),
 * where things are, and small helpers.
 */
import { createServer } from 'node:net';
import path from 'node:path';
import { pages } from '@/lib/site/site-map';
import { BENCH_SUBSETS, budgets, isBenchSubset, type BenchSubset } from './budgets';

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

/** `--only=<name>` on the command line (`npm run bench -- --only=prices`): one part of budgets.ts BENCH_SUBSETS, or null for all. */
export function readOnly(args: readonly string[]): BenchSubset | null {
  const given = args.filter((arg) => arg.startsWith('--only=')).map((arg) => arg.slice('--only='.length));
  const unknown = args.filter((arg) => !arg.startsWith('--only='));
  if (unknown.length)
    throw new Error(
      `unknown argument ${unknown.join(' ')}; the only option is --only=<${Object.keys(BENCH_SUBSETS).join('|')}>`,
    );
  if (given.length === 0) return null;
  const name = given[given.length - 1];
  if (!isBenchSubset(name))
    throw new Error(`--only=${name}: no such part; one of ${Object.keys(BENCH_SUBSETS).join(', ')}`);
  return name;
}
export const LOAD = QUICK
  ? { connections: budgets.load.connections, durationSeconds: 3, warmupSeconds: 1 }
  : { connections: budgets.load.connections, durationSeconds: budgets.load.durationSeconds, warmupSeconds: 3 };

/** The load tests that render every request at an instance (budgets.originLoad; LOAD's duration). */
export const ORIGIN_LOAD = { connections: budgets.originLoad.connections } as const;

/**
 * The results-day part's autocannon (bench/results-day.ts): budgets.resultsDay's by default, BENCH_RESULTS_DAY_CONNECTIONS
 * and BENCH_RESULTS_DAY_SECONDS to smoke-run it on a busy machine (20 and 5 in a quick run); bench:check wants the budget's.
 */
export const RESULTS_DAY_LOAD = {
  connections: Number(process.env.BENCH_RESULTS_DAY_CONNECTIONS || (QUICK ? 20 : budgets.resultsDay.connections)),
  durationSeconds: Number(process.env.BENCH_RESULTS_DAY_SECONDS || (QUICK ? 5 : budgets.resultsDay.durationSeconds)),
};

export function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch's "fetch failed" says why only in its cause (ECONNRESET, UND_ERR_SOCKET, …).
  const cause =
    error.cause instanceof Error ? `: ${(error.cause as Error & { code?: string }).code ?? error.cause.message}` : '';
  return `${error.message}${cause}`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * BENCH_PORT + `offset`, for the process `name` of a part that starts its own (each part keeps its
 * table of offsets), refused when something listens there (a leftover must not be measured).
 */
export async function ownPort(offset: number, name: string): Promise<number> {
  const port = PORT + offset;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', () => reject(new Error(`port ${port} (BENCH_PORT + ${offset}, ${name}) is taken`)));
    probe.listen(port, '127.0.0.1', resolve);
  });
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Runs a GET once more when the server closed a kept-alive connection just as it was reused
 * (UND_ERR_SOCKET, "other side closed"): a race of the client's pool after an idle pause as long as
 * the server's keep-alive timeout (5 s, server.mjs), not an answer. Only for GETs: they can be repeated.
 */
export function retriedGet<T>(get: () => Promise<T>): Promise<T> {
  return get().catch((error: unknown) => {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return get();
  });
}

/** A GET, its status and body (retriedGet). */
export async function fetchBytes(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer }> {
  return retriedGet(async () => {
    const response = await fetch(url, { redirect: 'manual', headers, signal: AbortSignal.timeout(30_000) });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  });
}

/** Every route of the site in both languages, or only `bare` ones (without the /en prefix). */
export function allRoutes(bare: readonly string[] = Object.values(pages) as string[]): string[] {
  return [...bare, ...bare.map((route) => (route === '/' ? '/en' : `/en${route}`))];
}
