// @ts-check
/**
 * The settings files (`.env` and its relatives), loaded the way Next loads them, by Next's own loader
 * (`@next/env`, which ships with next): server.mjs reads some settings (PORT, HOST, TRUST_PROXY_HOPS,
 * SHUTDOWN_TIMEOUT_SECONDS, REDIS_URL, …) before Next starts, and Next would load the files only then.
 *
 * For `npm start` (production) the files are, first found wins for each variable:
 * `.env.production.local`, `.env.local`, `.env.production`, `.env`; for `npm run dev` (server.mjs
 * --dev, `dev: true`) `.env.development.local`, `.env.local`, `.env.development`, `.env`. A variable of the real
 * environment always wins over every file. Next's own later call finds the files loaded and keeps them.
 */
import { nextEnvLoader } from './next-internals.mjs';

/**
 * Loads the settings files of `dir` into process.env (never over a variable already set).
 * @param {string} dir the project folder (where Next looks for them too)
 * @param {{ dev?: boolean, log?: { info: (...args: unknown[]) => void, error: (...args: unknown[]) => void } }} [options]
 * @returns {string[]} the files loaded, by name
 */
export function loadEnvFiles(dir, { dev = false, log = console } = {}) {
  // The copy of @next/env that next itself uses, so that Next's call shares this one's state.
  return nextEnvLoader()
    .loadEnvConfig(dir, dev, log)
    .loadedEnvFiles.map((file) => file.path);
}
