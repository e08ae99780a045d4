/** @jest-environment node */
import {
  clientWaitMs,
  countFailure,
  forgetFailures,
  LOCKOUT,
  lockoutClient,
  signInGate,
  unlockSignIn,
} from './lockout';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';

const start = new Date('2026-04-01T03:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const open = async (email: string, client: string, when: Date) => (await signInGate(email, client, when)).open;

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('lockout', {}, engine);

  describe('sign-in throttling per account and client', () => {
    it('five failures from one client hold back that client only: the owner signs in from another', async () => {
      for (let i = 0; i < LOCKOUT.clientFailures; i += 1) {
        expect(await open('Victim@Example.com ', '198.51.100.7', at(0))).toBe(true);
        expect(await countFailure('Victim@Example.com ', '198.51.100.7', at(0))).toEqual({ locked: false });
      }
      expect(await signInGate('victim@example.com', '198.51.100.7', at(0.5))).toEqual({
        open: false,
        reason: 'throttled',
      });
      expect(await signInGate('victim@example.com', '203.0.113.9', at(0.5))).toEqual({ open: true });
      // The attacker's client waits a minute, then may try again.
      expect(await open('victim@example.com', '198.51.100.7', at(1))).toBe(true);
    });

    it('doubles the wait with each further failure, up to an hour', () => {
      expect([4, 5, 6, 7, 8, 10, 11, 12, 40].map((failures) => clientWaitMs(failures) / 60_000)).toEqual([
        0, 1, 2, 4, 8, 32, 60, 60, 60,
      ]);
    });

    it('counts an IPv6 client per /64 network and an IPv4 client per address', async () => {
      for (let i = 1; i <= LOCKOUT.clientFailures; i += 1)
        await countFailure('six@example.com', `2001:db8:1:2::${i}`, at(0));
      expect(await open('six@example.com', '2001:db8:1:2:ffff::1', at(0.5))).toBe(false);
      expect(await open('six@example.com', '2001:db8:1:3::1', at(0.5))).toBe(true);
      expect(lockoutClient('2001:DB8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
      expect(lockoutClient('::ffff:192.0.2.1')).toBe('192.0.2.1');
      for (let i = 0; i < LOCKOUT.clientFailures; i += 1) await countFailure('four@example.com', '192.0.2.1', at(0));
      expect(await open('four@example.com', '192.0.2.2', at(0.5))).toBe(true);
    });

    it('forgets failures older than the window, and a client’s failures after its good sign-in', async () => {
      for (let i = 0; i < LOCKOUT.clientFailures; i += 1) await countFailure('old@example.com', '192.0.2.3', at(0));
      expect(await open('old@example.com', '192.0.2.3', at(0.5))).toBe(false);
      // A day later the first five have aged out: one more failure does not hold the client back.
      await countFailure('old@example.com', '192.0.2.3', at(24 * 60 + 1));
      expect(await open('old@example.com', '192.0.2.3', at(24 * 60 + 1))).toBe(true);

      for (let i = 0; i < LOCKOUT.clientFailures - 1; i += 1) await countFailure('cy@example.com', '192.0.2.4', at(0));
      await forgetFailures('cy@example.com', '192.0.2.4');
      await countFailure('cy@example.com', '192.0.2.4', at(1));
      expect(await open('cy@example.com', '192.0.2.4', at(1))).toBe(true);
    });

    it('one client trying as often as it is let through for a day cannot lock the account', async () => {
      let failures = 0;
      for (let minute = 0; minute < 24 * 60; minute += 0.5) {
        if (!(await open('patient@example.com', '198.51.100.50', at(minute)))) continue;
        failures += 1;
        expect(await countFailure('patient@example.com', '198.51.100.50', at(minute))).toEqual({ locked: false });
      }
      expect(failures).toBeLessThan(40);
      expect(await open('patient@example.com', '203.0.113.50', at(24 * 60))).toBe(true);
      // 2,880 gate reads: on PostgreSQL under a loaded CI machine, more than Jest's default 5 s.
    }, 60_000);

    it('locks the account at 100 failures in a day from many clients, until an admin unlocks it', async () => {
      const locks: boolean[] = [];
      for (let i = 0; i < LOCKOUT.accountFailures; i += 1)
        locks.push((await countFailure('many@example.com', `192.0.2.${100 + (i % 25)}`, at(i))).locked);
      expect(locks.indexOf(true)).toBe(LOCKOUT.accountFailures - 1);
      expect(locks.filter(Boolean)).toHaveLength(1);
      expect(await signInGate('many@example.com', '203.0.113.1', at(200))).toEqual({ open: false, reason: 'locked' });
      // Time alone does not end it.
      expect(await open('many@example.com', '203.0.113.1', at(3 * 24 * 60))).toBe(false);
      expect(await unlockSignIn('MANY@example.com')).toEqual({ wasLocked: true });
      expect(await open('many@example.com', '192.0.2.100', at(201))).toBe(true);
      expect(await unlockSignIn('many@example.com')).toEqual({ wasLocked: false });
    });
  });
});
