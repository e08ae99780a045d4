import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { claimEnrolment, consumeEnrolment, findAccount, findEnrolment } from '@/lib/backend';
import { checkEnrolmentToken, enrolmentTokenHash } from './accounts';
import { recordAudit } from './audit';
import { getAuth } from './auth';
import { cookieHeaderOf, secureCookies } from './cookies';
import { passwordProblem, type PasswordProblem } from './password-policy';
import { currentSessionUserId } from './session';
import { acceptTotpCode } from './totp-use';
import { ENROLMENT_COOKIE, enrolmentCookieValue, sessionCookieValue } from './session-cookie';

/**
 * Enrolment (docs/accounts.md, Adding someone): one act of one browser. The first step binds the link
 * to the browser that takes it, through an httpOnly enrolment cookie whose SHA-256 the store keeps
 * with the link; a step from any other browser is refused. No session exists until the password and
 * the code are both set: the framework's TOTP set-up needs a half session of the account (one without
 * a second factor, which every workspace route refuses), and that is held only inside the enrolment
 * cookie, never as a session cookie. The second step turns it into the one session of the account.
 * Every step, taken or refused, is audited.
 */

export type EnrolmentStart =
  | { ok: true; secret: string; qrSvg: string; enrolmentCookie: string; setCookies: string[] }
  | { ok: false; problem: Exclude<PasswordProblem, null> | 'link' };

type Refusal = 'link' | 'other-browser' | 'password' | 'expired' | 'code';

const claimHashOf = (claim: string) => createHash('sha256').update(claim, 'utf8').digest('hex');

/** The enrolment cookie of the request: the browser's claim on the link, and the half session of the first step. */
function heldEnrolment(cookieHeader: string | null): { claim: string; session: string } | null {
  const value = enrolmentCookieValue(cookieHeader);
  const at = value.indexOf('.');
  return at > 0 ? { claim: value.slice(0, at), session: value.slice(at + 1) } : null;
}

function enrolmentCookieName(): string {
  // __Host- needs Secure: over plain http (development, tests) the cookie goes without the prefix.
  return secureCookies() ? `__Host-${ENROLMENT_COOKIE}` : ENROLMENT_COOKIE;
}

function enrolmentCookieLine(value: string, maxAgeSeconds: number): string {
  return [
    `${enrolmentCookieName()}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ');
}

/** Whether the browser of `cookieHeader` may take the link's steps: the link is good and unclaimed, or claimed by it. */
function heldHere(claimHash: string | null, cookieHeader: string | null): boolean {
  if (claimHash === null) return true;
  const held = heldEnrolment(cookieHeader);
  return held !== null && claimHashOf(held.claim) === claimHash;
}

/** What the enrolment page shows for a link: the form, a note that another browser took it, or that it is no good. */
export async function enrolmentLinkState(
  token: string,
  cookieHeader: string | null,
  now = new Date(),
): Promise<'open' | 'elsewhere' | 'invalid'> {
  const check = await checkEnrolmentToken(token, now);
  if (!check.ok) return 'invalid';
  return heldHere(check.claimHash, cookieHeader) ? 'open' : 'elsewhere';
}

/** Audits a refused step, naming the account when the token is of one (used, expired and replaced links too). */
async function refuse(
  token: string,
  step: 'password' | 'code',
  reason: Refusal,
  client: string,
  now: Date,
  problem?: string,
): Promise<void> {
  const enrolment = token && token.length <= 200 ? await findEnrolment(enrolmentTokenHash(token)) : null;
  const email = enrolment ? ((await findAccount({ id: enrolment.userId }))?.email ?? '') : '';
  await recordAudit(
    {
      actor: email,
      action: 'enrol-refused',
      object: email,
      client,
      detail: { step, reason, ...(problem ? { problem } : {}) },
    },
    now,
  );
}

/**
 * Enrolment, first step: binds the link to this browser, sets the password (stored by the framework as
 * an argon2id hash), then a new TOTP secret from the framework, shown as text and as a QR code. The same
 * browser may take it again (a reload): the half session and the secret are then made anew.
 */
export async function startEnrolment(
  token: string,
  password: string,
  cookieHeader: string | null,
  client: string,
  now = new Date(),
): Promise<EnrolmentStart> {
  const check = await checkEnrolmentToken(token, now);
  if (!check.ok) {
    await refuse(token, 'password', 'link', client, now);
    return { ok: false, problem: 'link' };
  }
  const { account, claimHash } = check;
  if (!heldHere(claimHash, cookieHeader)) {
    await refuse(token, 'password', 'other-browser', client, now);
    return { ok: false, problem: 'link' };
  }
  const problem = passwordProblem(password, { name: account.name, email: account.email });
  if (problem) {
    await refuse(token, 'password', 'password', client, now, problem);
    return { ok: false, problem };
  }
  const claim = claimHash === null ? randomBytes(32).toString('base64url') : heldEnrolment(cookieHeader)!.claim;
  // Atomic: of two browsers that both passed the check above, one claims the link, the other is refused here.
  if (!(await claimEnrolment(enrolmentTokenHash(token), claimHashOf(claim), claimHash, now))) {
    await refuse(token, 'password', 'other-browser', client, now);
    return { ok: false, problem: 'link' };
  }

  const auth = await getAuth();
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  const credential = (await context.internalAdapter.findAccounts(account.id)).find(
    (item) => item.providerId === 'credential',
  );
  if (credential) await context.internalAdapter.updatePassword(account.id, hash);
  else
    await context.internalAdapter.linkAccount({
      userId: account.id,
      providerId: 'credential',
      accountId: account.id,
      password: hash,
    });
  // A first step taken again replaces the half session of the earlier one.
  await context.internalAdapter.deleteUserSessions(account.id);

  const signedIn = await auth.api.signInEmail({ body: { email: account.email, password }, asResponse: true });
  const halfSession = cookieHeaderOf(signedIn.headers.getSetCookie());
  const enabled = await auth.api.enableTwoFactor({
    body: { password, method: 'totp' },
    headers: new Headers({ cookie: halfSession }),
  });
  if (enabled.method !== 'totp') throw new Error('the framework did not set up TOTP');
  const uri = new URL(enabled.totpURI);
  const secret = uri.searchParams.get('secret') ?? '';
  const qrSvg = await QRCode.toString(enabled.totpURI, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  const enrolmentCookie = `${claim}.${sessionCookieValue(halfSession)}`;
  const maxAge = Math.max(1, Math.floor((check.expiresAt.getTime() - now.getTime()) / 1000));
  await recordAudit({ actor: account.email, action: 'enrol-start', object: account.email, client }, now);
  return { ok: true, secret, qrSvg, enrolmentCookie, setCookies: [enrolmentCookieLine(enrolmentCookie, maxAge)] };
}

/**
 * Enrolment, second step, from the browser that took the first: a current code from the app turns the
 * factor on and makes the account's session; the link is used up, the enrolment cookie cleared, and
 * any other session of the account ends.
 */
export async function finishEnrolment(
  token: string,
  code: string,
  cookieHeader: string | null,
  client: string,
  now = new Date(),
): Promise<{ ok: true; setCookies: string[] } | { ok: false }> {
  const check = await checkEnrolmentToken(token, now);
  if (!check.ok) {
    await refuse(token, 'code', 'link', client, now);
    return { ok: false };
  }
  const { account, claimHash } = check;
  const held = heldEnrolment(cookieHeader);
  if (claimHash === null || !held || !heldHere(claimHash, cookieHeader)) {
    await refuse(token, 'code', 'other-browser', client, now);
    return { ok: false };
  }
  const auth = await getAuth();
  const context = await auth.$context;
  const halfSession = new Headers({ cookie: `${context.authCookies.sessionToken.name}=${held.session}` });
  if ((await currentSessionUserId(halfSession)) !== account.id) {
    await refuse(token, 'code', 'expired', client, now);
    return { ok: false };
  }
  // A code is accepted once: the one typed here cannot sign in again (./totp-use.ts).
  if ((await acceptTotpCode(account.id, code, now)) !== 'accepted') {
    await refuse(token, 'code', 'code', client, now);
    return { ok: false };
  }
  const verified = await auth.api
    .verifyTOTP({ body: { code: code.replace(/\s+/g, '') }, headers: halfSession, asResponse: true })
    .catch(() => null);
  if (!verified || verified.status !== 200) {
    await refuse(token, 'code', 'code', client, now);
    return { ok: false };
  }
  const setCookies = verified.headers.getSetCookie();
  const session = await auth.api
    .getSession({
      headers: new Headers({ cookie: cookieHeaderOf(setCookies) }),
      query: { disableCookieCache: true, disableRefresh: true },
    })
    .catch(() => null);
  if (!session || !(await consumeEnrolment(enrolmentTokenHash(token), claimHash, now))) {
    // The link was replaced or the account disabled meanwhile: nothing of this enrolment stays.
    await context.internalAdapter.deleteUserSessions(account.id);
    await refuse(token, 'code', 'link', client, now);
    return { ok: false };
  }
  await context.adapter.deleteMany({
    model: 'session',
    where: [
      { field: 'userId', value: account.id },
      { field: 'id', operator: 'ne', value: session.session.id },
    ],
  });
  const enrolled = await findAccount({ id: account.id });
  await recordAudit(
    {
      actor: account.email,
      action: 'enrol',
      object: account.email,
      client,
      detail: { enrolled: enrolled?.enrolled ?? false },
    },
    now,
  );
  return { ok: true, setCookies: [...setCookies, enrolmentCookieLine('', 0)] };
}
