import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { EngineName } from '@/lib/store/engine';
import { withTemporaryStore } from '@/lib/testing/temporary-store';

/** A route's reply as ./workspace-process.ts sends it back. */
export interface ProcessReply {
  status: number;
  body: Record<string, unknown>;
  setCookies: string[];
}

/**
 * Starts ./workspace-process.ts for the test file at its first call and stops it after its tests
 * (afterAll): the workspace's routes with the real authentication framework, which Jest cannot load.
 * Answers `call`, which sends one message and awaits its answer; an answer that is only an error is
 * thrown. `env` is the test's environment (its `process.env`, which Jest keeps apart from the real
 * process's), read when the process starts: the test's store and settings.
 */
export function workspaceProcess(env: () => NodeJS.ProcessEnv): {
  call: <T>(message: Record<string, unknown>) => Promise<T>;
} {
  let running: { child: ChildProcessWithoutNullStreams; lines: AsyncIterator<string> } | null = null;
  const start = () => {
    const child = spawn(
      path.resolve('node_modules/.bin/tsx'),
      ['--import', './scripts/server-only-stub.mjs', 'lib/accounts/testing/workspace-process.ts'],
      { env: env() },
    );
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    return { child, lines: createInterface({ input: child.stdout })[Symbol.asyncIterator]() };
  };
  afterAll(async () => {
    if (!running) return;
    const { child } = running;
    running = null;
    child.stdin.end();
    await new Promise((resolve) => child.on('close', resolve));
  });
  async function call<T>(message: Record<string, unknown>): Promise<T> {
    const { child, lines } = (running ??= start());
    child.stdin.write(`${JSON.stringify(message)}\n`);
    const { value } = await lines.next();
    const answer = JSON.parse(String(value)) as T & { error?: string };
    const onlyError = typeof answer === 'object' && answer && typeof answer.error === 'string' && !('status' in answer);
    if (onlyError) throw new Error(answer.error);
    return answer;
  }
  return { call };
}

/**
 * The test file's (or describe block's) temporary store on `engine`, with an authentication secret and
 * neither a site URL nor Redis, and the workspace process on it (workspaceProcess, `env` the test's
 * environment): the set-up of the route tests with the real framework, whose every call may take a while.
 */
export function workspaceProcessOnStore(
  name: string,
  env: () => NodeJS.ProcessEnv,
  engine: EngineName = 'sqlite',
): ReturnType<typeof workspaceProcess> {
  // Declared first, so that its afterAll ends the process before the store's closes the database.
  const workspace = workspaceProcess(env);
  withTemporaryStore(
    name,
    {
      IR_AUTH_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
      SITE_URL: undefined,
      REDIS_URL: undefined,
    },
    engine,
  );
  jest.setTimeout(120_000);
  return workspace;
}
