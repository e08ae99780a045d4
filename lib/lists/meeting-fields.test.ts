import { resolveMeetingType } from '@/lib/lists/meeting-fields';

describe('resolveMeetingType', () => {
  it('keeps a requested type the year has', () => {
    expect(resolveMeetingType('2', [0, 1, 2])).toBe(2);
    expect(resolveMeetingType(['1', '2'], [0, 1, 2])).toBe(1);
    expect(resolveMeetingType(1, [0, 1])).toBe(1);
  });

  it('falls back to the annual meeting (0) for an absent, invalid or unavailable type', () => {
    expect(resolveMeetingType(undefined, [0, 1])).toBe(0);
    expect(resolveMeetingType('abc', [0, 1])).toBe(0);
    expect(resolveMeetingType('5', [0, 1])).toBe(0);
    expect(resolveMeetingType(null, [0])).toBe(0);
  });

  it('falls back to the first available type when the year has no annual meeting', () => {
    expect(resolveMeetingType(undefined, [2, 1])).toBe(1);
    expect(resolveMeetingType('0', [1, 2])).toBe(1);
  });

  it('is 0 when the year has no meetings', () => {
    expect(resolveMeetingType('1', [])).toBe(0);
  });
});
