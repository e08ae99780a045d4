import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { STOCK_API_KEY_SENTINEL } from './e2e/server-env';

// The tests run against the production build. E2E_PORT and NEXT_DIST_DIR let several builds coexist.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The tests' own store and uploads, never the demo store `npm run serve` uses (data/ir.db): a fresh
// folder per run, made here in the runner, whose environment the server and the workers inherit (the
// specs' `npm run admin` writes where the server reads). E2E_STORE_DIR names a folder to reuse.
if (!process.env.IR_DB_PATH) {
  const folder = process.env.E2E_STORE_DIR
    ? path.resolve(process.env.E2E_STORE_DIR)
    : mkdtempSync(path.join(tmpdir(), 'ir-e2e-store-'));
  process.env.IR_DB_PATH = path.join(folder, 'ir.db');
}

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm run build && node server.mjs',
    url: baseURL,
    timeout: 300_000,
    // Never a server already running: it would read another store than the tests write.
    reuseExistingServer: false,
    stdout: 'pipe',
    // SITE_URL makes canonical URLs, the sitemap and the feeds point at this test server. Every test
    // request comes from 127.0.0.1, one client for the rate limit: the specs' many form posts would
    // exhaust the default 5 a minute (e2e/hardening.spec.ts checks that limit on servers of its own).
    // VITALS_SAMPLE_RATE 1: every page view reports its Web Vitals, which e2e/vitals.spec.ts checks; the
    // reports of every spec's pages come from the same client, hence the raised VITALS_RATE_LIMIT.
    env: {
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: '1',
      STOCK_API_KEY: STOCK_API_KEY_SENTINEL,
      SITE_URL: baseURL,
      FORM_RATE_LIMIT: '10000',
      VITALS_SAMPLE_RATE: '1',
      VITALS_RATE_LIMIT: '10000',
      // e2e/dashboard.spec.ts reads the reading figures it caused a moment later.
      READING_FLUSH_SECONDS: '1',
    },
  },
});
