import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { auditFacets, listAuditEntries, type AuditFilter } from '@/lib/backend';
import { localizePath, type Locale } from '@/lib/i18n';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/process-bridge.mjs';
import { formCsrfToken, FORM_CSRF_PARAM } from './csrf';
import { authorize } from './guard';
import type { WorkspaceAction } from './roles';
import { currentUser, type WorkspaceUser } from './session';
import { sessionCookieValue } from './session-cookie';

/** The signed-in person of the page being rendered, or null. */
export async function pageUser(): Promise<WorkspaceUser | null> {
  return currentUser(await headers());
}

/** `authorize` for a page: the refusal is audited with the page request's client address. */
export async function authorizePage(user: WorkspaceUser, action: WorkspaceAction): Promise<boolean> {
  return authorize(user, action, (await headers()).get(CLIENT_ADDRESS_HEADER) ?? '');
}

/**
 * The person a workspace page is rendered for: one who is not signed in goes to the sign-in page, and
 * one whose role does not allow `action` (when given) gets the 403 page, the refusal audited.
 */
export async function signedInPage(locale: Locale, action?: WorkspaceAction): Promise<WorkspaceUser> {
  const user = await pageUser();
  if (!user) redirect(localizePath('/admin/sign-in', locale));
  if (action && !(await authorizePage(user, action))) forbidden();
  return user;
}

/**
 * The action URL of a workspace form that works without JavaScript: the route, the page to come back
 * to (`next`, where `{id}` becomes a new item's id) and the session's form token (./csrf.ts).
 */
export async function formAction(route: string, next: string): Promise<string> {
  const token = formCsrfToken(sessionCookieValue((await headers()).get('cookie')));
  const query = new URLSearchParams({ next, [FORM_CSRF_PARAM]: token });
  return `${route}${route.includes('?') ? '&' : '?'}${query.toString().replace('%7Bid%7D', '{id}')}`;
}

export async function auditPage(filter: AuditFilter) {
  const [entries, facets] = await Promise.all([listAuditEntries({ ...filter, limit: 500 }), auditFacets()]);
  return { entries, facets };
}
