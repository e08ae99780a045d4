import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A second production server (server.mjs) of the build under test, on its own port and with its own environment. */
export interface SecondServer {
  base: string;
  /** The server process's id (its job leases name it: lib/jobs/scheduler.ts). */
  pid: number;
  /** Stops it with SIGTERM (server.mjs drains first) and waits for it to exit. */
  stop: () => Promise<void>;
  /** Sends a signal to the server and resolves when it has exited, with its exit code (null when killed). */
  signal: (signal: NodeJS.Signals) => Promise<number | null>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the server and resolves once `readyPath` answers. Refuses a port that already answers: a
 * server left over from an aborted run would otherwise be tested with the wrong environment.
 */
export async function startSecondServer(
  port: number,
  env: Record<string, string>,
  readyPath = '/en/about',
): Promise<SecondServer> {
  const base = `http://127.0.0.1:${port}`;
  if (await answers(`${base}${readyPath}`))
    throw new Error(`${base} is already taken: stop the server listening there`);

  const app = spawn(process.execPath, ['server.mjs'], {
    // Its own process group, so that stopping it ends the server and anything it started.
    detached: true,
    stdio: 'ignore',
    // The server renders every page request itself (no cache of pages: docs/decisions/046-script-hashes-and-a-shared-cache.md),
    // so the specs that switch their stand-in's behaviour between tests see each page as rendered then.
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, PORT: String(port) },
  });
  const exited = once(app, 'exit');
  const stop = async () => {
    if (app.exitCode !== null || app.signalCode !== null) return;
    try {
      process.kill(-app.pid!, 'SIGTERM');
    } catch {
      return; // already gone
    }
    await exited;
  };

  const signal = async (name: NodeJS.Signals) => {
    if (app.exitCode === null && app.signalCode === null) app.kill(name);
    await exited;
    return app.exitCode;
  };

  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (app.exitCode !== null) throw new Error(`the second server on ${base} exited with ${app.exitCode}`);
    if (await answers(`${base}${readyPath}`)) return { base, pid: app.pid!, stop, signal };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the second server did not start on ${base}`);
}

/** A port nobody listens on now, chosen by the system: fixed offsets from E2E_PORT can meet another run's. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
