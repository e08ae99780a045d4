/**
 * No tap is lost before hydration (docs/performance.md, No tap is lost): the inline script that
 * queues early taps and held submissions, and what replays them once the page can handle them.
 */
export { EARLY_INPUT_SCRIPT } from './script.generated';
export { EarlyInputScript } from './early-input-script';
export { EarlyInputReplay, useReplayHeldSubmit } from './early-input-replay';
