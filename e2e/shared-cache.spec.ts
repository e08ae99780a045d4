import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { minimalPdf } from '../scripts/minimal-pdf';
import { startNginx, until, type TestNginx } from '@/lib/testing/nginx-test-server';
import { startTestRedis, type TestRedis } from '@/lib/testing/redis-test-server';
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
 * The shipped nginx config (deploy/nginx-ir-website.conf, its ports replaced) as the shared cache in
 * front of two production instances of this build on one store and one Redis, the instances purging it
 * (SHARED_CACHE_PURGE=nginx:…): docs/operations.md, A shared cache in front. Between nginx and each
 * instance sits a counting relay, so that what reaches the origin is counted there, not read from
 * nginx's X-Cache-Status alone. Everything on 127.0.0.1, started and stopped here.
 */

/** How long a shared copy may outlive what it shows when no purge arrives: s-maxage (decision 046). */
const SHARED_SECONDS = 60;
/** With the purge, a publication shows through nginx at once: well under a second, a few on a busy machine. */
const PURGED_MS = 5_000;

/** An HTTP relay to `target` that counts each request target it passes on. */
function countingRelay(target: number) {
  const counts = new Map<string, number>();
  const server: Server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '';
    counts.set(url, (counts.get(url) ?? 0) + 1);
    const upstream = request(
      { host: '127.0.0.1', port: target, method: incoming.method, path: url, headers: incoming.headers },
      (reply) => {
        outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  return {
    counts,
    listen: async (port: number) => {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test.describe('nginx as the shared cache of every public page, purged on publishing', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  const stamp = Date.now().toString(36);
  const title = { th: `ประกาศแคช ${stamp}`, en: `Shared cache notice ${stamp}` };
  const release = bangkokMinuteIn(-1);
  // The list as the site map names it: a path the publishing purge names (lib/shared-cache/page-purge.ts).
  const listPath = '/en/newinfo/info';

  let folder: string;
  let redis: TestRedis;
  let env: Record<string, string>;
  let nginx: TestNginx;
  let db: Client;
  const instances: SecondServer[] = [];
  const relays: ReturnType<typeof countingRelay>[] = [];
  let editor: Person;
  let approver: Person;
  let itemId: string;
  let documentPath: string;

  /** How many requests for `url` reached either instance. */
  const reachedOrigin = (url: string) => relays.reduce((sum, relay) => sum + (relay.counts.get(url) ?? 0), 0);
  const viaNginx = async (url: string) => {
    const response = await fetch(`${nginx.base}${url}`, { redirect: 'manual' });
    return { status: response.status, cache: response.headers.get('x-cache-status'), text: await response.text() };
  };
  /** Reads `url` through nginx until its copy answers (HIT): what a reader gets while nothing is purged. */
  const heldCopy = (url: string) =>
    until(
      async () => {
        const read = await viaNginx(url);
        return read.cache === 'HIT' && read;
      },
      30_000,
      `${url} held by nginx`,
    );
  const server = (): OtherServer => ({ baseURL: instances[0].base, env: { ...process.env, ...env } });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    folder = mkdtempSync(path.join(tmpdir(), 'ir-shared-cache-'));
    redis = await startTestRedis();
    const [nginxPort, purgePort] = [await freePort(), await freePort()];
    env = {
      REDIS_URL: redis.url,
      IR_DB_PATH: path.join(folder, 'ir.db'),
      UPLOAD_DIR: path.join(folder, 'uploads'),
      SHARED_CACHE_PURGE: `nginx:http://127.0.0.1:${purgePort}`,
      SITE_URL: `http://127.0.0.1:${nginxPort}`,
      TRUST_PROXY_HOPS: '1',
      FORM_RATE_LIMIT: '10000',
      IR_BACKEND_URL: '',
      SMTP_URL: '',
      BACKUP_DIR: '',
    };
    // One after the other: the first creates and seeds the shared store.
    for (let i = 0; i < 2; i += 1) instances.push(await startSecondServer(await freePort(), env));
    const relayPorts = [await freePort(), await freePort()] as const;
    for (const [index, instance] of instances.entries()) {
      const relay = countingRelay(Number(new URL(instance.base).port));
      await relay.listen(relayPorts[index]);
      relays.push(relay);
    }
    nginx = await startNginx(folder, nginxPort, relayPorts, process.cwd(), purgePort);
    db = createClient({ url: `file:${env.IR_DB_PATH}` });
    await db.execute('PRAGMA busy_timeout = 5000');
  });

  test.afterAll(async () => {
    db?.close();
    await nginx?.stop();
    await Promise.all(relays.map((relay) => relay.close()));
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('a public page read twice through nginx reaches the origin once', async () => {
    for (const url of ['/en/about', '/about']) {
      const first = await viaNginx(url);
      expect(first.status).toBe(200);
      expect(first.cache).toBe('MISS');
      const second = await viaNginx(url);
      expect(second.cache).toBe('HIT');
      expect(second.text).toBe(first.text);
      expect(reachedOrigin(url), url).toBe(1);
    }
  });

  test('an item published in the workspace shows through nginx at once (the purge), well within a minute', async ({
    browser,
  }) => {
    editor = await enrolPerson(browser, 'editor', `shared-${stamp}`, server());
    approver = await enrolPerson(browser, 'approver', `shared-${stamp}`, server());
    const editorPage = await pageOf(browser, editor, { baseURL: instances[0].base });
    const pdf = await uploadPdf(
      editorPage,
      `shared-cache-${stamp}.pdf`,
      minimalPdf('Shared cache', ['Shared cache', stamp]),
    );
    itemId = await createItem(editorPage, 'exchangeAnnouncement', {
      title,
      date: release.slice(0, 10),
      document: { shared: pdf },
      setReleaseAt: release,
    });
    await itemStep(editorPage, itemId, 'submit');
    await editorPage.context().close();

    // nginx holds the list without the item before it goes live.
    expect((await heldCopy(listPath)).text).not.toContain(title.en);
    const before = reachedOrigin(listPath);

    const approverPage = await pageOf(browser, approver, { baseURL: instances[1].base });
    await itemStep(approverPage, itemId, 'approve', { publishAt: 'now' });
    await approverPage.context().close();
    // The newsroom job takes it live (at once: the approval asks for it).
    const liveAt = await untilLive(db, itemId);
    // Without the purge nginx would serve its copy for up to SHARED_SECONDS more.
    const shownAt = await until(
      async () => {
        const at = Date.now();
        return (await viaNginx(listPath)).text.includes(title.en) && at;
      },
      SHARED_SECONDS * 1000,
      'the item through nginx',
    );
    console.log(`[shared-cache] shown through nginx ${shownAt - liveAt} ms after it went live`);
    expect(shownAt - liveAt).toBeLessThanOrEqual(PURGED_MS);
    // The origin rendered the list again for it.
    expect(reachedOrigin(listPath)).toBeGreaterThan(before);
    // Now held again: a HIT with the item.
    expect((await heldCopy(listPath)).text).toContain(title.en);
    documentPath = `/documents/files/${pdf.sha256}/${encodeURIComponent(pdf.name)}`;
    expect((await viaNginx(listPath)).text).toContain(`href="${documentPath}"`);
  });

  test('a withdrawn item’s document, held by nginx as 200, answers 410 through nginx at once', async ({ browser }) => {
    const first = await viaNginx(documentPath);
    expect(first.status).toBe(200);
    const held = await heldCopy(documentPath);
    expect(held.status).toBe(200);
    expect(reachedOrigin(documentPath)).toBe(1);

    const editorPage = await pageOf(browser, editor, { baseURL: instances[0].base });
    await itemStep(editorPage, itemId, 'request-withdrawal', { reason: 'Shared cache test over' });
    await editorPage.context().close();
    // Still the held 200 while the item is live.
    expect((await viaNginx(documentPath)).status).toBe(200);

    const approverPage = await pageOf(browser, approver, { baseURL: instances[1].base });
    await itemStep(approverPage, itemId, 'approve-withdrawal');
    const withdrawnAt = Date.now();
    await approverPage.context().close();
    const goneAt = await until(
      async () => {
        const at = Date.now();
        return (await viaNginx(documentPath)).status === 410 && at;
      },
      SHARED_SECONDS * 1000,
      'the document answers 410 through nginx',
    );
    console.log(
      `[shared-cache] the document answered 410 through nginx ${goneAt - withdrawnAt} ms after the withdrawal`,
    );
    expect(goneAt - withdrawnAt).toBeLessThanOrEqual(PURGED_MS);
    expect(reachedOrigin(documentPath)).toBe(2);
    // And the list drops the item at once too.
    await until(
      async () => !(await viaNginx(listPath)).text.includes(title.en),
      PURGED_MS,
      'the list without the item through nginx',
    );
  });

  test('a token’s page and the workspace are never held: every read reaches the origin', async () => {
    for (const url of [
      '/receiveemails/preferences?token=not-a-token',
      '/en/receiveemails/preferences?Token=x',
      '/admin',
      '/en/admin',
    ]) {
      for (let i = 0; i < 3; i += 1) expect((await viaNginx(url)).cache ?? 'none', url).not.toBe('HIT');
      expect(reachedOrigin(url), url).toBe(3);
    }
  });
});
