import { getAuth } from './auth';
import { sessionCookieValue } from './session-cookie';
import { sessionPolicy, sessionState } from './session-policy';
import { isRole, type Role } from './roles';

/** The signed-in person of a workspace request. */
export interface WorkspaceUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

// A request within this much of the last one does not write the store again.
const TOUCH_INTERVAL_MS = 15_000;

/**
 * The person whose session the request carries, or null. The session must be stored (sign-out and
 * disabling delete it), within both time limits (./session-policy.ts), and of an enrolled, enabled
 * account with a known role. A session past a limit is deleted; a live one is marked as used now.
 */
export async function currentUser(headers: Headers, now = new Date()): Promise<WorkspaceUser | null> {
  if (!sessionCookieValue(headers.get('cookie'))) return null;
  const auth = await getAuth();
  const found = await auth.api
    .getSession({ headers, query: { disableCookieCache: true, disableRefresh: true } })
    .catch(() => null);
  if (!found) return null;
  const { session, user } = found;
  const { internalAdapter } = await auth.$context;
  const state = sessionState(
    { createdAt: new Date(session.createdAt), lastSeenAt: new Date(session.updatedAt) },
    now,
    sessionPolicy(),
  );
  if (user.banned || state !== 'active') {
    await internalAdapter.deleteSession(session.token);
    return null;
  }
  if (!user.twoFactorEnabled || !isRole(user.role)) return null;
  if (now.getTime() - new Date(session.updatedAt).getTime() > TOUCH_INTERVAL_MS) {
    await internalAdapter.updateSession(session.token, { updatedAt: now });
  }
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

/** The account of the request's stored session, enrolled or not (the enrolment's second step). */
export async function currentSessionUserId(headers: Headers): Promise<string | null> {
  const auth = await getAuth();
  const found = await auth.api
    .getSession({ headers, query: { disableCookieCache: true, disableRefresh: true } })
    .catch(() => null);
  return found && !found.user.banned ? found.user.id : null;
}
