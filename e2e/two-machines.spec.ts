import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { minimalPdf } from '../scripts/minimal-pdf';
import type { Client as StoreClient } from '@/lib/store/engine';
import { createPostgresClient } from '@/lib/store/postgres-engine';
import { startNginx, until, type TestNginx } from '@/lib/testing/nginx-test-server';
import { startTestPostgres, type TestPostgres } from '@/lib/testing/postgres-test-server';
import { startTestRedis, type TestRedis } from '@/lib/testing/redis-test-server';
import { startS3TestServer, type S3TestServer } from '@/lib/uploads/s3-test-server';
import { test, expect } from './fixtures';
import {
  bangkokMinuteIn,
  createItem,
  enrolPerson,
  itemStep,
  pageOf,
  uploadPdf,
  untilLive,
  type OtherServer,
  type Person,
} from './item-review-helpers';
import { freePort, startSecondServer, type SecondServer } from './second-server';

/**
 * The site on "two machines" (docs/operations.md, Several machines): two production instances of this
 * build, each with a working folder of its own (its IR_DB_PATH, unused on PostgreSQL, and its UPLOAD_DIR
 * scratch folder) and no disk folder shared, on one PostgreSQL database, one Redis and one bucket of an
 * S3-compatible server (s3rver), behind nginx with the shipped site config. An editor works on A, an
 * approver on B: an announcement with a PDF uploaded through A, approved on B, goes live once, shows on
 * both instances' lists and feeds, its PDF is served by B from the bucket, and withdrawn it is gone on
 * both. A list item published with its PDF by `npm run publish` on A has the PDF served by B too. Last,
 * A is killed (SIGKILL) during a load of reads and contact-form posts through nginx: no read fails, and no
 * post answered 200 is lost. Everything on 127.0.0.1, started and stopped here; .ci/run installs
 * postgresql, redis-server and nginx for it.
 */

// How long nginx's shared cache may hold a page (s-maxage, decision 046): what went live or came off
// must show through it well within that. The instance that takes the item live (or off) purges nginx's
// copies at once (lib/newsroom/site-refresh.ts, SHARED_CACHE_PURGE), rather than leaving them to expire.
const CACHE_SECONDS = 60;
const REACH_MS = 5_000;
const MACHINES = ['a', 'b'] as const;

/** A page's text and, through nginx, how its shared cache answered, as a reader gets it. */
async function read(url: string) {
  const response = await fetch(url);
  return { status: response.status, text: await response.text(), cache: response.headers.get('x-cache-status') };
}

/**
 * The page as nginx's shared cache holds it now: read until it answers HIT (a first read fetches it
 * from an instance).
 */
async function cachedCopy(url: string): Promise<string> {
  return until(
    async () => {
      const page = await read(url);
      return page.cache === 'HIT' && page.text;
    },
    30_000,
    `${url} from nginx's cache`,
  );
}

/** Every file name under `folder`, its subfolders' included ([] when it does not exist). */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** One request of a load: when it was sent and answered, and how (its status, or what ended it). */
interface Sent {
  path: string;
  sentAt: number;
  doneAt: number;
  status?: number;
  error?: string;
}

/**
 * One request on a connection of its own, from `localAddress` on the loopback network (nginx passes it
 * on as the client's address), read to its end; a connection reset or a response cut short is an error.
 */
function send(
  base: string,
  path: string,
  { body, localAddress = '127.0.0.1' }: { body?: string; localAddress?: string } = {},
): Promise<Sent> {
  const sentAt = Date.now();
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const done = (outcome: { status?: number; error?: string }) =>
      resolve({ path, sentAt, doneAt: Date.now(), ...outcome });
    const headers =
      body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const sending = request(
      { hostname, port, path, method: body === undefined ? 'GET' : 'POST', headers, localAddress, agent: false },
      (response) => {
        response.on('error', (error) => done({ error: error.message }));
        response.on('close', () => done(response.complete ? { status: response.statusCode } : { error: 'cut short' }));
        response.resume();
      },
    );
    sending.setTimeout(10_000, () => sending.destroy(new Error('no answer within 10 s')));
    sending.on('error', (error) => done({ error: error.message }));
    sending.end(body);
  });
}

/** `workers` loops, each sending `next(n)` (n counts every request sent) one after the other until `endAt`. */
async function sendUntil(endAt: number, workers: number, next: (n: number) => Promise<Sent>): Promise<Sent[]> {
  const sent: Sent[] = [];
  let count = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < endAt) sent.push(await next((count += 1)));
    }),
  );
  return sent;
}

const failedOf = (sent: Sent[]) =>
  sent.filter((one) => one.error !== undefined || one.status! < 200 || one.status! > 299);

test.describe('two machines: own working folders, one PostgreSQL, one Redis, one bucket, behind nginx', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  const stamp = Date.now().toString(36);
  const title = { th: `ประกาศสองเครื่อง ${stamp}`, en: `Two machines notice ${stamp}` };
  const release = bangkokMinuteIn(-1);
  const listPath = (locale: 'th' | 'en') => `${locale === 'en' ? '/en' : ''}/newinfo/info?year=${release.slice(0, 4)}`;
  const feedPath = (locale: 'th' | 'en') => `${locale === 'en' ? '/en' : ''}/feeds/news.xml`;
  // The list as the site map names it (its newest year first): a path the purge names, unlike ?year=.
  const sitePath = (locale: 'th' | 'en') => `${locale === 'en' ? '/en' : ''}/newinfo/info`;

  let postgres: TestPostgres;
  let redis: TestRedis;
  let s3: S3TestServer;
  let db: Pick<StoreClient, 'execute' | 'close'>;
  let nginxFolder: string;
  let nginx: TestNginx;
  const folders: Record<(typeof MACHINES)[number], string> = { a: '', b: '' };
  const envs: Record<(typeof MACHINES)[number], Record<string, string>> = { a: {}, b: {} };
  const instances: SecondServer[] = [];
  let editor: Person;
  let approver: Person;
  let pdf: { sha256: string; name: string; pages: number; bytes: Buffer };
  let itemId: string;
  let documentPath: string;
  let liveAt: number;

  const server = (index: 0 | 1): OtherServer => ({
    baseURL: instances[index].base,
    env: { ...process.env, ...envs[MACHINES[index]] },
  });
  const editorOnA = (browser: Browser): Promise<Page> => pageOf(browser, editor, { baseURL: instances[0].base });
  const approverOnB = (browser: Browser): Promise<Page> => pageOf(browser, approver, { baseURL: instances[1].base });

  /** The go-live records of the item: its own events and the audit log's entries. */
  async function goLives(): Promise<{ events: number; audited: number }> {
    const events = await db.execute({
      sql: "SELECT COUNT(*) AS n FROM newsroom_events WHERE item_id = ? AND event = 'go-live'",
      args: [itemId],
    });
    const audit = await db.execute({
      sql: "SELECT detail FROM audit_log WHERE object = ? AND action = 'content'",
      args: [`newsroom:${itemId}`],
    });
    const audited = audit.rows.filter((row) => JSON.parse(String(row.detail)).event === 'go-live').length;
    return { events: Number(events.rows[0].n), audited };
  }

  /** The announcement's rows in its list (the SET news), by language. */
  async function listRows(): Promise<string[]> {
    const rows = await db.execute({
      sql: 'SELECT lang FROM set_news WHERE new_set_title = ? OR new_set_title = ? ORDER BY lang',
      args: [title.th, title.en],
    });
    return rows.rows.map((row) => String(row.lang));
  }

  /**
   * Polls each instance's pages, and nginx's copies of the purged ones, until `shows` holds for all of
   * them; answers, per page, how long after `since` the first request that found it so was sent.
   */
  async function untilEveryInstance(since: number, shows: (text: string) => boolean, what: string) {
    const pages = [
      ...instances.flatMap((instance, index) =>
        [listPath('en'), listPath('th'), feedPath('en')].map((page) => ({
          name: `${MACHINES[index].toUpperCase()} ${page}`,
          url: `${instance.base}${page}`,
        })),
      ),
      ...[sitePath('en'), sitePath('th'), feedPath('en')].map((page) => ({
        name: `nginx ${page}`,
        url: `${nginx.base}${page}`,
      })),
    ];
    // All at once: one after the other, a page's first look would wait for the others' renders.
    const sent = await Promise.all(
      pages.map(({ name, url }) =>
        until(
          async () => {
            const at = Date.now();
            return shows((await read(url)).text) && at;
          },
          CACHE_SECONDS * 1000,
          `${what}: ${name}`,
        ),
      ),
    );
    return Object.fromEntries(pages.map(({ name }, index) => [name, Math.max(0, sent[index] - since)]));
  }

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    [postgres, redis, s3] = await Promise.all([startTestPostgres(), startTestRedis(), startS3TestServer()]);
    const databaseUrl = await postgres.createTestDatabase();
    nginxFolder = mkdtempSync(path.join(tmpdir(), 'ir-two-machines-nginx-'));
    const nginxPort = await freePort();
    const purgePort = await freePort();
    const shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'on',
      S3_REGION: 'us-east-1',
      // The same on every machine, so that a session, a link or a purge made on one holds on the other.
      IR_AUTH_SECRET: `two-machines-auth-secret-${'x'.repeat(32)}`,
      REVALIDATE_SECRET: 'two-machines-revalidate-secret',
      SITE_URL: `http://127.0.0.1:${nginxPort}`,
      SHARED_CACHE_PURGE: `nginx:http://127.0.0.1:${purgePort}`,
      TRUST_PROXY_HOPS: '1',
      FORM_RATE_LIMIT: '10000',
      IR_BACKEND_URL: '',
      SMTP_URL: '',
      BACKUP_DIR: '',
    };
    for (const machine of MACHINES) {
      folders[machine] = mkdtempSync(path.join(tmpdir(), `ir-machine-${machine}-`));
      envs[machine] = {
        ...shared,
        IR_DB_PATH: path.join(folders[machine], 'ir.db'),
        UPLOAD_DIR: path.join(folders[machine], 'uploads'),
      };
    }
    db = createPostgresClient(databaseUrl);
    // One after the other: the first migrates and seeds the database.
    for (const machine of MACHINES) instances.push(await startSecondServer(await freePort(), envs[machine]));
    const [a, b] = instances.map((instance) => Number(new URL(instance.base).port));
    nginx = await startNginx(nginxFolder, nginxPort, [a, b], process.cwd(), purgePort);
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await db?.close();
    await redis?.stop();
    await s3?.stop();
    await postgres?.stop();
    for (const folder of [nginxFolder, ...Object.values(folders)])
      if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('both instances answer ready on PostgreSQL, Redis and the bucket, directly and through nginx', async () => {
    for (const base of [...instances.map((instance) => instance.base), nginx.base]) {
      const response = await fetch(`${base}/api/health`);
      expect(response.status, base).toBe(200);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({
        status: 'ok',
        checks: { store: 'ok', redis: 'ok', files: 'ok' },
        engine: 'postgres',
        files: { in: 'bucket', endpoint: new URL(s3.endpoint).host, bucket: s3.bucket },
      });
      expect(body).not.toContain('S3RVER');
    }
  });

  test('an editor enrolled on A and an approver on B; each session holds on the other instance', async ({
    browser,
  }) => {
    editor = await enrolPerson(browser, 'editor', `machines-${stamp}`, server(0));
    approver = await enrolPerson(browser, 'approver', `machines-${stamp}`, server(1));
    // The same IR_AUTH_SECRET and the sessions in the shared database: signed in on one, signed in on all.
    for (const person of [editor, approver])
      for (const base of [...instances.map((instance) => instance.base), nginx.base]) {
        const page = await pageOf(browser, person, { baseURL: base });
        const csrf = await page.request.get('/api/workspace/csrf');
        expect(csrf.status(), `${person.role} on ${base}`).toBe(200);
        await page.context().close();
      }
  });

  test('a PDF uploaded on A, the announcement approved on B: live once, on both instances at once, well within the cache time', async ({
    browser,
  }) => {
    const editorPage = await editorOnA(browser);
    const bytes = minimalPdf('Two machines', ['Two machines', stamp]);
    pdf = { ...(await uploadPdf(editorPage, `two-machines-${stamp}.pdf`, bytes)), bytes };
    expect(pdf.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    itemId = await createItem(editorPage, 'exchangeAnnouncement', {
      title,
      date: release.slice(0, 10),
      document: { shared: { sha256: pdf.sha256, name: pdf.name, pages: pdf.pages } },
      setReleaseAt: release,
    });
    await itemStep(editorPage, itemId, 'submit');
    await editorPage.context().close();

    // nginx holds the lists and the feed before the approval: going live must drop its copies.
    for (const locale of ['en', 'th'] as const)
      expect(await cachedCopy(`${nginx.base}${sitePath(locale)}`)).not.toContain(title[locale]);
    expect(await cachedCopy(`${nginx.base}${feedPath('en')}`)).not.toContain(title.en);
    for (const instance of instances)
      expect((await read(`${instance.base}${feedPath('en')}`)).text).not.toContain(title.en);

    const approverPage = await approverOnB(browser);
    const approvedAt = Date.now();
    await itemStep(approverPage, itemId, 'approve', { publishAt: 'now' });
    await approverPage.context().close();
    // Both instances run the newsroom job; whichever takes its lease takes the item live.
    liveAt = await untilLive(db, itemId);
    const delays = await untilEveryInstance(
      liveAt,
      (text) => text.includes(title.en) || text.includes(title.th),
      'shown',
    );
    console.log(
      `[two-machines] live ${liveAt - approvedAt} ms after the approval; shown after ${JSON.stringify(delays)}`,
    );
    for (const [page, delay] of Object.entries(delays))
      expect(delay, `${page} shows the item at once, well within the cache time`).toBeLessThanOrEqual(REACH_MS);
    // The English list and feed name the English title, the Thai list the Thai one.
    for (const instance of instances) {
      expect((await read(`${instance.base}${listPath('en')}`)).text).toContain(title.en);
      expect((await read(`${instance.base}${listPath('th')}`)).text).toContain(title.th);
      expect((await read(`${instance.base}${feedPath('en')}`)).text).toContain(title.en);
    }

    expect(await goLives()).toEqual({ events: 1, audited: 1 });
    expect(await listRows()).toEqual(['en', 'th']);
  });

  test('the PDF uploaded through A is served by B with the same bytes, from the bucket and from no working folder', async () => {
    // Both lists link the document as the site serves it.
    documentPath = `/documents/files/${pdf.sha256}/${encodeURIComponent(pdf.name)}`;
    for (const instance of instances)
      expect((await read(`${instance.base}${listPath('en')}`)).text).toContain(`href="${documentPath}"`);
    for (const base of [instances[1].base, instances[0].base, nginx.base]) {
      const response = await fetch(`${base}${documentPath}`);
      expect(response.status, base).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await response.arrayBuffer()).equals(pdf.bytes), base).toBe(true);
    }
    expect(await s3.store.head(`${pdf.sha256}.pdf`)).toEqual({ length: pdf.bytes.length });
    expect(await s3.store.list()).toContain(`${pdf.sha256}.pdf`);
    for (const machine of MACHINES) {
      // No file of the upload stays in either scratch folder, and no SQLite store was made beside it.
      expect(filesUnder(folders[machine]).filter((name) => name.includes(pdf.sha256))).toEqual([]);
      expect(existsSync(envs[machine].IR_DB_PATH)).toBe(false);
    }
  });

  test('npm run publish with a list item and its PDF, run on A: B serves the PDF from the bucket', async () => {
    const bytes = minimalPdf('Published by the command', ['Published by the command', stamp]);
    const file = (name: string, content: string | Buffer) => {
      writeFileSync(path.join(folders.a, name), content);
      return path.join(folders.a, name);
    };
    const item = file(
      'command.json',
      JSON.stringify({
        th: { new_set_title: `คำสั่ง ${stamp}`, new_set_date: release.slice(0, 10) },
        en: { new_set_title: `By the command ${stamp}`, new_set_date: release.slice(0, 10) },
      }),
    );
    await promisify(execFile)(
      process.execPath,
      ['node_modules/.bin/tsx', 'scripts/publish.ts', 'new_set', item, file('Command notice.pdf', bytes)],
      { env: { ...process.env, ...envs.a } },
    );
    const hash = createHash('sha256').update(bytes).digest('hex');
    const url = `/documents/files/${hash}/${encodeURIComponent('Command notice.pdf')}`;
    const listed = await db.execute({
      sql: 'SELECT new_set_pdf_url AS url FROM set_news WHERE new_set_title = ?',
      args: [`By the command ${stamp}`],
    });
    expect(listed.rows.map((row) => row.url)).toEqual([url]);
    for (const base of [instances[1].base, nginx.base]) {
      const response = await fetch(`${base}${url}`);
      expect(response.status, base).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes), base).toBe(true);
    }
    expect(filesUnder(folders.b).filter((name) => name.includes(hash))).toEqual([]);
  });

  test('withdrawn (asked on A, approved on B): still gone live once, the PDF answers 410 on both, the lists drop it', async ({
    browser,
  }) => {
    // Each instance's newsroom job runs every 20 s: once both have run again since, the item has still
    // gone live once.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, liveAt + 45_000 - Date.now())));
    expect(await goLives()).toEqual({ events: 1, audited: 1 });
    const editorPage = await editorOnA(browser);
    await itemStep(editorPage, itemId, 'request-withdrawal', { reason: 'Two machines test over' });
    await editorPage.context().close();
    // nginx holds the lists with the item, and its PDF, again: the withdrawal must drop those copies.
    for (const locale of ['en', 'th'] as const)
      expect(await cachedCopy(`${nginx.base}${sitePath(locale)}`)).toContain(title[locale]);
    await cachedCopy(`${nginx.base}${documentPath}`);
    const approverPage = await approverOnB(browser);
    await itemStep(approverPage, itemId, 'approve-withdrawal');
    const withdrawnAt = Date.now();
    await approverPage.context().close();

    for (const base of [instances[0].base, instances[1].base]) {
      const response = await fetch(`${base}${documentPath}`);
      expect(response.status, base).toBe(410);
    }
    // nginx's copy of the 200 is purged with the withdrawal (sent as the approval is answered).
    await until(
      async () => (await fetch(`${nginx.base}${documentPath}`)).status === 410,
      REACH_MS,
      'the PDF answers 410 through nginx',
    );
    expect(await listRows()).toEqual([]);
    const delays = await untilEveryInstance(
      withdrawnAt,
      (text) => !text.includes(title.en) && !text.includes(title.th),
      'dropped',
    );
    console.log(`[two-machines] dropped after ${JSON.stringify(delays)}`);
    for (const [page, delay] of Object.entries(delays))
      expect(delay, `${page} drops the item at once, well within the cache time`).toBeLessThanOrEqual(REACH_MS);
  });

  // Last: A stays dead (afterAll stops what still runs).
  test('A killed (SIGKILL) during a load through nginx: every read answered, no post answered 200 lost', async () => {
    test.setTimeout(120_000);
    const [readers, writers] = [6, 4];
    const pages = [listPath('en'), '/', feedPath('en')];
    const contact = { name: 'Load', surname: 'Writer', phone: '0899999999', fax: '029999999', address: '1 Kill Road' };
    const marker = (n: number) => `Killed under load ${stamp} #${n}`;
    const startedAt = Date.now();
    const endAt = startedAt + 18_000;
    const reads = sendUntil(endAt, readers, (n) => send(nginx.base, pages[n % pages.length]));
    // Each post from an address of its own: the contact form stores at most 20 a day per client.
    const writes = sendUntil(endAt, writers, (n) =>
      send(nginx.base, '/api/send_email/contact-investor', {
        localAddress: `127.10.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        body: JSON.stringify({ ...contact, message: marker(n) }),
      }).then((sent) => ({ ...sent, path: marker(n) })),
    );
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    const killedAt = Date.now();
    await instances[0].signal('SIGKILL');
    const deadAt = Date.now();
    const [read, written] = await Promise.all([reads, writes]);

    const stored = await db.execute({
      sql: 'SELECT message FROM contact_messages WHERE message LIKE ?',
      args: [`Killed under load ${stamp} #%`],
    });
    const rows = stored.rows.map((row) => String(row.message));
    const failedWrites = failedOf(written);
    const answered = written.filter((one) => !failedWrites.includes(one));
    const afterDeath = written.filter((one) => one.sentAt > deadAt);
    console.log(
      `[two-machines] A killed ${killedAt - startedAt} ms into the load (dead after ${deadAt - killedAt} ms): ` +
        `${read.length} reads, ${failedOf(read).length} failed; ${written.length} posts, ` +
        `${failedWrites.length} failed (${failedWrites.filter((one) => rows.includes(one.path)).length} of them stored ` +
        `anyway; answer and sent ms after the kill: ${JSON.stringify(failedWrites.map((one) => [one.error ?? one.status, one.sentAt - killedAt]))}), ` +
        `${afterDeath.length} sent after the kill; ${rows.length} rows`,
    );

    // Reads: nginx sends a GET that A could not answer to B.
    expect(read.length).toBeGreaterThan(100);
    expect(failedOf(read)).toEqual([]);
    // Nothing lost, nothing stored twice: every post answered 200 has its row, once.
    expect(answered.filter((one) => !rows.includes(one.path))).toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
    // "No request fails" cannot hold for a post in flight to A at the kill, by design: nginx never
    // sends a POST that reached an instance to the other (A may have stored it; sent again, it would be
    // stored twice), so the client gets 502. Not a loss: it was not told the post was taken, and the
    // row may be there (counted in the log). At most one per writer; measured in two runs: 4 of 715
    // posts failed (502, 1 of them stored), then 1 of 1017 (502, sent 35 ms before the kill, stored).
    expect(failedWrites.length).toBeLessThanOrEqual(writers);
    for (const one of failedWrites) {
      expect(one.sentAt, `${one.path} was sent before A died`).toBeLessThanOrEqual(deadAt);
      expect(one.doneAt, `${one.path} was answered after A was killed`).toBeGreaterThanOrEqual(killedAt);
    }
    // And B goes on taking posts.
    expect(afterDeath.length).toBeGreaterThan(10);
    expect(failedOf(afterDeath)).toEqual([]);
  });
});
