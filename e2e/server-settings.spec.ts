import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { linkToken as mailedToken } from '@/lib/testing/mail-parts';
import type { SmtpSink } from '@/lib/testing/smtp-sink';
import { linkToken } from '../lib/email-alerts/tokens';
import en from '../messages/en.json';
import { expect, test } from './fixtures';
import { ownServer } from './own-workspace-server';
import { freePort, startSecondServer, type SecondServer } from './second-server';
import { signUpData } from './subscriber';

/**
 * The production server's own settings and headers, each on a server of its own: a page whose URL
 * carries a token shows what is true now and no cache may keep it, Strict-Transport-Security with an
 * https SITE_URL only, and the settings server.mjs reads before Next (PORT, HOST, TRUST_PROXY_HOPS)
 * work from a .env file.
 */

const json = { 'content-type': 'application/json' };

test.describe('a page whose URL carries a token', () => {
  test.describe.configure({ mode: 'serial' });
  let smtp: SmtpSink;
  let app: SecondServer;
  let folder: string;

  const own = ownServer('token-page', {}, { mail: true });
  test.beforeAll(() => ({ app, folder, smtp } = own));

  test('the preferences page no longer shows the address once the subscriber has left', async () => {
    test.setTimeout(90_000);
    const email = 'token-page@example.com';
    const signUp = await fetch(`${app.base}/api/send_email/receive-emails`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(signUpData('Token Page', email, 'en', 'news')),
    });
    expect(await signUp.text()).toBe('Subscription request sent successfully');
    const [mail] = await smtp.waitFor(1, 30_000);
    const confirmation = mailedToken(mail.raw, '/en/receiveemails/confirm');
    expect(confirmation).toBeDefined();
    const confirmed = await fetch(`${app.base}/api/email-alerts/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ token: confirmation!, lang: 'en' }),
      redirect: 'manual',
    });
    expect(confirmed.headers.get('location')).toContain('result=confirmed');

    // The subscriber's link, as every alert carries it: the id signed with the database's link key.
    const db = createClient({ url: `file:${path.join(folder, 'ir.db')}` });
    try {
      await db.execute('PRAGMA busy_timeout = 5000');
      await db.execute({
        sql: "INSERT INTO email_alert_keys (name, value) VALUES ('links', ?) ON CONFLICT (name) DO NOTHING",
        args: ['ab'.repeat(32)],
      });
      const key = String((await db.execute("SELECT value FROM email_alert_keys WHERE name = 'links'")).rows[0].value);
      const id = Number(
        (await db.execute({ sql: 'SELECT id FROM subscribers WHERE email = ?', args: [email] })).rows[0].id,
      );
      const token = linkToken(key, id);
      const address = en.EmailAlerts.preferences.address.replace('{email}', email);
      const page = `${app.base}/en/receiveemails/preferences?token=${token}`;

      const before = await fetch(page);
      expect((await before.text()).includes(address), 'the address is shown').toBe(true);
      // No cache may keep it (docs/decisions/046-script-hashes-and-a-shared-cache.md): no-store, never public.
      expect(before.headers.get('cache-control')).toContain('no-store');
      expect(before.headers.get('cache-control')).not.toContain('public');
      expect(before.headers.get('surrogate-key')).toBeNull();

      const unsubscribed = await fetch(`${app.base}/api/email-alerts/unsubscribe?token=${token}`, {
        method: 'POST',
        body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
      });
      expect(unsubscribed.status).toBe(200);

      const after = await fetch(page);
      const text = await after.text();
      expect(text.includes(email), 'the address is still shown').toBe(false);
      expect(text.includes(en.EmailAlerts.preferences.invalid), 'the page says the link is no longer valid').toBe(true);
      expect(after.headers.get('cache-control')).toContain('no-store');
      expect(after.headers.get('cache-control')).not.toContain('public');
    } finally {
      db.close();
    }
  });
});

test.describe('headers of a server with an https SITE_URL', () => {
  test.describe.configure({ mode: 'serial' });
  let app: SecondServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    app = await startSecondServer(await freePort(), { SITE_URL: 'https://ir.example.com' });
  });

  test.afterAll(async () => {
    await app?.stop();
  });

  test('Strict-Transport-Security is on every response: pages, 304s, API, files, its own refusals', async () => {
    const hsts = 'max-age=63072000; includeSubDomains';
    const etag = (await fetch(`${app.base}/en/about`)).headers.get('etag') ?? '';
    const notModified = await fetch(`${app.base}/en/about`, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('strict-transport-security')).toBe(hsts);
    for (const [method, url] of [
      ['GET', '/en/about'],
      ['GET', '/'],
      ['GET', '/api/health'],
      ['GET', '/robots.txt'],
      ['GET', '/favicon.ico'],
      ['GET', '/en/no-such-page'],
      ['GET', '/%ff'],
      ['POST', '/en/about'],
    ] as const) {
      const response = await fetch(`${app.base}${url}`, { method, redirect: 'manual' });
      expect(response.headers.get('strict-transport-security'), `${method} ${url}`).toBe(hsts);
      await response.arrayBuffer();
    }
  });

  test('the test server, whose SITE_URL is http, sends no Strict-Transport-Security', async ({ request }) => {
    for (const url of ['/en/about', '/api/health', '/%ff']) {
      expect((await request.get(url)).headers()['strict-transport-security'], url).toBeUndefined();
    }
  });
});

test.describe('settings from a .env file', () => {
  let folder: string;
  let child: ChildProcess | undefined;

  test.afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    child = undefined;
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /**
   * server.mjs in a folder of its own that links everything else of this checkout (the build, the
   * code, node_modules): its .env there is the project's settings file, and no other server sees it.
   */
  function projectWithEnv(env: string): string {
    folder = mkdtempSync(path.join(tmpdir(), 'ir-e2e-env-file-'));
    const root = process.cwd();
    for (const entry of readdirSync(root)) {
      if (entry === 'server.mjs' || entry.startsWith('.env') || entry === '.git') continue;
      symlinkSync(path.join(root, entry), path.join(folder, entry));
    }
    // A copy, not a link: Node would run a linked main module from where the link points.
    copyFileSync(path.join(root, 'server.mjs'), path.join(folder, 'server.mjs'));
    writeFileSync(path.join(folder, '.env'), env);
    return folder;
  }

  /** This run's environment with `extra`, without the settings the test puts in .env. */
  function environment(without: string[], extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
    for (const name of without) delete env[name];
    return env;
  }

  test('PORT, HOST and TRUST_PROXY_HOPS in .env are honoured; the real environment wins over the file', async () => {
    test.setTimeout(150_000);
    const port = await freePort();
    const project = projectWithEnv(
      [
        `PORT=${port}`,
        'HOST=127.0.0.1',
        'TRUST_PROXY_HOPS=1',
        'FORM_RATE_LIMIT=2',
        'SITE_URL=https://ir-from-file.example',
      ].join('\n'),
    );
    const env = environment(['PORT', 'HOST', 'TRUST_PROXY_HOPS', 'FORM_RATE_LIMIT'], {
      SITE_URL: `http://127.0.0.1:${port}`,
    });
    const server = spawn(process.execPath, ['server.mjs'], { cwd: project, env, detached: true, stdio: 'ignore' });
    child = server;

    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    for (;;) {
      expect(server.exitCode, 'the server exited').toBeNull();
      const answered = await fetch(`${base}/en/about`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      expect(Date.now() < deadline, `no answer on ${base} (PORT from .env)`).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    // HOST=127.0.0.1: not on another address of this machine (by default the server takes every interface).
    const other = await fetch(`http://[::1]:${port}/en/about`).then(
      () => 'answered',
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    );
    expect(other).toBe('ECONNREFUSED');

    // SITE_URL from the environment (http) beats the file's https one, which would add Strict-Transport-Security.
    const page = await fetch(`${base}/en/about`);
    expect(page.status).toBe(200);
    expect(page.headers.get('strict-transport-security')).toBeNull();
    await page.text();

    // TRUST_PROXY_HOPS=1: the address the proxy wrote is the client, so each has its own allowance (FORM_RATE_LIMIT=2).
    const burst = async (client: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(`${base}/api/send_email/cancel-emails`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': `203.0.113.${i}, ${client}` },
          body: '{"email":"x"}',
        });
        statuses.push(response.status);
        await response.text();
      }
      return statuses;
    };
    expect(await burst('198.51.100.7')).toEqual([400, 400, 429]);
    expect(await burst('198.51.100.8')).toEqual([400, 400, 429]);
  });

  test('a wrong TRUST_PROXY_HOPS in .env stops the server at start', async () => {
    test.setTimeout(60_000);
    const project = projectWithEnv(`PORT=${await freePort()}\nTRUST_PROXY_HOPS=one\n`);
    const server = spawn(process.execPath, ['server.mjs'], {
      cwd: project,
      env: environment(['PORT', 'TRUST_PROXY_HOPS']),
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = server;
    let stderr = '';
    server.stderr.on('data', (chunk) => (stderr += chunk));
    const [code] = await once(server, 'exit');
    expect(code).not.toBe(0);
    expect(stderr).toContain('TRUST_PROXY_HOPS must be a whole number');
  });
});
