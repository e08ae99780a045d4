import { findAccount } from '@/lib/backend';
import { recordAudit } from './audit';
import { getAuth } from './auth';
import { cookieHeaderOf } from './cookies';
import { countFailure, forgetFailures, LOCKOUT, lockoutKey, signInGate } from './lockout';
import { acceptTotpCode } from './totp-use';

export interface SignInInput {
  email: string;
  password: string;
  code: string;
}

export type SignInOutcome = { ok: true; setCookies: string[] } | { ok: false };

/**
 * E-mail and password, then the TOTP code, through the framework. Every failure looks the same to the
 * caller (wrong password, wrong or used code, unknown, disabled, not enrolled, held-back client or
 * locked account); the audit log keeps the reason. A failure counts towards the client's wait and the
 * account's lock (./lockout.ts), which is recorded when it starts. A code is accepted once (./totp-use.ts).
 */
export async function signIn(
  { email, password, code }: SignInInput,
  client: string,
  now = new Date(),
): Promise<SignInOutcome> {
  const address = lockoutKey(email);
  const fail = async (reason: string): Promise<SignInOutcome> => {
    const counted = reason === 'locked' || reason === 'throttled' ? null : await countFailure(address, client, now);
    await recordAudit({ actor: address, action: 'sign-in-failed', object: address, client, detail: { reason } }, now);
    if (counted?.locked)
      await recordAudit(
        { actor: address, action: 'lock', object: address, client, detail: { failures: LOCKOUT.accountFailures } },
        now,
      );
    return { ok: false };
  };
  const gate = await signInGate(address, client, now);
  if (!gate.open) return fail(gate.reason);

  const auth = await getAuth();
  const first = await auth.api.signInEmail({ body: { email: address, password }, asResponse: true }).catch(() => null);
  if (!first || first.status !== 200) return fail('credentials');
  const firstCookies = cookieHeaderOf(first.headers.getSetCookie());
  const body = (await first.json().catch(() => null)) as { twoFactorRedirect?: boolean } | null;
  if (!body?.twoFactorRedirect) {
    // An account that never finished enrolment has no second factor: its half session ends here.
    await auth.api.signOut({ headers: new Headers({ cookie: firstCookies }) }).catch(() => undefined);
    return fail('not-enrolled');
  }
  const account = await findAccount({ email: address });
  const verdict = account ? await acceptTotpCode(account.id, code, now) : 'wrong';
  if (verdict !== 'accepted') return fail(verdict === 'used' ? 'code-used' : 'code');
  const second = await auth.api
    .verifyTOTP({
      body: { code: code.replace(/\s+/g, '') },
      headers: new Headers({ cookie: firstCookies }),
      asResponse: true,
    })
    .catch(() => null);
  if (!second || second.status !== 200) return fail('code');
  await forgetFailures(address, client);
  await recordAudit({ actor: address, action: 'sign-in', object: address, client }, now);
  return { ok: true, setCookies: second.headers.getSetCookie() };
}

/** Ends the session on the server; returns the Set-Cookie lines that clear it in the browser. */
export async function signOut(headers: Headers, actor: string, client: string): Promise<string[]> {
  const auth = await getAuth();
  const response = await auth.api.signOut({ headers, asResponse: true }).catch(() => null);
  await recordAudit({ actor, action: 'sign-out', object: actor, client });
  return response?.headers.getSetCookie() ?? [];
}
