import { JOBS } from './jobs';
import { runningScheduler, setRunningScheduler } from './running.mjs';
import { createScheduler } from './scheduler';
import { sharedJobLock } from './shared-lock';

/** JOB_SCHEDULER=off: this process runs no jobs (tests that drive the jobs themselves, a process that only serves). */
export function schedulerDisabled(value = process.env.JOB_SCHEDULER): boolean {
  return value?.trim().toLowerCase() === 'off';
}

/** Starts this process's scheduler once (instrumentation.ts); stop it with stopRunningScheduler(). */
export function startScheduler(): void {
  if (schedulerDisabled() || runningScheduler()) return;
  setRunningScheduler(createScheduler({ jobs: JOBS, lock: sharedJobLock() }));
}
