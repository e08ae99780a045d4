/** @jest-environment node */
import { Secret, TOTP } from 'otpauth';

// better-auth ships ES modules only, which Jest does not load: a stand-in with its sign-in contract
// (a password step answering `twoFactorRedirect`, then a TOTP check of one step either side with no
// memory of codes, as the framework's own) plays it, for the cases too long to run through the real
// framework: ./sign-in-routes.test.ts has the enrolment's code and client X and Y with it.
const clock = { now: new Date('2026-04-01T03:00:10Z') };
const people = new Map<string, { id: string; password: string; secret: string }>();
const appOf = (secret: string) =>
  new TOTP({ secret: Secret.fromUTF8(secret), digits: 6, period: 30, algorithm: 'SHA1' });
jest.mock('./auth', () => {
  const standIn = {
    api: {
      signInEmail: async ({ body }: { body: { email: string; password: string } }) => {
        const person = people.get(body.email);
        if (!person || person.password !== body.password) return new Response('{}', { status: 401 });
        return new Response(JSON.stringify({ twoFactorRedirect: true }), {
          status: 200,
          headers: { 'set-cookie': `two-factor=${body.email}; Path=/` },
        });
      },
      verifyTOTP: async ({ body, headers }: { body: { code: string }; headers: Headers }) => {
        const person = people.get(/two-factor=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1] ?? '');
        const ok =
          person &&
          appOf(person.secret).validate({ token: body.code, timestamp: clock.now.getTime(), window: 1 }) !== null;
        return new Response('{}', { status: ok ? 200 : 401, headers: ok ? { 'set-cookie': 'session=s; Path=/' } : {} });
      },
      signOut: async () => new Response('{}'),
    },
    $context: Promise.resolve({
      secretConfig: 'stand-in',
      adapter: {
        findOne: async ({ where }: { where: { value: string }[] }) => ({
          secret: [...people.values()].find((p) => p.id === where[0].value)?.secret,
        }),
      },
    }),
  };
  return { getAuth: async () => standIn };
});
jest.mock('better-auth/crypto', () => ({ symmetricDecrypt: async ({ data }: { data: string }) => data }));

import { listAuditEntries } from '@/lib/backend';
import { signInFailureReasons } from './testing/sign-in-failures';
import { insertEnrolledAccount } from '@/lib/testing/accounts';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { unlockUser } from './accounts';
import { LOCKOUT } from './lockout';
import { signIn } from './sign-in';

const PASSWORD = 'lantern-orbit-93-kettle';

async function person(email: string) {
  const id = `id-${email}`;
  const secret = `secret-of-${email}`;
  people.set(email, { id, password: PASSWORD, secret });
  await insertEnrolledAccount({ id, email, at: clock.now });
  return {
    id,
    code: (offsetSteps = 0) => appOf(secret).generate({ timestamp: clock.now.getTime() + offsetSteps * 30_000 }),
  };
}

/** Moves the clock on, into a later 30-second step. */
const wait = (seconds: number) => {
  clock.now = new Date(clock.now.getTime() + seconds * 1000);
};

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('sign-in', {}, engine);

  describe('sign-in: a code works once', () => {
    it('refuses a second sign-in with the code just used, in the same window, from anywhere', async () => {
      const ann = await person('ann@example.com');
      const code = ann.code();
      expect(
        await signIn({ email: 'ann@example.com', password: PASSWORD, code }, '192.0.2.1', clock.now),
      ).toMatchObject({
        ok: true,
      });
      expect(await signIn({ email: 'ann@example.com', password: PASSWORD, code }, '203.0.113.1', clock.now)).toEqual({
        ok: false,
      });
      wait(30);
      // The previous window's code, still inside the one-step window, is not newer either.
      expect(await signIn({ email: 'ann@example.com', password: PASSWORD, code }, '192.0.2.1', clock.now)).toEqual({
        ok: false,
      });
      expect(
        await signIn({ email: 'ann@example.com', password: PASSWORD, code: ann.code() }, '192.0.2.1', clock.now),
      ).toMatchObject({ ok: true });
      expect(await signInFailureReasons('ann@example.com')).toEqual(['code-used', 'code-used']);
    });
  });

  describe('sign-in: failures from one client do not lock the owner out of another', () => {
    it('an IPv6 attacker gains nothing from new addresses in its /64', async () => {
      const six = await person('six@example.com');
      wait(30);
      for (let i = 1; i <= 5; i += 1)
        await signIn(
          { email: 'six@example.com', password: `wrong-${i}`, code: '000000' },
          `2001:db8:5:6::${i}`,
          clock.now,
        );
      expect(
        await signIn({ email: 'six@example.com', password: PASSWORD, code: six.code() }, '2001:db8:5:6::99', clock.now),
      ).toEqual({ ok: false });
      expect(await signInFailureReasons('six@example.com')).toContain('throttled');
    });

    it('100 failures from many clients lock the account; an admin unlocks it, audited', async () => {
      const dee = await person('dee@example.com');
      wait(30);
      for (let i = 0; i < LOCKOUT.accountFailures; i += 1) {
        await signIn(
          { email: 'dee@example.com', password: `wrong-${i}`, code: '000000' },
          `192.0.2.${10 + (i % 25)}`,
          clock.now,
        );
      }
      expect(
        await signIn({ email: 'dee@example.com', password: PASSWORD, code: dee.code() }, '203.0.113.8', clock.now),
      ).toEqual({ ok: false });
      expect((await listAuditEntries({ action: 'lock' })).map((entry) => entry.object)).toEqual(['dee@example.com']);
      expect(await unlockUser('dee@example.com', { actor: 'admin@example.com', client: '192.0.2.200' })).toEqual({
        wasLocked: true,
      });
      const [unlock] = await listAuditEntries({ action: 'unlock' });
      expect(unlock).toMatchObject({
        actor: 'admin@example.com',
        object: 'dee@example.com',
        detail: '{"locked":true}',
      });
      expect(
        await signIn({ email: 'dee@example.com', password: PASSWORD, code: dee.code() }, '203.0.113.8', clock.now),
      ).toMatchObject({ ok: true });
    }, 60_000);
  });
});
