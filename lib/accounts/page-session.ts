import 'server-only';
import { headers } from 'next/headers';
import { auditFacets, listAuditEntries, type AuditFilter } from '@/lib/backend';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/client-address.mjs';
import { authorize } from './guard';
import type { WorkspaceAction } from './roles';
import { currentUser, type WorkspaceUser } from './session';

/** The signed-in person of the page being rendered, or null. */
export async function pageUser(): Promise<WorkspaceUser | null> {
  return currentUser(await headers());
}

/** `authorize` for a page: the refusal is audited with the page request's client address. */
export async function authorizePage(user: WorkspaceUser, action: WorkspaceAction): Promise<boolean> {
  return authorize(user, action, (await headers()).get(CLIENT_ADDRESS_HEADER) ?? '');
}

export async function auditPage(filter: AuditFilter) {
  const [entries, facets] = await Promise.all([listAuditEntries({ ...filter, limit: 500 }), auditFacets()]);
  return { entries, facets };
}
