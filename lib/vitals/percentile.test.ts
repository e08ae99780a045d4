import { nearestRank } from './percentile';

describe('nearestRank', () => {
  it('is the value at rank ⌈p/100 × n⌉ of the sorted values', () => {
    // The textbook example: 15, 20, 35, 40, 50.
    const values = [15, 20, 35, 40, 50];
    expect(nearestRank(values, 5)).toBe(15);
    expect(nearestRank(values, 30)).toBe(20);
    expect(nearestRank(values, 40)).toBe(20);
    expect(nearestRank(values, 50)).toBe(35);
    expect(nearestRank(values, 100)).toBe(50);
  });

  it('gives p75 and p95 of 1..20 and 1..100 exactly, never interpolated', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(nearestRank(twenty, 75)).toBe(15);
    expect(nearestRank(twenty, 95)).toBe(19);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(nearestRank(hundred, 75)).toBe(75);
    expect(nearestRank(hundred, 95)).toBe(95);
    // Four values: rank ⌈3⌉ = 3 for p75, ⌈3.8⌉ = 4 for p95.
    expect(nearestRank([100, 200, 300, 400], 75)).toBe(300);
    expect(nearestRank([100, 200, 300, 400], 95)).toBe(400);
  });

  it('answers the one value of a single sample, and refuses nothing to rank or a p out of range', () => {
    expect(nearestRank([42], 75)).toBe(42);
    expect(nearestRank([42], 95)).toBe(42);
    expect(() => nearestRank([], 75)).toThrow(RangeError);
    expect(() => nearestRank([1], 0)).toThrow(RangeError);
    expect(() => nearestRank([1], 101)).toThrow(RangeError);
  });

  it('agrees with counting: at least p % of the values are at or below it, and fewer below it', () => {
    for (let n = 1; n <= 60; n += 1) {
      const values = Array.from({ length: n }, (_, i) => ((i * 37) % 101) + (i % 3) * 0.5).sort((a, b) => a - b);
      for (const p of [75, 95]) {
        const q = nearestRank(values, p);
        expect(values.filter((v) => v <= q).length / n).toBeGreaterThanOrEqual(p / 100);
        expect(values.filter((v) => v < q).length / n).toBeLessThan(p / 100);
      }
    }
  });
});
