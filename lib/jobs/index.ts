export { runExclusively } from './scheduler';
export { sharedJobLock } from './shared-lock';
export { startScheduler } from './start';
