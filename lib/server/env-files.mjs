// @ts-check
/**
 * The settings files (`.env` and its relatives), loaded the way Next loads them, by Next's own loader
 * (`@next/env`, which ships with next): server.mjs reads some settings (PORT, HOST, TRUST_PROXY_HOPS,
 * SHUTDOWN_TIMEOUT_SECONDS, REDIS_URL, …) before Next starts, and Next would load the files only then.
 *
 * For `npm start` (production) the files are, first found wins for each variable:
 * `.env.production.local`, `.env.local`, `.env.production`, `.env`. A variable of the real
 * environment always wins over every file. Next's own later call finds the files loaded and keeps them.
 */
import { createRequire } from 'node:module';

/** @typedef {{ path: string }} LoadedFile */

// The copy of @next/env that next itself uses, so that Next's call shares this one's state.
const requireFromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));

/**
 * Loads the settings files of `dir` into process.env (never over a variable already set).
 * @param {string} dir the project folder (where Next looks for them too)
 * @param {{ dev?: boolean, log?: { info: (...args: unknown[]) => void, error: (...args: unknown[]) => void } }} [options]
 * @returns {string[]} the files loaded, by name
 */
export function loadEnvFiles(dir, { dev = false, log = console } = {}) {
  /** @type {{ loadEnvConfig: (dir: string, dev?: boolean, log?: unknown) => { loadedEnvFiles: LoadedFile[] } }} */
  const nextEnv = requireFromNext('@next/env');
  return nextEnv.loadEnvConfig(dir, dev, log).loadedEnvFiles.map((file) => file.path);
}
