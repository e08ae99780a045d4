import { createScheduler, type Job, type JobLock, type Scheduler } from './scheduler';

/**
 * What every JobLock must do, as Jest tests that each implementation runs on its own store
 * (./scheduler.test.ts on SQLite, lib/server/redis-shared.test.ts on Redis): two locks stand for two
 * server processes sharing the store. Not a test file itself; imported by those.
 */
export interface JobLockContract {
  /** Two locks on one store, as two processes would hold them. */
  twoLocks(): [JobLock, JobLock];
  /** A lease time short enough to let run out in a test. */
  shortLeaseMs: number;
  /** Waits, or moves the locks' clock, until a lease of `shortLeaseMs` has run out. */
  letLeaseRunOut(): Promise<void>;
  /** The holder of a lease in the store, or null when nobody holds it. */
  holderOf(name: string): Promise<string | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

export function describeJobLockContract(name: string, contract: () => JobLockContract): void {
  describe(`${name}: the JobLock contract`, () => {
    it('gives a lease to one holder at a time; only the holder renews or releases; it expires and passes on', async () => {
      const { twoLocks, shortLeaseMs: ttl, letLeaseRunOut, holderOf } = contract();
      const [first, second] = twoLocks();
      expect(await first.acquire('x', 'A', ttl)).toBe(true);
      expect(await second.acquire('x', 'B', ttl)).toBe(false);
      expect(await first.acquire('x', 'A', ttl)).toBe(true); // already A's
      expect(await second.renew('x', 'B', ttl)).toBe(false);
      await second.release('x', 'B'); // not B's: changes nothing
      expect(await second.acquire('x', 'B', ttl)).toBe(false);
      expect(await first.renew('x', 'A', ttl)).toBe(true);

      await letLeaseRunOut(); // A died without releasing: its lease ends
      expect(await second.acquire('x', 'B', 60_000)).toBe(true);
      expect(await first.renew('x', 'A', ttl)).toBe(false);
      expect(await first.acquire('x', 'A', ttl)).toBe(false);
      await first.release('x', 'A'); // no longer A's: B keeps it
      expect(await holderOf('x')).toBe('B');
      await second.release('x', 'B');
      expect(await first.acquire('x', 'A', ttl)).toBe(true);
      await first.release('x', 'A');
      expect(await holderOf('x')).toBeNull();
    });

    it('lets exactly one of many simultaneous takers win', async () => {
      const { twoLocks, holderOf } = contract();
      const locks = twoLocks();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => locks[i % 2].acquire('race', `holder-${i}`, 60_000)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await holderOf('race')).toBe(`holder-${results.indexOf(true)}`);
      await locks[results.indexOf(true) % 2].release('race', `holder-${results.indexOf(true)}`);
      expect(await holderOf('race')).toBeNull();
    });

    it('two schedulers never run a job at once, and the job moves on when one holder stops', async () => {
      const [lockA, lockB] = contract().twoLocks();
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
      const quiet = () => undefined;
      const schedulers: Scheduler[] = [
        createScheduler({ jobs: [job('a')], lock: lockA, holder: 'a', log: quiet, busyRetryMs: 5 }),
        createScheduler({ jobs: [job('b')], lock: lockB, holder: 'b', log: quiet, busyRetryMs: 5 }),
      ];
      const poke = setInterval(() => schedulers.forEach((scheduler) => scheduler.runSoon('shared')), 2);
      try {
        await until(() => (runsBy.a ?? 0) + (runsBy.b ?? 0) >= 40, 30_000);
        expect(overlaps).toBe(0);
        // Whoever stops releases its lease; the other goes on alone.
        await schedulers[0].stop();
        const before = runsBy.b ?? 0;
        await until(() => (runsBy.b ?? 0) >= before + 10, 30_000);
        expect(overlaps).toBe(0);
      } finally {
        clearInterval(poke);
        await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
      }
    }, 70_000);
  });
}
