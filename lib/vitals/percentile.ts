/**
 * The nearest-rank percentile: the smallest value such that at least p % of the values are at or
 * below it, i.e. the value at rank ⌈p / 100 × n⌉ (1-based) of the sorted values. Always one of the
 * values, never interpolated. `sorted` ascending and not empty; 0 < p ≤ 100. Hand-written, as
 * docs/decisions/022-vitals-own-percentile-and-route-match.md says why.
 */
export function nearestRank(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('no values');
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile out of range: ${p}`);
  // Integer arithmetic for whole p, so that 75 × 20 / 100 is exactly 15 and not 15.000000000000002.
  const rank = Number.isInteger(p) ? Math.ceil((p * sorted.length) / 100) : Math.ceil((p / 100) * sorted.length);
  return sorted[Math.max(1, rank) - 1];
}
