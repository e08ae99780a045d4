import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import autocannon from 'autocannon';
import Redis from 'ioredis';
import type { Client as StoreClient, EngineName } from '@/lib/store/engine';
import { createPostgresClient } from '@/lib/store/postgres-engine';
import { startNginx, until, type TestNginx } from '@/lib/testing/nginx-test-server';
import { startTestPostgres, type TestPostgres } from '@/lib/testing/postgres-test-server';
import { startTestRedis, type TestRedis } from '@/lib/testing/redis-test-server';
import { test, expect } from './fixtures';
import { freePort, startSecondServer, type SecondServer } from './second-server';

/**
 * Two production instances of this build behind Debian's nginx (deploy/nginx-ir-website.conf
 * as shipped, its ports replaced), sharing Redis (REDIS_URL) and one store: an SQLite file (one
 * machine), then a PostgreSQL database (DATABASE_URL: several machines, docs/operations.md, PostgreSQL),
 * all on 127.0.0.1 and started and stopped here. .ci/run installs redis-server, nginx and postgresql for
 * this spec.
 */

const SECRET = 'instances-revalidate-secret';
const json = { 'content-type': 'application/json' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An SMTP server that accepts connections and never greets: a mail job holds its lease while it waits. */
function startSilentSmtp() {
  const sockets = new Set<Socket>();
  let most = 0;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    most = Math.max(most, sockets.size);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  return {
    listen: async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as { port: number }).port;
    },
    get open() {
      return sockets.size;
    },
    get most() {
      return most;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The English home page's text as a reader gets it, and how nginx's shared cache answered (through nginx). */
async function home(base: string) {
  const response = await fetch(`${base}/en`);
  return { text: await response.text(), cache: response.headers.get('x-cache-status') };
}

const ENGINES: readonly EngineName[] = ['sqlite', 'postgres'];

for (const engine of ENGINES)
  test.describe(`several instances behind nginx, the store on ${engine}`, () => {
    test.describe.configure({ mode: 'serial' });

    let folder: string;
    let redis: TestRedis;
    let watcher: Redis;
    let postgres: TestPostgres | null = null;
    let db: Pick<StoreClient, 'execute' | 'close'>;
    let smtp: ReturnType<typeof startSilentSmtp>;
    let env: Record<string, string>;
    const ports: number[] = [];
    const instances: SecondServer[] = [];
    let nginx: TestNginx;
    let purgePort: number;

    const start = (index: number) => startSecondServer(ports[index], env).then((server) => (instances[index] = server));

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      folder = mkdtempSync(path.join(tmpdir(), 'ir-instances-'));
      redis = await startTestRedis();
      watcher = new Redis(redis.url);
      smtp = startSilentSmtp();
      const smtpPort = await smtp.listen();
      purgePort = await freePort();
      env = {
        REDIS_URL: redis.url,
        IR_DB_PATH: path.join(folder, 'ir.db'),
        // nginx's shared cache in front, as in production: publishing and /api/revalidate purge it.
        SHARED_CACHE_PURGE: `nginx:http://127.0.0.1:${purgePort}`,
        FORM_RATE_LIMIT: '',
        TRUST_PROXY_HOPS: '1',
        REVALIDATE_SECRET: SECRET,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'ir@example.com',
        IR_MAIL_TO: 'ir-team@example.com',
        JOB_LEASE_SECONDS: '2',
        SHUTDOWN_TIMEOUT_SECONDS: '20',
      };
      if (engine === 'postgres') {
        postgres = await startTestPostgres();
        env.DATABASE_URL = await postgres.createTestDatabase();
      }
      ports.push(await freePort(), await freePort());
      // One after the other: the first creates and seeds the shared store.
      await start(0);
      await start(1);
      if (env.DATABASE_URL) {
        db = createPostgresClient(env.DATABASE_URL);
      } else {
        const file = createClient({ url: `file:${env.IR_DB_PATH}` });
        await file.execute('PRAGMA busy_timeout = 5000');
        db = file;
      }
      nginx = await startNginx(folder, await freePort(), [ports[0], ports[1]], process.cwd(), purgePort);
    });

    test.afterAll(async () => {
      // Two instances draining, Redis and PostgreSQL stopping: more than the default 30 s on a loaded machine.
      test.setTimeout(120_000);
      await nginx?.stop();
      await Promise.all(instances.map((instance) => instance?.stop()));
      await db?.close();
      watcher?.disconnect();
      await smtp?.close();
      await redis?.stop();
      await postgres?.stop();
      if (folder) rmSync(folder, { recursive: true, force: true });
    });

    test('/api/health: ready with the store and Redis, never cached, no secrets', async () => {
      for (const instance of instances) {
        const response = await fetch(`${instance.base}/api/health`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const body = await response.text();
        expect(JSON.parse(body)).toEqual({
          status: 'ok',
          checks: { store: 'ok', redis: 'ok' },
          engine,
          files: { in: 'disk' },
        });
        expect(body).not.toContain(String(redis.port));
      }
    });

    test('revalidating through instance A drops nginx’s copy: the new list through nginx within 1 s', async () => {
      const [a, b] = instances;
      const title = `Shared purge ${Date.now()}`;
      // nginx holds the home page (a HIT: no instance asked).
      await until(async () => (await home(nginx.base)).cache === 'HIT', 10_000, 'nginx holds /en');
      await db.execute({
        sql: "INSERT INTO set_news (new_set_id, lang, new_set_title, new_set_date, new_set_pdf_url) VALUES (90001, 'en', ?, '2099-01-01', '/documents/news/set-2021-001.pdf')",
        args: [title],
      });
      // Without a purge nginx keeps serving its copy.
      const held = await home(nginx.base);
      expect(held.cache).toBe('HIT');
      expect(held.text).not.toContain(title);

      const purged = await fetch(`${a.base}/api/revalidate`, {
        method: 'POST',
        headers: { ...json, 'x-revalidate-secret': SECRET },
        body: '{"tags":["set-news"]}',
      });
      expect(purged.status).toBe(200);
      // When the first request that got the new list was sent: what the purge's reach is measured by
      // (the render itself is slow on a busy test machine, and is not the purge's doing).
      const purgedAt = Date.now();
      const sentAt = await until(
        async () => {
          const sent = Date.now();
          return (await home(nginx.base)).text.includes(title) && sent;
        },
        10_000,
        'nginx serves the new list',
      );
      expect(sentAt - purgedAt).toBeLessThanOrEqual(1_000);
      // Both instances render it, and nginx holds the new copy, whichever instance answers.
      expect((await home(a.base)).text).toContain(title);
      expect((await home(b.base)).text).toContain(title);
      for (let i = 0; i < 4; i += 1) expect((await home(nginx.base)).text).toContain(title);
    });

    test('rapid form posts spread over both instances are limited at the same count as on one (5 a minute)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        // Alternately A and B, as nginx would spread them; the same client as nginx tells it (TRUST_PROXY_HOPS=1).
        const response = await fetch(`${instances[i % 2].base}/api/send_email/cancel-emails`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': '203.0.113.21' },
          body: '{"email":"not-an-address"}',
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
      // Another client still gets through, through nginx.
      const other = await fetch(`${nginx.base}/api/send_email/cancel-emails`, {
        method: 'POST',
        headers: json,
        body: '{"email":"not-an-address"}',
      });
      expect(other.status).toBe(400);
    });

    test('killing one instance during a 20 s load through nginx: no client errors beyond the requests in flight', async () => {
      test.setTimeout(180_000);
      const connections = 8;
      const load = autocannon({ url: `${nginx.base}/en`, connections, duration: 20, timeout: 10 });
      await sleep(6_000);
      await instances[1].signal('SIGKILL');
      const result = await load;
      const failed = result.errors + result.timeouts + result.non2xx;
      console.log(`[instances] ${result.requests.total} requests, ${failed} failed, p99 ${result.latency.p99} ms`);
      expect(result.requests.total).toBeGreaterThan(100);
      expect(failed).toBeLessThanOrEqual(connections);
      await start(1);
    });

    test('a job runs on exactly one instance, and moves to the other when that one is killed', async () => {
      test.setTimeout(120_000);
      const lease = 'ir-website:job-lease:mail';
      const holderPid = async () => {
        const holder = await watcher.get(lease);
        return holder ? Number(holder.split(':').at(-2)) : undefined;
      };
      const contact = (base: string, i: number) =>
        fetch(`${base}/api/send_email/contact-investor`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': `198.51.100.${i}` },
          body: JSON.stringify({
            name: 'Somchai',
            surname: 'Jaidee',
            phone: '0812345678',
            fax: '021234567',
            address: '99 Rama 9 Road',
            message: `Lease test ${i}`,
          }),
        });
      // Queued mail, sent by whichever instance takes the mail job: it waits on the silent SMTP server.
      expect((await contact(instances[0].base, 1)).status).toBe(200);
      expect((await contact(instances[1].base, 2)).status).toBe(200);
      const first = await until(holderPid, 10_000, 'an instance takes the mail job');
      const byPid = new Map(instances.map((instance, index) => [instance.pid, index]));
      expect(byPid.has(first)).toBe(true);
      const firstIndex = byPid.get(first)!;
      const otherIndex = 1 - firstIndex;
      for (let i = 0; i < 5; i += 1) {
        expect(await holderPid()).toBe(first);
        expect(smtp.open).toBeLessThanOrEqual(1);
        await sleep(200);
      }

      await instances[firstIndex].signal('SIGKILL');
      // More mail, asked for on the survivor: it takes the job once the dead holder's lease (2 s) expires.
      expect((await contact(instances[otherIndex].base, 3)).status).toBe(200);
      await until(
        async () => (await holderPid()) === instances[otherIndex].pid,
        20_000,
        'the job moves to the other instance',
      );
      await until(async () => smtp.open === 1, 10_000, 'the survivor sends');
      expect(smtp.most).toBe(1);
      await start(firstIndex);
    });

    test('SIGTERM drains: a request in flight is answered, new connections go elsewhere, the process exits 0', async () => {
      test.setTimeout(120_000);
      const [a] = instances;
      const { port } = new URL(a.base);
      const ownLeases = async () => {
        const holders = await Promise.all(
          (await watcher.keys('ir-website:job-lease:*')).map((key) => watcher.get(key)),
        );
        return holders.filter((holder) => holder?.includes(`:${a.pid}:`));
      };
      // A form post whose body arrives in two parts, the second after the SIGTERM.
      const socket = connect(Number(port), '127.0.0.1');
      await once(socket, 'connect');
      let answer = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
      const body = '{"email":"not-an-address"}';
      socket.write(
        `POST /api/send_email/cancel-emails HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Forwarded-For: 203.0.113.99\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
      await sleep(300);
      const exit = a.signal('SIGTERM');
      await sleep(1_000);
      // No longer accepting: a new connection is refused, while nginx still serves from the other.
      await expect(fetch(`${a.base}/en/about`)).rejects.toThrow();
      expect((await fetch(`${nginx.base}/en/about`)).status).toBe(200);
      socket.write(body.slice(5));
      await once(socket, 'close');
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(await exit).toBe(0);
      // Its job leases were handed back, not left to expire (each lasts 2 s: look at once).
      expect(await ownLeases()).toEqual([]);
      await start(0);
    });
  });
