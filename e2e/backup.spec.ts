import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@libsql/client';
import { expect, test } from './fixtures';
import { startSecondServer, type SecondServer } from './second-server';
import { signUpData } from './subscriber';

/**
 * The restore drill (docs/backups.md) against the production build: a backup taken with `npm run backup`
 * while sign-ups and publishes go on against a server of its own, restored with `npm run restore` into
 * a fresh folder, a second server started on it: every row committed before the backup began is there,
 * the documents match by checksum, and the restored site serves the same lists. Also the scheduled job:
 * a server with BACKUP_DIR makes its first backup at once and /api/health reports its age.
 */

const run = promisify(execFile);
const LIVE_PORT = 3711;
const RESTORED_PORT = 3712;
const year = new Date().getFullYear();
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const publishedDir = path.join(process.cwd(), 'public', 'documents', 'published');
// One workspace secret for the live server, the scripts and the restored store: the audit log is keyed
// with it and the backup's manifest authenticated with it (docs/backups.md).
const IR_AUTH_SECRET = 'backup-drill-secret-of-at-least-32-characters';

let folder: string;
let live: SecondServer;
let restored: SecondServer | undefined;
/** Documents this test published into the checkout, removed at the end. */
const publishedUrls: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = mkdtempSync(path.join(tmpdir(), 'ir-e2e-backup-'));
  live = await startSecondServer(LIVE_PORT, {
    IR_DB_PATH: path.join(folder, 'live', 'ir.db'),
    BACKUP_DIR: path.join(folder, 'scheduled'),
    IR_AUTH_SECRET,
    FORM_RATE_LIMIT: '10000',
    // The load signs up far more addresses at one domain than the hourly caps let through.
    ALERT_SIGNUPS_PER_DOMAIN_PER_HOUR: '0',
    ALERT_SIGNUPS_PER_HOUR: '0',
    IR_BACKEND_URL: '',
    SMTP_URL: '',
  });
});

test.afterAll(async () => {
  await restored?.stop();
  await live?.stop();
  for (const url of publishedUrls) rmSync(path.join(process.cwd(), 'public', url), { force: true });
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const tsx = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['node_modules/.bin/tsx', script, ...args], {
    env: { ...process.env, IR_BACKEND_URL: '', REVALIDATE_SECRET: '', IR_AUTH_SECRET, ...env },
    maxBuffer: 10 * 1024 * 1024,
  });
// npm run admin, as package.json runs it (server-only modules stubbed outside Next).
const admin = (args: string[], env: Record<string, string>) =>
  tsx('--import', ['./scripts/server-only-stub.mjs', 'scripts/admin.ts', ...args], env);

test('the scheduled job backs up a server started with BACKUP_DIR, and /api/health reports the age', async ({
  request,
}) => {
  await expect
    .poll(async () => (await (await request.get(`${live.base}/api/health`)).json()).backup?.lastBackupAgeSeconds, {
      timeout: 30_000,
    })
    .not.toBeNull();
  const health = await request.get(`${live.base}/api/health`);
  expect(health.status()).toBe(200);
  expect((await health.json()).backup).toMatchObject({ late: false });
  expect(readdirSync(path.join(folder, 'scheduled')).filter((name) => name.startsWith('ir-backup-'))).toHaveLength(1);
});

test('a backup taken under load restores into a fresh folder that serves every row committed before it began', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const env = { IR_DB_PATH: path.join(folder, 'live', 'ir.db') };
  const signedUp: string[] = [];
  const published: string[] = [];
  let loading = true;
  let signUps = 0;

  const signUpLoop = async (worker: number) => {
    for (let index = 0; loading; index += 1) {
      const email = `load-${worker}-${index}@example.com`;
      const reply = await request.post(`${live.base}/api/send_email/receive-emails`, {
        data: signUpData('Load Subscriber', email, 'en'),
      });
      expect(await reply.text()).toBe('Subscription request sent successfully');
      signedUp.push(email);
      signUps += 1;
    }
  };
  const pdf = path.join(folder, 'notice.pdf');
  const publishLoop = async () => {
    for (let index = 0; loading; index += 1) {
      const title = `Backup drill announcement ${index} ${Date.now()}`;
      const item = path.join(folder, `item-${index}.json`);
      writeFileSync(pdf, `%PDF-1.4\n% ${title}\n%%EOF\n`);
      writeFileSync(
        item,
        JSON.stringify({
          th: { new_set_title: `${title} th`, new_set_date: `${year}-01-15` },
          en: { new_set_title: title, new_set_date: `${year}-01-15` },
        }),
      );
      const { stdout } = await tsx('scripts/publish.ts', ['new_set', item, pdf], env);
      const url = /document: public(\/documents\/published\/\S+)/.exec(stdout)?.[1];
      expect(url).toBeDefined();
      publishedUrls.push(url!);
      published.push(title);
    }
  };

  // Workspace accounts write the hash-chained audit log, which the restored store must still verify.
  const account = await admin(['add-user', `backup-drill-${Date.now()}@example.com`, '--role', 'editor'], env);
  expect(account.stdout).toMatch(/\/admin\/enrol\?token=/);
  const load = Promise.all([signUpLoop(1), signUpLoop(2), signUpLoop(3), publishLoop()]);
  await expect.poll(() => published.length >= 2 && signUps >= 50, { timeout: 60_000 }).toBe(true);

  // Everything acknowledged now was committed before the backup began.
  const committedEmails = [...signedUp];
  const committedTitles = [...published];
  const committedUrls = [...publishedUrls];
  const backupStarted = Date.now();
  const backup = await tsx('scripts/backup.ts', [path.join(folder, 'backups')], env);
  const backupMs = Date.now() - backupStarted;
  const signUpsDuringBackup = signUps - committedEmails.length;
  loading = false;
  await load;
  console.log(
    `backup under load: ${backupMs} ms (script), ${signUpsDuringBackup} sign-ups answered meanwhile\n${backup.stdout}`,
  );
  expect(signUpsDuringBackup).toBeGreaterThan(0);

  const [name] = readdirSync(path.join(folder, 'backups'));
  const from = path.join(folder, 'backups', name);
  const restoredDb = path.join(folder, 'restored', 'ir.db');
  const restoredDocuments = path.join(folder, 'restored', 'documents');
  await tsx('scripts/restore.ts', [from, '--verify'], { IR_DB_PATH: restoredDb });
  expect(existsSync(restoredDb)).toBe(false);
  const restore = await tsx('scripts/restore.ts', [from, '--documents', restoredDocuments], { IR_DB_PATH: restoredDb });
  console.log(restore.stdout);

  // Every row committed before the backup began.
  const store = createClient({ url: `file:${restoredDb}` });
  try {
    const emails = new Set(
      (await store.execute('SELECT email FROM subscription_requests')).rows.map((row) => String(row.email)),
    );
    expect(committedEmails.filter((email) => !emails.has(email))).toEqual([]);
    const queued = Number(
      (await store.execute("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'confirm'")).rows[0].n,
    );
    expect(queued).toBeGreaterThanOrEqual(committedEmails.length);
    const titles = new Set(
      (await store.execute("SELECT new_set_title FROM set_news WHERE lang = 'en'")).rows.map((row) =>
        String(row.new_set_title),
      ),
    );
    expect(committedTitles.filter((title) => !titles.has(title))).toEqual([]);
    expect(Number((await store.execute('SELECT COUNT(*) AS n FROM job_leases')).rows[0].n)).toBe(0);
  } finally {
    store.close();
  }
  // The audit log's chain holds on the restored store.
  const audit = await admin(['verify-audit'], { IR_DB_PATH: restoredDb });
  expect(audit.stdout.trim().split('\n')[0]).toMatch(/^ok [1-9]\d* entries$/);
  // The manifest was authenticated, and carries the head the restored log still holds.
  expect(restore.stdout + restore.stderr).not.toMatch(/not authenticated/);
  const { auditHead } = JSON.parse(readFileSync(path.join(from, 'manifest.json'), 'utf8')) as {
    auditHead: { seq: number; hash: string };
  };
  expect(audit.stdout).toContain(`head #${auditHead.seq} ${auditHead.hash}`);

  // The documents match by checksum: every file of the backup, and every one published before it began.
  const manifest = JSON.parse(readFileSync(path.join(from, 'manifest.json'), 'utf8')) as { files: { path: string }[] };
  const documents = manifest.files
    .map((file) => file.path)
    .filter((file) => file.startsWith('documents/'))
    .map((file) => file.slice('documents/'.length));
  for (const url of committedUrls) expect(documents).toContain(url.slice('/documents/published/'.length));
  for (const document of documents) {
    const original = path.join(publishedDir, document);
    if (existsSync(original)) expect(sha256(path.join(restoredDocuments, document)), document).toBe(sha256(original));
  }

  // A server on the restored store serves the same lists: the unloaded ones as the live server does,
  // the announcements with every one committed before the backup.
  restored = await startSecondServer(RESTORED_PORT, {
    IR_DB_PATH: restoredDb,
    JOB_SCHEDULER: 'off',
    IR_BACKEND_URL: '',
    SMTP_URL: '',
  });
  for (const list of [
    '/api/calendar_investor?lang=en',
    '/api/calendar_investor?lang=th',
    '/api/activity',
    '/api/one_reports?lang=en',
  ]) {
    const [before, after] = await Promise.all([
      request.get(`${live.base}${list}`),
      request.get(`${restored.base}${list}`),
    ]);
    expect(after.status(), list).toBe(200);
    expect(await after.json(), list).toEqual(await before.json());
  }
  const news = (await (await request.get(`${restored.base}/api/new_set?lang=en`)).json()) as {
    new_set_title: string;
    new_set_pdf_url: string;
  }[];
  const served = new Set(news.map((item) => item.new_set_title));
  expect(committedTitles.filter((title) => !served.has(title))).toEqual([]);
  // And its document, as restored.
  const item = news.find((entry) => entry.new_set_title === committedTitles[0])!;
  expect(sha256(path.join(restoredDocuments, item.new_set_pdf_url.slice('/documents/published/'.length)))).toBe(
    sha256(path.join(process.cwd(), 'public', item.new_set_pdf_url)),
  );
});
