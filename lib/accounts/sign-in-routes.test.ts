/** @jest-environment node */
import { TOTP } from 'otpauth';
import { signInFailureReasons } from './testing/sign-in-failures';
import { listAuditEntries } from '@/lib/backend';
import type { AccountSummary } from './accounts';
import { STORE_ENGINES } from '@/lib/testing/temporary-store';
import { workspaceProcessOnStore, type ProcessReply } from './testing/workspace-process-client';

// The sign-in route with the real authentication framework, in a process of its own
// (./testing/workspace-process.ts), as Jest cannot load the framework. The framework alone takes a
// code as often as it is sent within its window; ./totp-use.ts and ./lockout.ts are what is tested.
// On each engine: on PostgreSQL the framework has its own dialect on the store's pool.
describe.each(STORE_ENGINES)('on %s', (engine) => {
  const { call } = workspaceProcessOnStore('sign-in-routes', () => ({ ...process.env }), engine);

  /** A POST from a browser of its own (no cookie yet) at `client`, with the CSRF token it fetched. */
  async function post(route: string, body: unknown, client = '192.0.2.7', cookie = ''): Promise<ProcessReply> {
    const csrf = await call<ProcessReply>({
      call: 'request',
      method: 'GET',
      path: '/api/workspace/csrf',
      cookie,
      client,
    });
    const jar = [cookie, ...csrf.setCookies.map((line) => line.split(';')[0])].filter(Boolean).join('; ');
    return call<ProcessReply>({
      call: 'request',
      method: 'POST',
      path: route,
      cookie: jar,
      csrf: String(csrf.body.token),
      body,
      client,
    });
  }

  const PASSWORD = 'lantern-orbit-93-kettle';
  /** The signed-in person of a browser's cookies, or null. */
  const user = (cookie: string) => call<{ user: { email: string; role: string } | null }>({ call: 'user', cookie });
  /** The cookies a reply sets, as the browser sends them back. */
  const cookiesOf = (reply: ProcessReply) => reply.setCookies.map((line) => line.split(';')[0]).join('; ');

  /** Adds and enrols an account through the routes; answers its authenticator and the code the enrolment used. */
  async function enrolled(email: string): Promise<{ app: TOTP; enrolmentCode: string }> {
    const { link } = await call<{ link: string }>({ call: 'add-user', email, role: 'editor' });
    const token = new URL(link).searchParams.get('token') ?? '';
    const started = await post('/api/workspace/enrol', { token, password: PASSWORD });
    expect(started.status).toBe(200);
    const app = new TOTP({ secret: String(started.body.secret) });
    const enrolmentCode = app.generate();
    const cookie = started.setCookies.map((line) => line.split(';')[0]).join('; ');
    expect(
      (await post('/api/workspace/enrol-verify', { token, code: enrolmentCode }, '192.0.2.7', cookie)).status,
    ).toBe(200);
    return { app, enrolmentCode };
  }

  /** The next step's code: newer than one just used, inside the one-step window. */
  const nextCode = (app: TOTP) => app.generate({ timestamp: Date.now() + 30_000 });
  const signIn = (email: string, password: string, code: string, client: string) =>
    post('/api/workspace/sign-in', { email, password, code }, client);

  describe('POST /api/workspace/sign-in with the real framework', () => {
    it('refuses the code that finished the enrolment, and a code that signed in once', async () => {
      const { app, enrolmentCode } = await enrolled('replay@example.com');
      expect((await signIn('replay@example.com', PASSWORD, enrolmentCode, '203.0.113.1')).status).toBe(401);
      const code = nextCode(app);
      expect((await signIn('replay@example.com', PASSWORD, code, '203.0.113.1')).status).toBe(200);
      expect((await signIn('replay@example.com', PASSWORD, code, '203.0.113.2')).status).toBe(401);
      expect(await signInFailureReasons('replay@example.com')).toEqual(['code-used', 'code-used']);
    });

    it('five failures for the victim from client X, then the right password and code from client Y sign in', async () => {
      const { app } = await enrolled('victim@example.com');
      for (let i = 0; i < 5; i += 1)
        expect((await signIn('Victim@Example.com ', `wrong-password-${i}`, '000000', '198.51.100.66')).status).toBe(
          401,
        );
      expect((await signIn('victim@example.com', PASSWORD, nextCode(app), '198.51.100.66')).status).toBe(401);
      expect((await signIn('victim@example.com', PASSWORD, nextCode(app), '203.0.113.7')).status).toBe(200);
      expect(await signInFailureReasons('victim@example.com')).toEqual([...Array(5).fill('credentials'), 'throttled']);
    });

    it('starts a session that holds on the next request, until sign-out ends it', async () => {
      const { app } = await enrolled('session@example.com');
      const signedIn = await signIn('session@example.com', PASSWORD, nextCode(app), '203.0.113.9');
      expect(signedIn.status).toBe(200);
      const cookie = cookiesOf(signedIn);
      expect(cookie).toMatch(/session_token=/);
      expect((await user(cookie)).user).toMatchObject({ email: 'session@example.com', role: 'editor' });
      const signedOut = await post('/api/workspace/sign-out', {}, '203.0.113.9', cookie);
      expect(signedOut.status).toBe(200);
      // The old cookie, sent again, names no stored session.
      expect((await user(cookie)).user).toBeNull();
      expect((await listAuditEntries({ action: 'sign-out' })).map((entry) => entry.actor)).toEqual([
        'session@example.com',
      ]);
    });
  });

  describe('account management with the real framework', () => {
    it('changes a role, ends the sessions of an account it disables, and a reset enables it again', async () => {
      const { app } = await enrolled('managed@example.com');
      const cookie = cookiesOf(await signIn('managed@example.com', PASSWORD, nextCode(app), '203.0.113.20'));
      await call({ call: 'set-role', email: 'managed@example.com', role: 'approver' });
      expect((await user(cookie)).user).toMatchObject({ email: 'managed@example.com', role: 'approver' });
      await call({ call: 'disable-user', email: 'managed@example.com' });
      expect((await user(cookie)).user).toBeNull();

      const listed = async () => (await call<{ users: AccountSummary[] }>({ call: 'users' })).users;
      const emails = (await listed()).map((account) => account.email);
      expect(emails).toContain('managed@example.com');
      expect(emails).toEqual([...emails].sort());
      const managed = async () => (await listed()).find((account) => account.email === 'managed@example.com');
      const before = await managed();
      expect(before).toMatchObject({ role: 'approver', disabled: true, enrolled: true, locked: false });
      expect(new Date(String(before?.createdAt)).toISOString()).toBe(before?.createdAt);

      const { link } = await call<{ link: string }>({ call: 'reset-user', email: 'managed@example.com' });
      expect(link).toContain('token=');
      expect(await managed()).toMatchObject({ role: 'approver', disabled: false, enrolled: false });
      expect((await signIn('managed@example.com', PASSWORD, nextCode(app), '203.0.113.20')).status).toBe(401);
    });
  });
});
