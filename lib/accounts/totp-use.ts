import { Secret, TOTP } from 'otpauth';
import { claimTotpStep } from '@/lib/backend';
import { getAuth } from './auth';

/**
 * A TOTP code is accepted once per account (docs/accounts.md, Sign-in and sessions): a code of the
 * current 30-second step or one step either side, and only when its step is newer than the last step
 * accepted for the account, which the store keeps (so every instance agrees). The code typed at
 * enrolment counts too. Checked before the framework's own check, which has no memory of codes.
 */
export const TOTP_WINDOW_STEPS = 1;

export type CodeVerdict = 'accepted' | 'wrong' | 'used';

/** The secret's TOTP as the framework makes it: 6 digits, 30 seconds, SHA-1, the secret's text as its bytes. */
function totpOf(secret: string): TOTP {
  // The framework marks a secret imported from elsewhere as base32 text.
  const key = secret.startsWith('base32:')
    ? Secret.fromBase32(secret.slice('base32:'.length).toUpperCase())
    : Secret.fromUTF8(secret);
  return new TOTP({ secret: key, digits: 6, period: 30, algorithm: 'SHA1' });
}

/** Checks a code against the secret at `now` and, when it is right, claims its step for the account. */
export async function acceptCodeOnce(userId: string, secret: string, code: string, now: Date): Promise<CodeVerdict> {
  const totp = totpOf(secret);
  const token = code.replace(/\s+/g, '');
  const delta = /^\d{6}$/.test(token)
    ? totp.validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW_STEPS })
    : null;
  if (delta === null) return 'wrong';
  return (await claimTotpStep(userId, totp.counter({ timestamp: now.getTime() }) + delta)) ? 'accepted' : 'used';
}

/** The account's TOTP secret, which the framework keeps encrypted under IR_AUTH_SECRET; null without one. */
async function totpSecret(userId: string): Promise<string | null> {
  const context = await (await getAuth()).$context;
  const factor = await context.adapter.findOne<{ secret: string }>({
    model: 'twoFactor',
    where: [{ field: 'userId', value: userId }],
  });
  if (!factor) return null;
  const { symmetricDecrypt } = await import('better-auth/crypto');
  return symmetricDecrypt({ key: context.secretConfig, data: factor.secret });
}

/** Accepts the account's code once (see above): what a sign-in and the end of an enrolment call. */
export async function acceptTotpCode(userId: string, code: string, now = new Date()): Promise<CodeVerdict> {
  const secret = await totpSecret(userId);
  return secret === null ? 'wrong' : acceptCodeOnce(userId, secret, code, now);
}
