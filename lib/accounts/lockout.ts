import { clearSignInFailures, lockedUntil, lockSignIn, recordSignInFailure } from '@/lib/backend';

/**
 * Brute-force protection per account (docs/accounts.md): LOCKOUT.failures failed sign-ins within
 * LOCKOUT.windowMs lock the account for LOCKOUT.lockMs. Kept in the shared store, so every instance
 * serving the same store counts together. The sign-in answer stays the same whether locked or not.
 */
export const LOCKOUT = { failures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

/** Accounts are counted by their e-mail as typed, lower-cased: unknown addresses are counted too. */
export function lockoutKey(email: string): string {
  return email.trim().toLowerCase();
}

export async function isLocked(email: string, now: Date): Promise<boolean> {
  return (await lockedUntil(lockoutKey(email), now)) !== null;
}

/** Counts a failure; returns the end of the lock when this failure locked the account. */
export async function countFailure(email: string, now: Date): Promise<Date | null> {
  const key = lockoutKey(email);
  const since = new Date(now.getTime() - LOCKOUT.windowMs);
  const failures = await recordSignInFailure(key, now, since, since);
  if (failures < LOCKOUT.failures) return null;
  const until = new Date(now.getTime() + LOCKOUT.lockMs);
  await lockSignIn(key, until);
  return until;
}

export async function forgetFailures(email: string): Promise<void> {
  await clearSignInFailures(lockoutKey(email));
}
