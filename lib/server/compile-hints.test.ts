/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs';

describe('addCompileHints', () => {
  let dist: string;
  const chunk = (name: string) => path.join(dist, 'static', 'chunks', name);

  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    writeFileSync(chunk('react.js'), '(globalThis.TURBOPACK||[]).push([1])');
    writeFileSync(chunk('runtime.js'), 'var runtime=1');
    writeFileSync(chunk('route.js'), 'var route=1');
    writeFileSync(path.join(dist, 'secret.txt'), 'not a chunk');
    writeFileSync(
      path.join(dist, 'build-manifest.json'),
      JSON.stringify({
        rootMainFiles: [
          'static/chunks/react.js',
          'static/chunks/runtime.js',
          '../secret.txt',
          'static/chunks/missing.js',
        ],
      }),
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('puts the hint at the top of each root main file, once, and leaves the rest alone', () => {
    const warnings: string[] = [];
    expect(addCompileHints(dist, (message) => warnings.push(message))).toBe(2);
    expect(readFileSync(chunk('react.js'), 'utf8')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1])`);
    expect(readFileSync(chunk('runtime.js'), 'utf8')).toBe(`${COMPILE_HINT}var runtime=1`);
    // A chunk of one route, a path outside the chunks, and a listed file that is not there.
    expect(readFileSync(chunk('route.js'), 'utf8')).toBe('var route=1');
    expect(readFileSync(path.join(dist, 'secret.txt'), 'utf8')).toBe('not a chunk');
    expect(warnings).toEqual([expect.stringContaining('missing.js')]);
    // Again (another instance of the same build): nothing changes, no temporary file is left.
    expect(addCompileHints(dist, () => undefined)).toBe(0);
    expect(readFileSync(chunk('react.js'), 'utf8').split(COMPILE_HINT)).toHaveLength(2);
    expect(readdirSync(path.join(dist, 'static', 'chunks')).sort()).toEqual(['react.js', 'route.js', 'runtime.js']);
  });

  it('runs as the build step after next build (npm run build): the build of the folder given, once', () => {
    const cli = path.join(__dirname, 'compile-hints.mjs');
    const run = () =>
      execFileSync(process.execPath, [cli, dist], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    expect(run()).toContain('2 framework chunk(s)');
    expect(readFileSync(chunk('react.js'), 'utf8')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1])`);
    expect(readFileSync(chunk('route.js'), 'utf8')).toBe('var route=1');
    expect(run()).toContain('0 framework chunk(s)');
  });

  it('leaves a build without a manifest as it is', () => {
    const warnings: string[] = [];
    expect(addCompileHints(path.join(dist, 'nowhere'), (message) => warnings.push(message))).toBe(0);
    expect(warnings).toEqual([expect.stringContaining('no build manifest')]);
  });
});
