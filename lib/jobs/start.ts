import { settings } from '@/lib/config/settings.mjs';
import { JOBS } from './jobs';
import { runningScheduler, setRunningScheduler } from '@/lib/server/process-bridge.mjs';
import { createScheduler } from './scheduler';
import { sharedJobLock } from './shared-lock';

/** JOB_SCHEDULER=off: this process runs no jobs (tests that drive the jobs themselves, a process that only serves). */
export function schedulerDisabled(): boolean {
  return settings().JOB_SCHEDULER === 'off';
}

/**
 * JOB_LEASE_SECONDS: how long a job's lease lasts unrenewed (renewed every third of it while the job
 * runs), so how soon a job held by an instance that died passes to another. A whole number from 1 to
 * 3600; default 60.
 */
export function jobLeaseMs(): number {
  return settings().JOB_LEASE_SECONDS * 1000;
}

/** Starts this process's scheduler once (instrumentation.ts); stop it with stopRunningScheduler(). */
export function startScheduler(): void {
  if (schedulerDisabled() || runningScheduler()) return;
  setRunningScheduler(createScheduler({ jobs: JOBS, lock: sharedJobLock(), leaseMs: jobLeaseMs() }));
}
