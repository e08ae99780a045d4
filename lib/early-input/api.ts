/**
 * What the early-input script (script.ts) offers the page once it runs, on `window.__irEarlyInput`:
 * EarlyInputReplay calls `flush()` once the page has hydrated, and a held form calls `ready(form)`
 * once it can validate (docs/performance.md, No tap is lost).
 */
export interface EarlyInput {
  /** Taps the queued buttons again and tells the page's listeners about the changed fields; once. */
  flush(): void;
  /** Submits again the submission of `form` the script held, if any. */
  ready(form: HTMLFormElement): void;
}

/** The global the inline script sets and the page's code reads. */
export const EARLY_INPUT_GLOBAL = '__irEarlyInput';

type EarlyInputWindow = Window & { [EARLY_INPUT_GLOBAL]?: EarlyInput };

/** The early-input script's handle, or undefined where it did not run (a test, a page without it). */
export function earlyInput(): EarlyInput | undefined {
  return (window as EarlyInputWindow)[EARLY_INPUT_GLOBAL];
}

/** Sets the handle: called once, by the inline script. */
export function offerEarlyInput(handle: EarlyInput): void {
  (window as EarlyInputWindow)[EARLY_INPUT_GLOBAL] = handle;
}
