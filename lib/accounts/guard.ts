import 'server-only';
import { backendMode, clientKey } from '@/lib/backend';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/process-bridge.mjs';
import { isCrossSite } from '@/lib/security/origin-check';
import { recordAudit } from './audit';
import { validCsrfToken } from './csrf';
import { permits, type PermissionSubject, type WorkspaceAction } from './roles';
import { currentUser, type WorkspaceUser } from './session';
import { csrfBinding } from './session-cookie';

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
export async function authorize(
  user: WorkspaceUser,
  action: WorkspaceAction,
  client: string,
  subject: PermissionSubject = {},
): Promise<boolean> {
  if (permits(user.role, user.id, action, subject)) return true;
  await recordAudit({ actor: user.email, action: 'denied', object: action, client });
  return false;
}

/** A POST's cross-site checks: the origin check, then the CSRF token bound to the session (or enrolment) cookie. */
export function refusedAsCrossSite(request: Request): Response | null {
  if (request.method !== 'POST') return null;
  if (isCrossSite(request)) return workspaceJson({ error: 'cross-site' }, 403);
  if (!validCsrfToken(request, csrfBinding(request.headers.get('cookie'))))
    return workspaceJson({ error: 'csrf' }, 403);
  return null;
}

/**
 * Whether a POST came from a plain HTML form, without JavaScript: its reply is then a redirect back to
 * a workspace page rather than JSON (docs/accounts.md, Forms without JavaScript). A script's post asks
 * for JSON.
 */
export function isPlainFormPost(request: Request): boolean {
  return (
    request.method === 'POST' &&
    /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(request.headers.get('content-type') ?? '') &&
    !(request.headers.get('accept') ?? '').includes('application/json')
  );
}

// A workspace page, or a preview link's page (a freshly minted link, docs/newsroom.md, Preview).
const WORKSPACE_PAGE = /^\/(en\/)?(admin(\/[A-Za-z0-9/_-]*)?|preview\/[A-Za-z0-9_-]+)$/;

/**
 * The reply to a plain form post: 303 to the page named by the route's JSON `next`, else by the form's
 * `?next=` (a workspace page only, else the dashboard), with `{id}` in it replaced by the item's id and the outcome in the query:
 * `done=1`, or `error=<code>` from the JSON the route would have answered, then the JSON's `params` (short
 * words the page reads: the refused fields, a held text's token).
 */
export async function formReply(request: Request, reply: Response): Promise<Response> {
  const body = (await reply
    .clone()
    .json()
    .catch(() => ({}))) as { error?: unknown; item?: { id?: unknown }; next?: unknown; params?: unknown };
  const id = typeof body.item?.id === 'string' ? body.item.id : '';
  // A route may name the page itself (`next` in its JSON), when it depends on the outcome.
  const named = typeof body.next === 'string' ? body.next : null;
  const asked = (named ?? new URL(request.url).searchParams.get('next') ?? '').replace('{id}', encodeURIComponent(id));
  const [askedPath] = asked.split('?');
  const path = WORKSPACE_PAGE.test(askedPath) ? askedPath : asked.startsWith('/en/') ? '/en/admin' : '/admin';
  const outcome = reply.ok
    ? 'done=1'
    : `error=${encodeURIComponent(typeof body.error === 'string' ? body.error.slice(0, 40) : String(reply.status))}`;
  // More for the page to show, when the route names it (`params`: short words, e.g. the refused fields).
  const params = new URLSearchParams(outcome);
  if (body.params && typeof body.params === 'object') {
    for (const [name, value] of Object.entries(body.params as Record<string, unknown>)) {
      if (
        /^[a-z]{1,20}$/.test(name) &&
        name !== 'done' &&
        name !== 'error' &&
        typeof value === 'string' &&
        value.length <= 2000
      )
        params.set(name, value);
    }
  }
  const headers = new Headers(WORKSPACE_HEADERS);
  headers.set('location', `${path}?${params.toString()}`);
  for (const cookie of reply.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
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
  const reply = await guarded(request, action, run);
  return isPlainFormPost(request) ? formReply(request, reply) : reply;
}

async function guarded(
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
