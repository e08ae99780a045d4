/**
 * The server being measured: `next build` into DIST_DIR and its compile hints (as `npm run build`), then
 * the production server with the no-JS reference stage (bench/no-js-server.mjs: server.mjs's server, as
 * `npm start`, plus that stage) on PORT in its own process group, stopped with everything it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR, ORIGIN, PORT, ROOT, errorText, fetchBytes, log, sleep } from './settings';

const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
/** The build step after `next build` (package.json, build). */
const COMPILE_HINTS = path.join(ROOT, 'lib', 'server', 'compile-hints.mjs');
/** The production server with the bench's no-JS reference stage. */
const BENCH_SERVER = path.join('bench', 'no-js-server.mjs');

export const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_DIST_DIR: DIST_DIR,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  // Canonical URLs, alternates and the sitemap point at the origin being measured.
  PORT: String(PORT),
  SITE_URL: ORIGIN,
};

/**
 * `next build` adds its folder's types to tsconfig.json and points next-env.d.ts at them. Both files are
 * shared with the other builds in this working tree, so only this build's changes are undone.
 */
function restoreSharedFiles(savedTsconfig: string, savedNextEnv: string | null) {
  const tsconfigFile = path.join(ROOT, 'tsconfig.json');
  const now = readFileSync(tsconfigFile, 'utf8');
  if (now !== savedTsconfig) {
    type Tsconfig = { include?: string[] };
    const mine = (entry: string) => entry.startsWith(`${DIST_DIR}/`);
    const current = JSON.parse(now) as Tsconfig;
    const cleaned = { ...current, include: current.include?.filter((entry) => !mine(entry)) };
    if (JSON.stringify(cleaned) === JSON.stringify(JSON.parse(savedTsconfig))) {
      writeFileSync(tsconfigFile, savedTsconfig); // only next build changed it: the original text back
      log('restored tsconfig.json');
    } else if (current.include?.some(mine)) {
      writeFileSync(tsconfigFile, `${JSON.stringify(cleaned, null, 2)}\n`); // changed by others too: keep theirs
      log(`removed the ${DIST_DIR} entries from tsconfig.json (other changes kept)`);
    }
  }
  const nextEnvFile = path.join(ROOT, 'next-env.d.ts');
  if (existsSync(nextEnvFile) && readFileSync(nextEnvFile, 'utf8').includes(`./${DIST_DIR}/`)) {
    if (savedNextEnv === null) unlinkSync(nextEnvFile);
    else writeFileSync(nextEnvFile, savedNextEnv);
    log('restored next-env.d.ts');
  }
}

export async function build() {
  const savedTsconfig = readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8');
  const nextEnvFile = path.join(ROOT, 'next-env.d.ts');
  const savedNextEnv = existsSync(nextEnvFile) ? readFileSync(nextEnvFile, 'utf8') : null;
  try {
    // The steps of `npm run build`, with this build's environment.
    for (const [name, args] of [
      ['next build', [NEXT_BIN, 'build']],
      ['compile hints', [COMPILE_HINTS]],
    ] as const) {
      await new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, args, { cwd: ROOT, env: serverEnv, stdio: 'inherit' });
        child.on('error', reject);
        child.on('exit', (code, signal) =>
          code === 0 ? resolve() : reject(new Error(`${name} failed (${signal ?? `exit ${code}`})`)),
        );
      });
    }
  } finally {
    restoreSharedFiles(savedTsconfig, savedNextEnv);
  }
}

let server: ChildProcess | null = null;

export function killServer(signal: NodeJS.Signals = 'SIGTERM') {
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
  try {
    process.kill(-server.pid, signal); // the whole process group: the server and anything it started
  } catch {
    // already gone
  }
}

export async function stopServer() {
  const child = server;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killServer('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  killServer('SIGKILL');
  log('server stopped');
}

/** Kills the server when this process ends, however it ends. */
export function stopServerOnExit() {
  process.on('exit', () => killServer('SIGKILL'));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      killServer('SIGKILL');
      process.exit(130);
    });
  }
}

async function isUp(): Promise<boolean> {
  try {
    const response = await fetch(ORIGIN + '/', { redirect: 'manual', signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function startServer() {
  if (!existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))) throw new Error(`no build in ${DIST_DIR}`);
  try {
    await fetch(ORIGIN + '/', { signal: AbortSignal.timeout(2000) });
    throw new Error(`port ${PORT} is already in use; stop that server or set BENCH_PORT`);
  } catch (error) {
    if (errorText(error).includes('already in use')) throw error;
  }
  server = spawn(process.execPath, [BENCH_SERVER], {
    cwd: ROOT,
    env: serverEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (data: Buffer) => process.stdout.write(`[server] ${data}`));
  server.stderr?.on('data', (data: Buffer) => process.stderr.write(`[server] ${data}`));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error('the server exited');
    if (await isUp()) return;
    await sleep(500);
  }
  throw new Error('the server did not answer within 120 s');
}

export async function warm(urls: string[], times: number) {
  for (let round = 0; round < times; round += 1) {
    for (const url of urls) {
      try {
        await fetchBytes(ORIGIN + url);
      } catch {
        // measured (and reported) later
      }
    }
  }
}
