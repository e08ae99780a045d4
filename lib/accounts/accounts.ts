import { createHash, randomBytes } from 'node:crypto';
import {
  cancelEnrolments,
  findAccount,
  findEnrolment,
  listAccounts,
  storeEnrolment,
  type StoredAccount,
} from '@/lib/backend';
import { localizePath, routing, type Locale } from '@/lib/i18n';
import { siteUrl } from '@/lib/site';
import { recordAudit } from './audit';
import { getAuth } from './auth';
import { unlockSignIn } from './lockout';
import { isRole, type Role } from './roles';

/**
 * Managing the IR team's accounts: the same operations for the command line (`npm run admin`) and for
 * an admin in the workspace. The caller has checked the permission; `actor` and `client` go to the audit log.
 */

export const ENROLMENT_VALID_MS = 24 * 60 * 60 * 1000;

export class AccountError extends Error {}

export interface Acting {
  actor: string;
  client?: string;
}

export type AccountSummary = StoredAccount;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SHA-256 of an enrolment token: all the store keeps of it. */
export function enrolmentTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new single-use enrolment link for an account; earlier links of it stop working. */
async function newEnrolmentLink(userId: string, now: Date, locale: Locale = routing.defaultLocale): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await storeEnrolment({
    tokenHash: enrolmentTokenHash(token),
    userId,
    now,
    expiresAt: new Date(now.getTime() + ENROLMENT_VALID_MS),
  });
  return new URL(`${localizePath('/admin/enrol', locale)}?token=${token}`, siteUrl()).toString();
}

async function existing(email: string): Promise<StoredAccount> {
  const account = await findAccount({ email: normalizeEmail(email) });
  if (!account) throw new AccountError(`no account ${normalizeEmail(email)}`);
  return account;
}

export async function listUsers(): Promise<AccountSummary[]> {
  return listAccounts();
}

/** Creates an account without a password or second factor; returns its enrolment link. */
export async function addUser(
  { email, role, name }: { email: string; role: string; name?: string },
  acting: Acting,
  now = new Date(),
): Promise<string> {
  const address = normalizeEmail(email);
  if (!EMAIL.test(address)) throw new AccountError(`not an e-mail address: ${email}`);
  if (!isRole(role)) throw new AccountError(`role must be editor, approver or admin, got ${role}`);
  if (await findAccount({ email: address })) throw new AccountError(`${address} already has an account`);
  const { internalAdapter } = await (await getAuth()).$context;
  const user = await internalAdapter.createUser(
    {
      email: address,
      name: name?.trim() || address,
      emailVerified: true,
      role,
      banned: false,
      twoFactorEnabled: false,
    },
    { method: 'admin' },
  );
  await recordAudit({ ...acting, action: 'add-user', object: address, detail: { role } }, now);
  return newEnrolmentLink(user.id, now);
}

/** Disables an account and ends its sessions at once. */
export async function disableUser(email: string, acting: Acting, now = new Date()): Promise<void> {
  const account = await existing(email);
  const { internalAdapter } = await (await getAuth()).$context;
  await internalAdapter.updateUser(account.id, { banned: true, banReason: 'disabled' });
  await internalAdapter.deleteUserSessions(account.id);
  await cancelEnrolments(account.id, now);
  await recordAudit({ ...acting, action: 'disable', object: account.email }, now);
}

/**
 * Starts an account over: its password and second factor no longer work, its sessions end, and a new
 * enrolment link is returned. A disabled account is enabled again by this.
 */
export async function resetUser(email: string, acting: Acting, now = new Date()): Promise<string> {
  const account = await existing(email);
  const context = await (await getAuth()).$context;
  await context.internalAdapter.updateUser(account.id, { banned: false, banReason: null, twoFactorEnabled: false });
  await context.internalAdapter.deleteUserSessions(account.id);
  await context.internalAdapter.deleteAccounts(account.id);
  await context.adapter.deleteMany({ model: 'twoFactor', where: [{ field: 'userId', value: account.id }] });
  await recordAudit({ ...acting, action: 'reset', object: account.email }, now);
  return newEnrolmentLink(account.id, now);
}

export async function setRole(email: string, role: string, acting: Acting, now = new Date()): Promise<void> {
  if (!isRole(role)) throw new AccountError(`role must be editor, approver or admin, got ${role}`);
  const account = await existing(email);
  const { internalAdapter } = await (await getAuth()).$context;
  await internalAdapter.updateUser(account.id, { role });
  await recordAudit(
    { ...acting, action: 'role-change', object: account.email, detail: { from: account.role, to: role } },
    now,
  );
}

/**
 * Lets an account sign in again after failures from many clients locked it (lib/accounts/lockout.ts):
 * the lock ends and its failures from every client are forgotten. Audited whether or not it was locked.
 */
export async function unlockUser(email: string, acting: Acting, now = new Date()): Promise<{ wasLocked: boolean }> {
  const account = await existing(email);
  const outcome = await unlockSignIn(account.email);
  await recordAudit({ ...acting, action: 'unlock', object: account.email, detail: { locked: outcome.wasLocked } }, now);
  return outcome;
}

/** `claimHash`: the browser that took the first step, or null (lib/accounts/enrolment.ts). */
export type EnrolmentCheck =
  { ok: true; account: StoredAccount; claimHash: string | null; expiresAt: Date } | { ok: false };

/** The account an enrolment token is for, while the link is unused and unexpired. */
export async function checkEnrolmentToken(token: string, now = new Date()): Promise<EnrolmentCheck> {
  if (!token || token.length > 200) return { ok: false };
  const enrolment = await findEnrolment(enrolmentTokenHash(token));
  if (!enrolment || enrolment.usedAt !== null || new Date(enrolment.expiresAt) <= now) return { ok: false };
  const account = await findAccount({ id: enrolment.userId });
  if (!account || account.disabled) return { ok: false };
  return { ok: true, account, claimHash: enrolment.claimHash, expiresAt: new Date(enrolment.expiresAt) };
}

export function roleOf(account: Pick<StoredAccount, 'role'>): Role | null {
  return isRole(account.role) ? account.role : null;
}
