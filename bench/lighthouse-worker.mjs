/**
 * One Lighthouse run (node API, default config: mobile emulation, simulated throttling) in a fresh
 * headless Chromium, for bench/run.ts:
 *
 *   node bench/lighthouse-worker.mjs <url> <output.json> <chrome flags as JSON> [extra headers as JSON]
 *
 * It writes the Lighthouse result (LHR) to <output.json>. The extra headers go with every request of the
 * run (the no-JS reference asks for its page with them, bench/no-js-reference.mjs). Plain JavaScript run by plain node on purpose:
 * under tsx, esbuild adds `__name(...)` helpers to functions, and Lighthouse sends function sources to the
 * page, where `__name` does not exist ("__name is not defined").
 *
 * LIGHTHOUSE_PACKAGES names a folder whose node_modules hold another Lighthouse and its chrome-launcher
 * (Lighthouse 13, which bench/lighthouse-13.ts installs apart and runs with Node 22); by default the
 * site's own pinned Lighthouse is used.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const packages = process.env.LIGHTHOUSE_PACKAGES;

/**
 * A package from LIGHTHOUSE_PACKAGES' node_modules (both are ES modules with a `main` and no `exports`
 * map), or the site's own.
 * @param {string} name
 */
async function load(name) {
  if (!packages) return import(name);
  const folder = path.join(packages, 'node_modules', name);
  const { main } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  return import(pathToFileURL(path.join(folder, main)).href);
}
const chromeLauncher = await load('chrome-launcher');
const { default: lighthouse } = await load('lighthouse');

const [url, output, flags, extraHeaders] = process.argv.slice(2);
if (!url || !output) {
  console.error('usage: node bench/lighthouse-worker.mjs <url> <output.json> [chrome flags as JSON]');
  process.exit(2);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: flags ? JSON.parse(flags) : ['--headless=new', '--no-sandbox', '--disable-gpu'],
  logLevel: 'silent',
});
let code = 0;
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    ...(extraHeaders ? { extraHeaders: JSON.parse(extraHeaders) } : {}),
  });
  if (!result) throw new Error('lighthouse returned no result');
  writeFileSync(output, JSON.stringify(result.lhr));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  code = 1;
} finally {
  chrome.kill();
}
process.exit(code);
