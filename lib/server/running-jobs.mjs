// @ts-check
/**
 * The scheduler running in this process, reachable from every bundle: instrumentation.ts starts it,
 * route handlers (bundled apart) ask it to run a job soon, and server.mjs (unbuilt) stops it on
 * shutdown. Modules are not shared between those, the global object is: the process bridge.
 */
import { readBridgeSlot, setBridgeSlot } from './bridge-slots.mjs';

/** @typedef {{ runSoon(name: string): void, stop(): Promise<void> }} RunningScheduler */

/** @param {RunningScheduler | undefined} scheduler */
export function setRunningScheduler(scheduler) {
  setBridgeSlot('jobScheduler', scheduler);
}

/** @returns {RunningScheduler | undefined} */
export function runningScheduler() {
  return /** @type {RunningScheduler | undefined} */ (readBridgeSlot('jobScheduler'));
}

/**
 * Asks the running scheduler to run a job now (e.g. 'mail' after a form queued a message). Without
 * one (`JOB_SCHEDULER=off`, a script, a test) nothing happens: the work waits for whoever runs the job.
 * @param {string} name
 */
export function runJobSoon(name) {
  runningScheduler()?.runSoon(name);
}

/** Stops the running scheduler, if any: timers cleared, running jobs finished, leases released. */
export async function stopRunningScheduler() {
  const scheduler = runningScheduler();
  if (!scheduler) return;
  setRunningScheduler(undefined);
  await scheduler.stop();
}
