/** What the bench's unit tests share: a measured load target and a results file of one part (or a full run). */
import type { BenchResults, LoadTarget } from './types';

/** A load target that served every request: `requestsPerSec`, p50 40 ms, p99 120 ms, no failure. */
export const loadTarget = (requestsPerSec: number, over: Partial<LoadTarget> = {}): LoadTarget => ({
  label: 'x',
  path: '/',
  role: 'page',
  bodyBytes: 1000,
  requestsPerSec,
  p50Ms: 40,
  p99Ms: 120,
  maxMs: 300,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  failures: 0,
  responses2xx: 100,
  bytesPerSec: 1,
  ratioToBaseline: null,
  connections: 50,
  durationSeconds: 20,
  ...over,
});

/** A full-settings results file of the part `only` (null: a full run) holding `sections`, nothing else measured. */
export const partResults = (only: string | null, sections: Partial<BenchResults>): BenchResults =>
  ({
    schema: 2,
    settings: { quick: false, only, load: { connections: 50, durationSeconds: 20 }, originLoad: { connections: 10 } },
    errors: [],
    lighthouse: [],
    firstLoadJs: null,
    load: null,
    ...sections,
  }) as unknown as BenchResults;
