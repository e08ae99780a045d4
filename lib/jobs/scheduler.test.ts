/** @jest-environment node */
import { getDatabase } from '@/lib/store/db';
import { leasesOn } from '@/lib/store/leases';
import { secondClient } from '@/lib/testing/second-client';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { createScheduler, runExclusively, type Job, type JobLock, type Scheduler } from './scheduler';
import { describeJobLockContract } from './job-lock-contract';
import { createSqliteJobLock } from './sqlite-lock';

const leases = async () =>
  (await (await getDatabase()).execute('SELECT name, holder, expires_at FROM job_leases ORDER BY name')).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = () => undefined;

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

describe.each(STORE_ENGINES)('on %s', (engine) => {
  // What another server process (on PostgreSQL, another machine) would hold.
  const other = secondClient();
  withTemporaryStore('jobs', { SMTP_URL: undefined }, engine);

  describeJobLockContract('createSqliteJobLock', () => {
    // Both locks read one injected clock, so a lease runs out when the test moves it on.
    let time = 1_000_000;
    const now = () => time;
    return {
      twoLocks: () => [createSqliteJobLock({ now }), createSqliteJobLock({ leases: leasesOn(other), now })],
      shortLeaseMs: 1_000,
      letLeaseRunOut: async () => void (time += 1_000),
      holderOf: async (name) => {
        const [row] = (
          await (await getDatabase()).execute({ sql: 'SELECT holder FROM job_leases WHERE name = ?', args: [name] })
        ).rows;
        return row ? String(row.holder) : null;
      },
    };
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

    it("a dead holder's lease expires and the job passes to another process", async () => {
      const lock = createSqliteJobLock();
      // A process took the lease and died: nobody renews or releases it.
      const expiresAt = Date.now() + 300;
      expect(await createSqliteJobLock({ leases: leasesOn(other) }).acquire('handover', 'dead', 300)).toBe(true);
      let ranAt = 0;
      start([{ name: 'handover', intervalMs: 10, run: async () => void (ranAt ||= Date.now()) }], lock, {
        holder: 'alive',
      });
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
            signal.addEventListener('abort', () =>
              setTimeout(() => {
                events.push('job finished');
                resolve();
              }, 50),
            );
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
      const lock: JobLock = {
        acquire: jest.fn(async () => true),
        renew: jest.fn(async () => true),
        release: jest.fn(async () => undefined),
      };
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

  describe("the store's leases, from two clients at once", () => {
    it('lets exactly one of many takers on two clients take over an expired lease', async () => {
      const [mine, theirs] = [leasesOn(getDatabase), leasesOn(other)];
      expect(await mine.acquire('expired', 'dead', 1_000, 0)).toBe(true);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? theirs : mine).acquire('expired', `taker-${i}`, 60_000, 5_000)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await leases()).toEqual([
        { name: 'expired', holder: `taker-${results.indexOf(true)}`, expires_at: 60_000 },
      ]);
      await (results.indexOf(true) % 2 ? theirs : mine).release('expired', `taker-${results.indexOf(true)}`);
      expect(await leases()).toEqual([]);
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
});
