import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * Periodic work inside the server (the jobs of ./jobs.ts; docs/decisions/006-job-leases.md). Each job
 * runs every intervalMs, never twice at once in this process, and only while it holds its lease from a
 * JobLock, so that several server processes never run one job at the same time. A lease runs out on
 * its own: a process that dies while running a job hands it on by expiry.
 */

export interface Job {
  /** The job's name, also the name of its lease. */
  name: string;
  /** Time from the end of one run to the start of the next. */
  intervalMs: number;
  /** When false the job is skipped (no lease taken) until the next interval; checked before every run. */
  enabled?: () => boolean;
  /** Does the work; should end soon after the signal aborts (stop, or the lease was lost). */
  run(signal: AbortSignal): Promise<void>;
}

/** Exclusive, expiring leases by name: SQLite (./sqlite-lock.ts), or Redis with REDIS_URL (./redis-lock.ts). */
export interface JobLock {
  /** Takes the lease if it is free, expired or already this holder's; says whether it did. */
  acquire(name: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Extends this holder's lease; false when it is no longer this holder's. */
  renew(name: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up if this holder has it. */
  release(name: string, holder: string): Promise<void>;
}

export interface SchedulerOptions {
  jobs: readonly Job[];
  lock: JobLock;
  /** Who holds the leases; default host:pid:random, unique per scheduler. */
  holder?: string;
  /** Lease length, renewed every third of it while a job runs (default 60 s). */
  leaseMs?: number;
  /** Delay of each job's first run after start (default 0: right away). */
  startDelayMs?: number;
  /** Retry delay when a run asked for with runSoon found the lease taken (default 2 s). */
  busyRetryMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export interface Scheduler {
  readonly holder: string;
  /** Runs the job as soon as it can: now if idle, else again right after the current run. */
  runSoon(name: string): void;
  /** Clears the timers, aborts and waits for running jobs, and releases their leases. */
  stop(): Promise<void>;
}

interface JobState {
  job: Job;
  timer: ReturnType<typeof setTimeout> | null;
  /** The current turn (acquire, run, release), while there is one. */
  turn: Promise<void> | null;
  controller: AbortController | null;
  /** runSoon was called: run again as soon as possible. */
  soon: boolean;
}

const defaultLog = (message: string, error?: unknown) =>
  console.error(`[jobs] ${message}`, ...(error === undefined ? [] : [error instanceof Error ? error.message : error]));

export function createScheduler({
  jobs,
  lock,
  holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  leaseMs = 60_000,
  startDelayMs = 0,
  busyRetryMs = 2_000,
  log = defaultLog,
}: SchedulerOptions): Scheduler {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
    names.add(job.name);
  }
  const states = new Map(
    jobs.map((job) => [job.name, { job, timer: null, turn: null, controller: null, soon: false } as JobState]),
  );
  let stopped = false;

  const schedule = (state: JobState, delayMs: number) => {
    if (stopped) return;
    if (state.timer) clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      state.timer = null;
      state.turn = takeTurn(state).finally(() => {
        state.turn = null;
      });
    }, delayMs);
    // The timers never keep a process alive on their own (a script, a test, a server shutting down).
    state.timer.unref?.();
  };

  const takeTurn = async (state: JobState): Promise<void> => {
    const { job } = state;
    const wantedSoon = state.soon;
    state.soon = false;
    if (job.enabled && !job.enabled()) return schedule(state, job.intervalMs);

    let acquired = false;
    try {
      acquired = await lock.acquire(job.name, holder, leaseMs);
    } catch (error) {
      log(`${job.name}: could not take its lease`, error);
    }
    if (!acquired) {
      // Another process runs it. A run asked for soon retries shortly, to catch what that run may miss.
      state.soon ||= wantedSoon;
      return schedule(state, state.soon ? busyRetryMs : job.intervalMs);
    }

    const controller = new AbortController();
    state.controller = controller;
    const renewal = setInterval(
      () => {
        lock.renew(job.name, holder, leaseMs).then(
          (kept) => {
            if (!kept) controller.abort(new Error(`${job.name}: lease lost`));
          },
          (error: unknown) => log(`${job.name}: could not renew its lease`, error),
        );
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    renewal.unref?.();
    try {
      if (!stopped) await job.run(controller.signal);
    } catch (error) {
      log(`${job.name} failed`, error);
    } finally {
      clearInterval(renewal);
      state.controller = null;
      await lock
        .release(job.name, holder)
        .catch((error: unknown) => log(`${job.name}: could not release its lease`, error));
    }
    schedule(state, state.soon ? 0 : job.intervalMs);
  };

  for (const state of states.values()) schedule(state, startDelayMs);

  return {
    holder,
    runSoon(name) {
      const state = states.get(name);
      if (!state || stopped) return;
      state.soon = true;
      if (!state.turn) schedule(state, 0);
    },
    async stop() {
      stopped = true;
      for (const state of states.values()) {
        if (state.timer) clearTimeout(state.timer);
        state.timer = null;
        state.controller?.abort(new Error('the scheduler is stopping'));
      }
      // Each turn releases its lease before it ends.
      await Promise.all([...states.values()].map((state) => state.turn));
    },
  };
}

/**
 * Runs one job once in this process, holding its lease (a script such as `npm run mail:retry` beside a
 * running server): waits up to waitMs for a run elsewhere to end, then gives up with false.
 */
export async function runExclusively(
  name: string,
  lock: JobLock,
  work: (signal: AbortSignal) => Promise<void>,
  { waitMs = 60_000, leaseMs = 60_000, pollMs = 500 }: { waitMs?: number; leaseMs?: number; pollMs?: number } = {},
): Promise<boolean> {
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const deadline = Date.now() + waitMs;
  while (!(await lock.acquire(name, holder, leaseMs))) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const controller = new AbortController();
  const renewal = setInterval(
    () => {
      lock.renew(name, holder, leaseMs).then(
        (kept) => {
          if (!kept) controller.abort(new Error(`${name}: lease lost`));
        },
        () => undefined, // a failed renewal is tried again; the lease outlives a few
      );
    },
    Math.max(1, Math.floor(leaseMs / 3)),
  );
  try {
    await work(controller.signal);
    return true;
  } finally {
    clearInterval(renewal);
    await lock.release(name, holder);
  }
}
