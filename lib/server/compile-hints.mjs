// @ts-check
/**
 * V8 compile hints for Next's framework chunks (docs/performance.md, What keeps it fast).
 *
 * Every page loads the same few chunks first (react-dom, Next's router, the Turbopack runtime: the
 * build manifest's `rootMainFiles`), and nearly every function in them runs while the page hydrates.
 * V8 compiles a function lazily, on the main thread, the first time it is called, so on a slow phone
 * the task that evaluates them and starts hydration is mostly compiling. A file that begins with the
 * magic comment `//# allFunctionsCalledOnLoad` is compiled eagerly on a background thread while it
 * streams in (Chrome's explicit compile hints; other browsers read a comment), which takes that work
 * off the task the reader waits behind.
 *
 * A step of the build, run once right after `next build` as `node lib/server/compile-hints.mjs`
 * (it hints the build in NEXT_DIST_DIR, read from the environment and the settings files as the
 * server reads it, or in the folder given as its argument). Every command that builds runs it:
 * `npm run build` and `npm run serve`, Playwright's webServer (playwright.config.ts) and the bench
 * (bench/server.ts). The server never writes into the build it serves. It is idempotent (a second
 * run changes nothing) and writes each file by rename, so a reader never gets half a file. Chunks
 * only some pages use are left alone: most of their functions wait for a reader's action.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { settings } from '../config/settings.mjs';
import { loadEnvFiles } from './env-files.mjs';
import { rootMainFilesOf } from './next-internals.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Adds the hint to the root main files of the build in `distDir`; returns how many it changed.
 * A build without a manifest (or a file that cannot be read) is left as it is: the hints are a speed-up,
 * never a reason to fail a build.
 * @param {string} distDir
 * @param {(message: string) => void} [warn]
 */
export function addCompileHints(distDir, warn = console.warn) {
  /** @type {string[]} */
  let files;
  try {
    // Only the build's own script chunks, by a relative path inside distDir.
    files = rootMainFilesOf(distDir);
  } catch (error) {
    warn(`[compile-hints] no build manifest in ${distDir}: ${error instanceof Error ? error.message : String(error)}`);
    return 0;
  }
  let changed = 0;
  for (const file of files) {
    const target = path.join(distDir, file);
    try {
      const text = readFileSync(target, 'utf8');
      if (text.startsWith(COMPILE_HINT)) continue;
      const temporary = `${target}.${process.pid}.hint`;
      writeFileSync(temporary, COMPILE_HINT + text);
      renameSync(temporary, target);
      changed += 1;
    } catch (error) {
      warn(`[compile-hints] ${file} left as it is: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return changed;
}

/**
 * The command line: hints the build of the project folder `dir` (its NEXT_DIST_DIR, or `folder`).
 * @param {string} dir
 * @param {string | undefined} folder
 */
export function hintBuild(dir, folder) {
  // A production build: the production settings files, as `npm start` reads them.
  loadEnvFiles(dir, { dev: false, log: { info: () => undefined, error: console.error } });
  const distDir = path.resolve(dir, folder ?? settings().NEXT_DIST_DIR);
  const changed = addCompileHints(distDir);
  console.log(`[compile-hints] ${changed} framework chunk(s) of ${path.relative(dir, distDir) || distDir} hinted`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  hintBuild(path.resolve(import.meta.dirname, '..', '..'), process.argv[2]);
}
