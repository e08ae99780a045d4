/** @jest-environment node */
import { countFailure, forgetFailures, isLocked, LOCKOUT } from './lockout';
import { withTemporaryStore } from '@/lib/testing/temporary-store';

withTemporaryStore('lockout');

const start = new Date('2026-04-01T03:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('account lockout', () => {
  it('locks an account at the fifth failure within 15 minutes, for 15 minutes', async () => {
    for (let i = 0; i < LOCKOUT.failures - 1; i += 1) expect(await countFailure('Ann@Example.com', at(i))).toBeNull();
    expect(await isLocked('ann@example.com', at(4))).toBe(false);
    expect(await countFailure('ann@example.com', at(4))).toEqual(at(19));
    expect(await isLocked('ANN@example.com', at(5))).toBe(true);
    expect(await isLocked('ann@example.com', at(18.9))).toBe(true);
    expect(await isLocked('ann@example.com', at(19))).toBe(false);
  });

  it('does not count failures older than the window', async () => {
    for (const minute of [0, 1, 2, 3]) await countFailure('bob@example.com', at(minute));
    expect(await countFailure('bob@example.com', at(16))).toBeNull();
    expect(await isLocked('bob@example.com', at(16))).toBe(false);
  });

  it('starts afresh after a good sign-in', async () => {
    for (const minute of [0, 1, 2, 3]) await countFailure('cy@example.com', at(minute));
    await forgetFailures('cy@example.com');
    expect(await countFailure('cy@example.com', at(4))).toBeNull();
  });
});
