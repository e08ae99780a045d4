import { setReadingCountsEnabled, takeReadingCounts } from '@/lib/server/process-bridge.mjs';

/**
 * For the tests of a describe block that read the reading figures (docs/newsroom.md, Reading figures):
 * counting on, and nothing counted before, at the start of each test; counting off after them.
 */
export function countingReadings(): void {
  beforeEach(() => {
    setReadingCountsEnabled(true);
    takeReadingCounts();
  });
  afterAll(() => setReadingCountsEnabled(false));
}
