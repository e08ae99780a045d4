import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import Redis from 'ioredis';

/**
 * A real redis-server (Debian's) on a free loopback port for a test: no persistence, no other
 * listener. Tests of the Redis-backed parts run against it, never against a mock.
 */
export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A port nobody listens on now, on 127.0.0.1 (the test servers here take one each). */
export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `listen`: a loopback port to listen on (the bench keeps to its own range); a free one by default. */
export async function startTestRedis(
  binary = process.env.REDIS_SERVER ?? 'redis-server',
  listen?: number,
): Promise<TestRedis> {
  const port = listen ?? (await freeLoopbackPort());
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    {
      stdio: 'ignore',
    },
  );
  const exited = once(child, 'exit');
  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return { url, port, stop };
    } catch {
      probe.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await stop();
  throw new Error('redis-server did not start');
}
