import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** A second `next start` of the build under test, on its own port and with its own environment. */
export interface SecondServer {
  base: string;
  stop: () => Promise<void>;
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
export async function startSecondServer(port: number, env: Record<string, string>, readyPath = '/en/about'): Promise<SecondServer> {
  const base = `http://127.0.0.1:${port}`;
  if (await answers(`${base}${readyPath}`)) throw new Error(`${base} is already taken: stop the server listening there`);

  const app = spawn('npx', ['next', 'start', '-p', String(port)], {
    // Its own process group, so that stopping it ends npx and the Next server beneath it.
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
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

  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (app.exitCode !== null) throw new Error(`the second server on ${base} exited with ${app.exitCode}`);
    if (await answers(`${base}${readyPath}`)) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the second server did not start on ${base}`);
}
