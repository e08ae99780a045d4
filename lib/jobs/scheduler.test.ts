/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { closeDatabase, databasePath, getDatabase } from '@/lib/backend/local/db';
import { createScheduler, runExclusively, type Job, type JobLock, type Scheduler } from './scheduler';
import { createSqliteJobLock } from './sqlite-lock';

let folder: string;
/** A second connection to the same file: what another server process on the machine would hold. */
let other: Client;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-jobs-'));
  process.env.IR_DB_PATH = path.join(folder, 'ir.db');
  delete process.env.IR_BACKEND_URL;
  delete process.env.SMTP_URL;
  await getDatabase();
  other = createClient({ url: `file:${databasePath()}` });
  await other.execute('PRAGMA busy_timeout = 5000');
});
afterAll(async () => {
  other.close();
  await closeDatabase();
  rmSync(folder, { recursive: true, force: true });
});

const leases = async () => (await (await getDatabase()).execute('SELECT name, holder, expires_at FROM job_leases ORDER BY name')).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = () => undefined;

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

describe('createSqliteJobLock', () => {
  it('gives a lease to one holder at a time; it expires and passes on; only the holder renews or releases', async () => {
    let time = 1_000_000;
    const now = () => time;
    const first = createSqliteJobLock({ now });
    const second = createSqliteJobLock({ database: async () => other, now });

    expect(await first.acquire('x', 'A', 1_000)).toBe(true);
    expect(await second.acquire('x', 'B', 1_000)).toBe(false);
    expect(await first.acquire('x', 'A', 1_000)).toBe(true); // already A's
    expect(await second.renew('x', 'B', 1_000)).toBe(false);
    await second.release('x', 'B'); // not B's: changes nothing
    expect(await second.acquire('x', 'B', 1_000)).toBe(false);

    time += 1_000; // A died without releasing: its lease ends
    expect(await second.acquire('x', 'B', 1_000)).toBe(true);
    expect(await first.renew('x', 'A', 1_000)).toBe(false);
    expect(await first.acquire('x', 'A', 1_000)).toBe(false);
    await second.release('x', 'B');
    expect(await first.acquire('x', 'A', 1_000)).toBe(true);
    await first.release('x', 'A');
    expect(await leases()).toEqual([]);
  });

  it('lets exactly one of many simultaneous takers win', async () => {
    const locks = [createSqliteJobLock(), createSqliteJobLock({ database: async () => other })];
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => locks[i % 2].acquire('race', `holder-${i}`, 60_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const [winner] = await leases();
    expect(winner.holder).toBe(`holder-${results.indexOf(true)}`);
    await (await getDatabase()).execute("DELETE FROM job_leases WHERE name = 'race'");
  });
});

describe('createScheduler', () => {
  const started: Scheduler[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((scheduler) => scheduler.stop()));
    await (await getDatabase()).execute('DELETE FROM job_leases');
  });
  const start = (jobs: Job[], lock: JobLock, options: Partial<Parameters<typeof createScheduler>[0]> = {}) => {
    const scheduler = createScheduler({ jobs, lock, log: quiet, busyRetryMs: 5, ...options });
    started.push(scheduler);
    return scheduler;
  };

  it('two schedulers on one SQLite file never run a job at the same time', async () => {
    let running = 0;
    let overlaps = 0;
    const runsBy: Record<string, number> = {};
    const job = (holder: string): Job => ({
      name: 'shared',
      intervalMs: 1,
      async run() {
        running += 1;
        if (running > 1) overlaps += 1;
        runsBy[holder] = (runsBy[holder] ?? 0) + 1;
        await sleep(5);
        running -= 1;
      },
    });
    const a = start([job('a')], createSqliteJobLock(), { holder: 'a' });
    const b = start([job('b')], createSqliteJobLock({ database: async () => other }), { holder: 'b' });
    const poke = setInterval(() => {
      a.runSoon('shared');
      b.runSoon('shared');
    }, 2);
    await until(() => (runsBy.a ?? 0) + (runsBy.b ?? 0) >= 40, 30_000);
    clearInterval(poke);
    expect(overlaps).toBe(0);
  });

  it("a dead holder's lease expires and the job passes to another process", async () => {
    const lock = createSqliteJobLock();
    // A process took the lease and died: nobody renews or releases it.
    const expiresAt = Date.now() + 300;
    expect(await createSqliteJobLock({ database: async () => other }).acquire('handover', 'dead', 300)).toBe(true);
    let ranAt = 0;
    start([{ name: 'handover', intervalMs: 10, run: async () => void (ranAt ||= Date.now()) }], lock, { holder: 'alive' });
    await until(() => ranAt > 0);
    expect(ranAt).toBeGreaterThanOrEqual(expiresAt);
  });

  it('stop() aborts and waits for a running job, then releases its lease', async () => {
    const events: string[] = [];
    let begun = false;
    const job: Job = {
      name: 'long',
      intervalMs: 60_000,
      run: (signal) =>
        new Promise<void>((resolve) => {
          begun = true;
          // Finishes its step after the abort, as a real job would.
          signal.addEventListener('abort', () => setTimeout(() => {
            events.push('job finished');
            resolve();
          }, 50));
        }),
    };
    const scheduler = start([job], createSqliteJobLock());
    await until(() => begun);
    expect((await leases()).map((row) => row.name)).toEqual(['long']);
    await scheduler.stop().then(() => events.push('stop resolved'));
    expect(events).toEqual(['job finished', 'stop resolved']);
    expect(await leases()).toEqual([]);
  });

  it('runSoon during a run runs the job once more right after it; a failing run is logged and the job goes on', async () => {
    let runs = 0;
    const log = jest.fn();
    let release: () => void = () => undefined;
    const scheduler = start(
      [
        {
          name: 'again',
          intervalMs: 60_000,
          run: () => {
            runs += 1;
            if (runs === 1) return new Promise<void>((resolve) => (release = resolve));
            return Promise.reject(new Error('boom'));
          },
        },
      ],
      createSqliteJobLock(),
      { log },
    );
    await until(() => runs === 1);
    scheduler.runSoon('again');
    scheduler.runSoon('again');
    release();
    await until(() => runs === 2);
    await until(() => log.mock.calls.length === 1);
    expect(log).toHaveBeenCalledWith('again failed', expect.any(Error));
    scheduler.runSoon('again');
    await until(() => runs === 3);
  });

  it('takes no lease for a job that is not enabled', async () => {
    const lock: JobLock = { acquire: jest.fn(async () => true), renew: jest.fn(async () => true), release: jest.fn(async () => undefined) };
    const run = jest.fn(async () => undefined);
    const scheduler = start([{ name: 'off', intervalMs: 5, enabled: () => false, run }], lock);
    scheduler.runSoon('off');
    await sleep(50);
    expect(lock.acquire).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
  });

  it('refuses two jobs of one name', () => {
    const job: Job = { name: 'twice', intervalMs: 1, run: async () => undefined };
    expect(() => createScheduler({ jobs: [job, job], lock: createSqliteJobLock() })).toThrow('twice');
  });
});

describe('runExclusively', () => {
  it('waits for the lease a running scheduler holds, then runs and releases', async () => {
    const lock = createSqliteJobLock();
    expect(await lock.acquire('mail', 'server', 60_000)).toBe(true);
    const work = jest.fn(async () => undefined);
    await expect(runExclusively('mail', lock, work, { waitMs: 50, pollMs: 10 })).resolves.toBe(false);
    expect(work).not.toHaveBeenCalled();
    await lock.release('mail', 'server');
    await expect(runExclusively('mail', lock, work, { waitMs: 50, pollMs: 10 })).resolves.toBe(true);
    expect(work).toHaveBeenCalledTimes(1);
    expect(await leases()).toEqual([]);
  });
});
