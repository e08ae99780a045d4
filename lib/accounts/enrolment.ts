import QRCode from 'qrcode';
import { findAccount, consumeEnrolment } from '@/lib/backend';
import { checkEnrolmentToken, enrolmentTokenHash } from './accounts';
import { recordAudit } from './audit';
import { getAuth } from './auth';
import { cookieHeaderOf } from './cookies';
import { passwordProblem, type PasswordProblem } from './password-policy';
import { currentSessionUserId } from './session';

export type EnrolmentStart =
  | { ok: true; secret: string; qrSvg: string; setCookies: string[] }
  | { ok: false; problem: Exclude<PasswordProblem, null> | 'link' };

/**
 * Enrolment, first step: the password (stored by the framework as an argon2id hash), then a new TOTP
 * secret from the framework, shown as text and as a QR code. The session made here is of an account
 * without a second factor, which the workspace refuses until the second step.
 */
export async function startEnrolment(token: string, password: string, now = new Date()): Promise<EnrolmentStart> {
  const check = await checkEnrolmentToken(token, now);
  if (!check.ok) return { ok: false, problem: 'link' };
  const problem = passwordProblem(password);
  if (problem) return { ok: false, problem };
  const auth = await getAuth();
  const context = await auth.$context;
  const { account } = check;
  const hash = await context.password.hash(password);
  const credential = (await context.internalAdapter.findAccounts(account.id)).find((item) => item.providerId === 'credential');
  if (credential) await context.internalAdapter.updatePassword(account.id, hash);
  else await context.internalAdapter.linkAccount({ userId: account.id, providerId: 'credential', accountId: account.id, password: hash });

  const signedIn = await auth.api.signInEmail({ body: { email: account.email, password }, asResponse: true });
  const setCookies = signedIn.headers.getSetCookie();
  const enabled = await auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers: new Headers({ cookie: cookieHeaderOf(setCookies) }) });
  if (enabled.method !== 'totp') throw new Error('the framework did not set up TOTP');
  const uri = new URL(enabled.totpURI);
  const secret = uri.searchParams.get('secret') ?? '';
  const qrSvg = await QRCode.toString(enabled.totpURI, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { ok: true, secret, qrSvg, setCookies };
}

/** Enrolment, second step: a current code from the app turns the factor on; the link is used up. */
export async function finishEnrolment(token: string, code: string, headers: Headers, client: string, now = new Date()): Promise<{ ok: true; setCookies: string[] } | { ok: false }> {
  const check = await checkEnrolmentToken(token, now);
  if (!check.ok) return { ok: false };
  if ((await currentSessionUserId(headers)) !== check.account.id) return { ok: false };
  const auth = await getAuth();
  const verified = await auth.api.verifyTOTP({ body: { code: code.replace(/\s+/g, '') }, headers, asResponse: true }).catch(() => null);
  if (!verified || verified.status !== 200) return { ok: false };
  if (!(await consumeEnrolment(enrolmentTokenHash(token), now))) return { ok: false };
  const account = await findAccount({ id: check.account.id });
  await recordAudit({ actor: check.account.email, action: 'enrol', object: check.account.email, client, detail: { enrolled: account?.enrolled ?? false } }, now);
  return { ok: true, setCookies: verified.headers.getSetCookie() };
}
