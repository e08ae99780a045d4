/** @jest-environment node */
import { TOTP } from 'otpauth';
import { listAuditEntries } from '@/lib/store/accounts-store';
import { STORE_ENGINES } from '@/lib/testing/temporary-store';
import { workspaceProcessOnStore } from './testing/workspace-process-client';
import { AUDIT_FIELD_MAX } from './audit';
import { enrolmentLinkState } from './enrolment';

// The routes run in a process of their own (./testing/workspace-process.ts): Jest cannot load the
// authentication framework. Each "browser" below is a cookie jar, as a browser keeps one. On each engine.
describe.each(STORE_ENGINES)('on %s', (engine) => {
  const { call } = workspaceProcessOnStore('enrolment', () => ({ ...process.env }), engine);

  interface Reply {
    status: number;
    body: Record<string, unknown> & string;
    setCookies: string[];
  }

  class Browser {
    readonly jar = new Map<string, string>();

    cookie(): string {
      return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    }

    hasSessionCookie(): boolean {
      return [...this.jar.keys()].some((name) => name.endsWith('session_token'));
    }

    private keep(reply: Reply): Reply {
      for (const line of reply.setCookies) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        if (/Max-Age=0\b/i.test(line) || pair.slice(at + 1) === '') this.jar.delete(pair.slice(0, at));
        else this.jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return reply;
    }

    async get(route: string): Promise<Reply> {
      return this.keep(await call<Reply>({ call: 'request', method: 'GET', path: route, cookie: this.cookie() }));
    }

    /** A POST as the workspace's script sends it: the CSRF token fetched first, then JSON. */
    async post(route: string, body: unknown, csrf?: string): Promise<Reply> {
      const token = csrf ?? String((await this.get('/api/workspace/csrf')).body.token);
      return this.keep(
        await call<Reply>({ call: 'request', method: 'POST', path: route, cookie: this.cookie(), csrf: token, body }),
      );
    }

    async user(): Promise<{ email: string } | null> {
      return (await call<{ user: { email: string } | null }>({ call: 'user', cookie: this.cookie() })).user;
    }
  }

  const PASSWORD = 'lantern-orbit-93-kettle';
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
  const addUser = async (email: string, role = 'editor') =>
    tokenOf((await call<{ link: string }>({ call: 'add-user', email, role })).link);
  const codeOf = (reply: Reply) => new TOTP({ secret: String(reply.body.secret) }).generate();
  const actions = async (email: string) =>
    (await listAuditEntries({ actor: email })).reverse().map((entry) => [entry.action, entry.detail]);

  describe('an enrolment is one act of one browser', () => {
    it('binds the link to the browser of the first step: another browser that has the link gets no session, before or after', async () => {
      const token = await addUser('person@example.com');
      const person = new Browser();
      const attacker = new Browser();

      const started = await person.post('/api/workspace/enrol', { token, password: PASSWORD });
      expect(started.status).toBe(200);
      // No session until the code is set too.
      expect(person.hasSessionCookie()).toBe(false);
      expect(await person.user()).toBeNull();

      // The attacker's first step with the same link: refused, and no cookie of any session.
      const taken = await attacker.post('/api/workspace/enrol', { token, password: 'attacker-chosen-phrase-42' });
      expect(taken).toMatchObject({ status: 400, body: { error: 'link' } });
      expect(attacker.hasSessionCookie()).toBe(false);
      // Nor the second step, even with a right code.
      expect((await attacker.post('/api/workspace/enrol-verify', { token, code: codeOf(started) })).status).toBe(400);
      expect(await enrolmentLinkState(token, attacker.cookie())).toBe('elsewhere');

      const finished = await person.post('/api/workspace/enrol-verify', { token, code: codeOf(started) });
      expect(finished.status).toBe(200);
      expect(await person.user()).toMatchObject({ email: 'person@example.com' });
      expect(await attacker.user()).toBeNull();
      // The link worked once.
      expect((await person.post('/api/workspace/enrol', { token, password: PASSWORD })).body).toMatchObject({
        error: 'link',
      });
      expect(await enrolmentLinkState(token, person.cookie())).toBe('invalid');
    });

    it("leaves whoever took a first step with someone's link without a session when that person enrols (the probe's attack)", async () => {
      const token = await addUser('victim@example.com');
      const attacker = new Browser();
      const victim = new Browser();

      // The attacker takes the first step with the link and keeps every cookie it returns.
      expect(
        (await attacker.post('/api/workspace/enrol', { token, password: 'attacker-chosen-phrase-42' })).status,
      ).toBe(200);
      expect(attacker.hasSessionCookie()).toBe(false);
      expect(await attacker.user()).toBeNull();

      // The real person cannot go on with that link: the page says another browser took it.
      expect(await enrolmentLinkState(token, victim.cookie())).toBe('elsewhere');
      expect((await victim.post('/api/workspace/enrol', { token, password: PASSWORD })).body).toMatchObject({
        error: 'link',
      });

      // An admin's reset gives a new link; the person enrols with it, and the attacker's cookies are still nothing.
      const renewed = tokenOf((await call<{ link: string }>({ call: 'reset-user', email: 'victim@example.com' })).link);
      const started = await victim.post('/api/workspace/enrol', { token: renewed, password: PASSWORD });
      expect((await victim.post('/api/workspace/enrol-verify', { token: renewed, code: codeOf(started) })).status).toBe(
        200,
      );
      expect(await victim.user()).toMatchObject({ email: 'victim@example.com' });
      expect(await attacker.user()).toBeNull();
      expect((await attacker.post('/api/workspace/enrol-verify', { token, code: codeOf(started) })).status).toBe(400);
      expect(await attacker.user()).toBeNull();
    });

    it('lets the same browser take the first step again (a reload), and binds the second step’s CSRF token to the enrolment cookie', async () => {
      const token = await addUser('reload@example.com');
      const person = new Browser();
      const anonymousToken = String((await person.get('/api/workspace/csrf')).body.token);
      expect((await person.post('/api/workspace/enrol', { token, password: 'short' })).body).toMatchObject({
        error: 'too-short',
      });
      expect((await person.post('/api/workspace/enrol', { token, password: PASSWORD })).status).toBe(200);
      const second = await person.post('/api/workspace/enrol', { token, password: PASSWORD });
      expect(second.status).toBe(200);
      // A token of no enrolment (fetched before the first step) is refused at the second step.
      expect(
        (await person.post('/api/workspace/enrol-verify', { token, code: codeOf(second) }, anonymousToken)).body,
      ).toMatchObject({ error: 'csrf' });
      expect((await person.post('/api/workspace/enrol-verify', { token, code: '000000' })).status).toBe(400);
      expect((await person.post('/api/workspace/enrol-verify', { token, code: codeOf(second) })).status).toBe(200);
      expect(await person.user()).toMatchObject({ email: 'reload@example.com' });
      // The enrolment cookie is cleared with the session's start.
      expect([...person.jar.keys()].some((name) => name.endsWith('.enrolment'))).toBe(false);
    });

    it('audits every step, taken or refused', async () => {
      const token = await addUser('audited@example.com');
      const person = new Browser();
      const other = new Browser();
      await person.post('/api/workspace/enrol', { token, password: 'aaaaaaaaaaaa' });
      const started = await person.post('/api/workspace/enrol', { token, password: PASSWORD });
      await other.post('/api/workspace/enrol', { token, password: PASSWORD });
      await person.post('/api/workspace/enrol-verify', { token, code: '000000' });
      await person.post('/api/workspace/enrol-verify', { token, code: codeOf(started) });
      expect(await actions('audited@example.com')).toEqual([
        ['enrol-refused', '{"step":"password","reason":"password","problem":"pattern"}'],
        ['enrol-start', ''],
        ['enrol-refused', '{"step":"password","reason":"other-browser"}'],
        ['enrol-refused', '{"step":"code","reason":"code"}'],
        ['enrol', '{"enrolled":true}'],
      ]);
    });
  });

  describe('the audit log of the workspace', () => {
    it('records a download of the audit CSV, with one byte-order mark', async () => {
      const token = await addUser('auditor@example.com', 'admin');
      const admin = new Browser();
      const started = await admin.post('/api/workspace/enrol', { token, password: PASSWORD });
      await admin.post('/api/workspace/enrol-verify', { token, code: codeOf(started) });
      const csv = await admin.get('/api/workspace/audit?action=enrol');
      expect(csv.status).toBe(200);
      expect(csv.body.startsWith('\uFEFFseq,')).toBe(true);
      const [download] = await listAuditEntries({ action: 'audit-export' });
      expect(download).toMatchObject({ actor: 'auditor@example.com', object: 'audit-log.csv', client: '192.0.2.7' });
      expect(JSON.parse(download.detail)).toMatchObject({ action: 'enrol', person: '' });
    });

    it("keeps a failed sign-in's e-mail field without control characters and bounded", async () => {
      const forged = `victim@example.com\r\n2026-01-01T00:00:00Z,admin@example.com,sign-in\u202e${'x'.repeat(280)}`;
      const reply = await new Browser().post('/api/workspace/sign-in', {
        email: forged,
        password: 'whatever-it-is-1',
        code: '123456',
      });
      expect(reply.status).toBe(401);
      const [failed] = await listAuditEntries({ action: 'sign-in-failed' });
      for (const field of [failed.actor, failed.object]) {
        expect(field.startsWith('victim@example.com')).toBe(true);
        expect(field).not.toMatch(/[\r\n\u202e]/);
        expect([...field].length).toBeLessThanOrEqual(AUDIT_FIELD_MAX);
      }
    });
  });
});
