import { isOnTick, roundToTick, stepTicks, tickSize } from './tick-size';

describe('tickSize', () => {
  it.each([
    [0.5, 0.01],
    [1.99, 0.01],
    [2, 0.02],
    [4.98, 0.02],
    [5, 0.05],
    [9.95, 0.05],
    [10, 0.1],
    [24.9, 0.1],
    [25, 0.25],
    [99.75, 0.25],
    [100, 0.5],
    [199.5, 0.5],
    [200, 1],
    [399, 1],
    [400, 2],
    [1200, 2],
  ])('is the band tick at %p baht: %p', (price, tick) => {
    expect(tickSize(price)).toBe(tick);
  });
});

describe('isOnTick', () => {
  it('accepts multiples of the band tick, including float-noisy ones', () => {
    for (const price of [0.01, 1.99, 2.34, 5.05, 12.3, 25.75, 100.5, 201, 402, 2.3 + 0.04])
      expect([price, isOnTick(price)]).toEqual([price, true]);
  });

  it('refuses prices between ticks, zero, negatives and fractions of a satang', () => {
    for (const price of [2.33, 5.02, 10.05, 25.1, 100.25, 201.5, 403, 0, -1, 1.005, Number.NaN])
      expect([price, isOnTick(price)]).toEqual([price, false]);
  });
});

describe('stepTicks', () => {
  it('steps up by the tick of the band the price is in', () => {
    expect(stepTicks(2.34, 1)).toBe(2.36);
    expect(stepTicks(1.99, 1)).toBe(2);
    expect(stepTicks(2, 1)).toBe(2.02);
    expect(stepTicks(4.98, 2)).toBe(5.05);
    expect(stepTicks(99.75, 1)).toBe(100);
  });

  it('steps down by the tick of the band below a band boundary', () => {
    expect(stepTicks(2, -1)).toBe(1.99);
    expect(stepTicks(5, -1)).toBe(4.98);
    expect(stepTicks(10, -2)).toBe(9.9);
    expect(stepTicks(2.34, -3)).toBe(2.28);
  });

  it('never goes below one satang and leaves the price alone for zero steps', () => {
    expect(stepTicks(0.02, -5)).toBe(0.01);
    expect(stepTicks(2.34, 0)).toBe(2.34);
  });
});

describe('roundToTick', () => {
  it('rounds to the nearest, the lower or the higher quotable price', () => {
    expect(roundToTick(2.333)).toBe(2.34);
    expect(roundToTick(2.329)).toBe(2.32);
    expect(roundToTick(2.33, 'floor')).toBe(2.32);
    expect(roundToTick(2.33, 'ceil')).toBe(2.34);
    expect(roundToTick(4.99, 'ceil')).toBe(5);
    expect(roundToTick(12.34)).toBe(12.3);
    expect(roundToTick(0.001)).toBe(0.01);
  });
});
