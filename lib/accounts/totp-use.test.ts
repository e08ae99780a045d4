/** @jest-environment node */
import { Secret, TOTP } from 'otpauth';
import { insertEnrolledAccount } from '@/lib/testing/accounts';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { acceptCodeOnce } from './totp-use';

// A secret as the framework keeps it (its text is the key's bytes); the app reads it as base32.
const SECRET = 'framework-made-secret-0123456789';
const app = new TOTP({ secret: Secret.fromUTF8(SECRET), digits: 6, period: 30, algorithm: 'SHA1' });
const now = new Date('2026-04-01T03:00:10Z');
const step = (offset: number) => app.generate({ timestamp: now.getTime() + offset * 30_000 });
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

async function account(id: string): Promise<string> {
  await insertEnrolledAccount({ id, email: `${id}@example.com`, at: now });
  return id;
}

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('totp-use', {}, engine);

  describe('a TOTP code is accepted once per account', () => {
    it('refuses the same code a second time within its window', async () => {
      const id = await account('replay');
      expect(await acceptCodeOnce(id, SECRET, step(0), now)).toBe('accepted');
      expect(await acceptCodeOnce(id, SECRET, step(0), later(5))).toBe('used');
      expect(await acceptCodeOnce(id, SECRET, ` ${step(0).slice(0, 3)} ${step(0).slice(3)} `, later(20))).toBe('used');
    });

    it('takes one step either side, never a step older than the last one accepted', async () => {
      const id = await account('window');
      expect(await acceptCodeOnce(id, SECRET, step(-2), now)).toBe('wrong');
      expect(await acceptCodeOnce(id, SECRET, step(2), now)).toBe('wrong');
      expect(await acceptCodeOnce(id, SECRET, step(-1), now)).toBe('accepted');
      expect(await acceptCodeOnce(id, SECRET, step(1), now)).toBe('accepted');
      // The current step is older than the one just used.
      expect(await acceptCodeOnce(id, SECRET, step(0), now)).toBe('used');
      expect(await acceptCodeOnce(id, SECRET, step(2), later(30))).toBe('accepted');
      expect(await acceptCodeOnce(id, SECRET, '12345', later(30))).toBe('wrong');
      expect(await acceptCodeOnce(id, SECRET, 'abcdef', later(30))).toBe('wrong');
    });

    it('lets one of two simultaneous uses of a code through', async () => {
      const id = await account('race');
      const verdicts = await Promise.all([
        acceptCodeOnce(id, SECRET, step(0), now),
        acceptCodeOnce(id, SECRET, step(0), now),
      ]);
      expect(verdicts.sort()).toEqual(['accepted', 'used']);
    });

    it('keeps each account’s steps apart', async () => {
      const [one, two] = [await account('one'), await account('two')];
      expect(await acceptCodeOnce(one, SECRET, step(0), now)).toBe('accepted');
      expect(await acceptCodeOnce(two, SECRET, step(0), now)).toBe('accepted');
    });
  });
});
