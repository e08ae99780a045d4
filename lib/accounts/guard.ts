import 'server-only';
import { backendMode, clientKey } from '@/lib/backend';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/client-address.mjs';
import { isCrossSite } from '@/lib/security/origin-check';
import { recordAudit } from './audit';
import { validCsrfToken } from './csrf';
import { permits, type PermissionSubject, type WorkspaceAction } from './roles';
import { currentUser, sessionCookieValue, type WorkspaceUser } from './session';

/** Every workspace reply: never stored by a browser or a proxy, never indexed. */
export const WORKSPACE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' } as const;

export function workspaceJson(body: unknown, status = 200, setCookies: readonly string[] = []): Response {
  const headers = new Headers(WORKSPACE_HEADERS);
  headers.set('content-type', 'application/json');
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

/** The client address the audit log records (lib/server/client-address.mjs decides it). */
export function auditClient(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? clientKey(request);
}

/** The workspace exists in embedded mode only: with IR_BACKEND_URL the company backend owns content. */
export function workspaceAvailable(): boolean {
  return backendMode().kind === 'embedded';
}

/**
 * The one permission check of the workspace: whether `user` may take `action`. A refusal is written
 * to the audit log. Pages and routes both come through here.
 */
export async function authorize(user: WorkspaceUser, action: WorkspaceAction, client: string, subject: PermissionSubject = {}): Promise<boolean> {
  if (permits(user.role, user.id, action, subject)) return true;
  await recordAudit({ actor: user.email, action: 'denied', object: action, client });
  return false;
}

/** A POST's cross-site checks: the origin check, then the CSRF token bound to the session cookie. */
export function refusedAsCrossSite(request: Request): Response | null {
  if (request.method !== 'POST') return null;
  if (isCrossSite(request)) return workspaceJson({ error: 'cross-site' }, 403);
  if (!validCsrfToken(request, sessionCookieValue(request.headers.get('cookie')))) return workspaceJson({ error: 'csrf' }, 403);
  return null;
}

/**
 * Runs a signed-in workspace action: embedded mode, the cross-site checks, a live session, then
 * `authorize`. 404 in remote mode, 403 cross-site or forbidden, 401 without a session.
 */
export async function workspaceAction(
  request: Request,
  action: WorkspaceAction,
  run: (user: WorkspaceUser, client: string) => Promise<Response>,
): Promise<Response> {
  if (!workspaceAvailable()) return workspaceJson({ error: 'remote-backend' }, 404);
  const refused = refusedAsCrossSite(request);
  if (refused) return refused;
  const user = await currentUser(request.headers);
  if (!user) return workspaceJson({ error: 'signed-out' }, 401);
  const client = auditClient(request);
  if (!(await authorize(user, action, client))) return workspaceJson({ error: 'forbidden' }, 403);
  return run(user, client);
}
