import { JOBS } from './jobs';
import { runningScheduler, setRunningScheduler } from './running.mjs';
import { createScheduler } from './scheduler';
import { sharedJobLock } from './shared-lock';

/** JOB_SCHEDULER=off: this process runs no jobs (tests that drive the jobs themselves, a process that only serves). */
export function schedulerDisabled(value = process.env.JOB_SCHEDULER): boolean {
  return value?.trim().toLowerCase() === 'off';
}

const DEFAULT_LEASE_SECONDS = 60;

/**
 * JOB_LEASE_SECONDS: how long a job's lease lasts unrenewed (renewed every third of it while the job
 * runs), so how soon a job held by an instance that died passes to another. A whole number from 1 to
 * 3600; default 60.
 */
export function jobLeaseMs(value = process.env.JOB_LEASE_SECONDS): number {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 3600) return Number(text) * 1000;
  if (text !== '') console.error(`[jobs] JOB_LEASE_SECONDS=${JSON.stringify(value)} is not a whole number from 1 to 3600; using ${DEFAULT_LEASE_SECONDS}`);
  return DEFAULT_LEASE_SECONDS * 1000;
}

/** Starts this process's scheduler once (instrumentation.ts); stop it with stopRunningScheduler(). */
export function startScheduler(): void {
  if (schedulerDisabled() || runningScheduler()) return;
  setRunningScheduler(createScheduler({ jobs: JOBS, lock: sharedJobLock(), leaseMs: jobLeaseMs() }));
}
