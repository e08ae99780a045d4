/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * server.mjs started for real, with Next replaced by a stand-in (a module loader hook answers
 * `import('next')`) and a build folder of its own: the server serves and leaves the build as it found it
 * (the compile hints are a build step, lib/server/compile-hints.mjs).
 */
const ROOT = path.resolve(__dirname, '..', '..');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('server.mjs at start', () => {
  let tools: string;
  let dist: string;
  let server: ChildProcess | undefined;

  beforeEach(() => {
    tools = mkdtempSync(path.join(os.tmpdir(), 'server-start-'));
    // Inside the project, by a relative NEXT_DIST_DIR, as every build folder is.
    dist = mkdtempSync(path.join(ROOT, '.next-start-test-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    writeFileSync(path.join(dist, 'static', 'chunks', 'framework.js'), 'var framework=1');
    writeFileSync(
      path.join(dist, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }),
    );
    const standIn = path.join(tools, 'next.mjs');
    writeFileSync(
      standIn,
      `export default function next() {
        return { getRequestHandler: () => (request, response) => response.end('next answered ' + request.url), prepare: async () => undefined };
      }\n`,
    );
    writeFileSync(
      path.join(tools, 'hooks.mjs'),
      `export async function resolve(specifier, context, nextResolve) {
        return specifier === 'next' ? { url: ${JSON.stringify(pathToFileURL(standIn).href)}, shortCircuit: true } : nextResolve(specifier, context);
      }\n`,
    );
    writeFileSync(
      path.join(tools, 'register.mjs'),
      `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n`,
    );
  });

  afterEach(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGKILL');
      await exited;
    }
    server = undefined;
    rmSync(tools, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves through its pipeline without writing into the build it serves, and stops on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      ['--import', pathToFileURL(path.join(tools, 'register.mjs')).href, 'server.mjs'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          NEXT_DIST_DIR: path.relative(ROOT, dist),
          IR_DB_PATH: path.join(tools, 'ir.db'),
          REDIS_URL: '',
          SITE_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server = child;
    let output = '';
    child.stdout?.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
    const deadline = Date.now() + 20_000;
    while (!output.includes('Ready on')) {
      if (child.exitCode !== null) throw new Error(`server.mjs exited: ${output}`);
      if (Date.now() > deadline) throw new Error(`server.mjs did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const response = await fetch(`http://127.0.0.1:${port}/en/about`);
    expect(await response.text()).toBe('next answered /en/about');
    // The production stages ran (the client address is one of them) and none of them is the bench's.
    expect(output).toContain('client address');
    expect(output).not.toContain('bench');

    expect(readFileSync(path.join(dist, 'static', 'chunks', 'framework.js'), 'utf8')).toBe('var framework=1');
    expect(readdirSync(path.join(dist, 'static', 'chunks'))).toEqual(['framework.js']);

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    expect((await exited)[0]).toBe(0);
  }, 30_000);
});
