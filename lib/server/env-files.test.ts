/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The settings files loaded by Next's loader as server.mjs does it: in a plain Node process (the
 * module is the server's own ESM, unbuilt), in production mode, with a real environment of its own.
 */
function loadIn(
  folder: string,
  environment: Record<string, string>,
): { files: string[]; env: Record<string, string | null> } {
  const loader = path.join(process.cwd(), 'lib/server/env-files.mjs');
  const names = [
    'PORT',
    'HOST',
    'TRUST_PROXY_HOPS',
    'SHUTDOWN_TIMEOUT_SECONDS',
    'REDIS_URL',
    'NEXT_DIST_DIR',
    'SITE_URL',
    'FROM_DEVELOPMENT',
  ];
  const script = `
    import { loadEnvFiles } from ${JSON.stringify(loader)};
    process.env.NODE_ENV = 'production';
    const files = loadEnvFiles(${JSON.stringify(folder)}, { log: { info() {}, error: console.error } });
    const env = Object.fromEntries(${JSON.stringify(names)}.map((name) => [name, process.env[name] ?? null]));
    console.log(JSON.stringify({ files, env }));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    // Only what the test gives: none of the runner's own settings.
    env: { PATH: process.env.PATH ?? '', ...environment } as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

describe('loadEnvFiles', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'ir-env-files-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('reads the settings server.mjs reads before Next from .env', () => {
    const settings = {
      PORT: '3621',
      HOST: '127.0.0.1',
      TRUST_PROXY_HOPS: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '7',
      REDIS_URL: 'redis://127.0.0.1:6379',
      NEXT_DIST_DIR: '.next-x',
      SITE_URL: 'https://ir.example.com',
    };
    const lines = Object.entries(settings).map(([name, value]) => `${name}=${value}`);
    writeFileSync(path.join(folder, '.env'), lines.join('\n'));
    expect(loadIn(folder, {})).toEqual({ files: ['.env'], env: { ...settings, FROM_DEVELOPMENT: null } });
  });

  it('takes .env.production.local, then .env.local, then .env.production, then .env; never .env.development', () => {
    writeFileSync(path.join(folder, '.env'), 'PORT=1\nHOST=h1\nTRUST_PROXY_HOPS=1\nSHUTDOWN_TIMEOUT_SECONDS=1\n');
    writeFileSync(path.join(folder, '.env.production'), 'PORT=2\nHOST=h2\nTRUST_PROXY_HOPS=2\n');
    writeFileSync(path.join(folder, '.env.local'), 'PORT=3\nHOST=h3\n');
    writeFileSync(path.join(folder, '.env.production.local'), 'PORT=4\n');
    writeFileSync(path.join(folder, '.env.development'), 'FROM_DEVELOPMENT=yes\nPORT=5\n');
    const { files, env } = loadIn(folder, {});
    expect(files).toEqual(['.env.production.local', '.env.local', '.env.production', '.env']);
    expect(env).toMatchObject({
      PORT: '4',
      HOST: 'h3',
      TRUST_PROXY_HOPS: '2',
      SHUTDOWN_TIMEOUT_SECONDS: '1',
      FROM_DEVELOPMENT: null,
    });
  });

  it('never overrides a variable of the real environment', () => {
    writeFileSync(path.join(folder, '.env'), 'PORT=3621\nTRUST_PROXY_HOPS=1\nHOST=127.0.0.1\n');
    writeFileSync(path.join(folder, '.env.local'), 'PORT=3622\n');
    expect(loadIn(folder, { PORT: '3100', TRUST_PROXY_HOPS: '0' }).env).toMatchObject({
      PORT: '3100',
      TRUST_PROXY_HOPS: '0',
      HOST: '127.0.0.1',
    });
  });

  it('loads nothing, and sets nothing, without files', () => {
    expect(loadIn(folder, { PORT: '3100' })).toEqual({
      files: [],
      env: {
        PORT: '3100',
        HOST: null,
        TRUST_PROXY_HOPS: null,
        SHUTDOWN_TIMEOUT_SECONDS: null,
        REDIS_URL: null,
        NEXT_DIST_DIR: null,
        SITE_URL: null,
        FROM_DEVELOPMENT: null,
      },
    });
  });
});
