import { execFile, type ExecFileOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freeLoopbackPort } from './redis-test-server';

/**
 * A real PostgreSQL server (Debian's) on a free loopback port for a test: a throwaway data folder,
 * fsync off, trust authentication for the `postgres` user. Tests of the store's PostgreSQL engine run
 * against it, never against a mock (docs/operations.md, PostgreSQL).
 */
export interface TestPostgres {
  port: number;
  /** Creates an empty database of its own and answers its URL (postgres://postgres@127.0.0.1:port/name). */
  createTestDatabase(): Promise<string>;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

const run = promisify(execFile);

/** The folder of initdb and pg_ctl: PG_BIN, else Debian's /usr/lib/postgresql/<version>/bin (the newest). */
export function postgresBinFolder(): string {
  const given = process.env.PG_BIN;
  if (given) return given;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error('PostgreSQL not found: install Debian postgresql or set PG_BIN');
  return path.join(root, versions[0], 'bin');
}

// PostgreSQL refuses to run as root: as root its tools run as the postgres user, who owns the folder.
const asRoot = process.getuid?.() === 0;

async function tool(bin: string, name: string, args: string[], options: ExecFileOptions = {}): Promise<void> {
  const file = path.join(bin, name);
  await (asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args], options) : run(file, args, options));
}

/** `listen`: a loopback port to listen on (the bench keeps to its own range); a free one by default. */
export async function startTestPostgres(listen?: number): Promise<TestPostgres> {
  const bin = postgresBinFolder();
  const folder = mkdtempSync(path.join(tmpdir(), 'ir-postgres-'));
  const data = path.join(folder, 'data');
  if (asRoot) {
    const owner = await run('id', ['-u', 'postgres']);
    const group = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(owner.stdout), Number(group.stdout));
  }
  const port = listen ?? (await freeLoopbackPort());
  const pgCtl = (args: string[]) => tool(bin, 'pg_ctl', ['-D', data, ...args]);
  let started = false;
  const stop = async () => {
    if (started) await pgCtl(['-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    started = false;
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await tool(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
    await pgCtl(['-o', `-k ${folder} -p ${port} -h 127.0.0.1 -F`, '-l', path.join(folder, 'log'), '-w', 'start']);
    started = true;
  } catch (error) {
    await stop();
    throw error;
  }
  let databases = 0;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    async createTestDatabase() {
      databases += 1;
      const name = `ir_test_${databases}`;
      await tool(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return url(name);
    },
    stop,
  };
}
