import {
  accountSignInLocked,
  clearSignInFailures,
  lockAccountSignIn,
  recordSignInFailure,
  signInFailureCounts,
  unlockAccountSignIn,
} from '@/lib/backend';
import { normalizeAddress, rateLimitKey } from '@/lib/server/process-bridge.mjs';

/**
 * Brute-force protection (docs/accounts.md, Sign-in and sessions), kept in the shared store so every
 * instance serving it counts together. Failures are counted per account and client: after
 * LOCKOUT.clientFailures from one client within LOCKOUT.windowMs, that client waits before its next
 * try for that account, the wait doubling with each further failure up to LOCKOUT.maxWaitMs; other
 * clients are not held back. LOCKOUT.accountFailures within the window from all clients together,
 * more than one client can make, lock the account until an admin unlocks it. The answer to a
 * sign-in is the same whether or not it was held back.
 */
export const LOCKOUT = {
  clientFailures: 5,
  firstWaitMs: 60_000,
  maxWaitMs: 60 * 60_000,
  windowMs: 24 * 60 * 60_000,
  accountFailures: 100,
} as const;

/** Accounts are counted by their e-mail as typed, lower-cased: unknown addresses are counted too. */
export function lockoutKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The client failures count under: the address for IPv4, its /64 network for IPv6. */
export function lockoutClient(address: string): string {
  return rateLimitKey(normalizeAddress(address));
}

/** How long a client waits after its `failures`-th failure for an account (0 below LOCKOUT.clientFailures). */
export function clientWaitMs(failures: number): number {
  if (failures < LOCKOUT.clientFailures) return 0;
  return Math.min(LOCKOUT.firstWaitMs * 2 ** (failures - LOCKOUT.clientFailures), LOCKOUT.maxWaitMs);
}

export type SignInGate = { open: true } | { open: false; reason: 'locked' | 'throttled' };

/** Whether a sign-in to the account from the client may be tried now. */
export async function signInGate(email: string, client: string, now: Date): Promise<SignInGate> {
  const key = lockoutKey(email);
  if (await accountSignInLocked(key)) return { open: false, reason: 'locked' };
  const counts = await signInFailureCounts(key, lockoutClient(client), new Date(now.getTime() - LOCKOUT.windowMs));
  const waitEnds = counts.lastFromClient ? counts.lastFromClient.getTime() + clientWaitMs(counts.fromClient) : 0;
  return now.getTime() < waitEnds ? { open: false, reason: 'throttled' } : { open: true };
}

/** Counts a failure of the account from the client; `locked` when this failure locked the account. */
export async function countFailure(email: string, client: string, now: Date): Promise<{ locked: boolean }> {
  const key = lockoutKey(email);
  const since = new Date(now.getTime() - LOCKOUT.windowMs);
  await recordSignInFailure(key, lockoutClient(client), now, since);
  const counts = await signInFailureCounts(key, lockoutClient(client), since);
  return { locked: counts.all >= LOCKOUT.accountFailures && (await lockAccountSignIn(key, now)) };
}

/** After a good sign-in the account's failures from that client no longer count. */
export async function forgetFailures(email: string, client: string): Promise<void> {
  await clearSignInFailures(lockoutKey(email), lockoutClient(client));
}

/** An admin's unlock: the account's lock ends and its failures from every client are forgotten. */
export async function unlockSignIn(email: string): Promise<{ wasLocked: boolean }> {
  return { wasLocked: await unlockAccountSignIn(lockoutKey(email)) };
}
