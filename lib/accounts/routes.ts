import 'server-only';
import { readLimitedText, listAuditEntries } from '@/lib/backend';
import { AccountError, addUser, disableUser, resetUser, setRole, unlockUser } from './accounts';
import { toCsv, CSV_CONTENT_TYPE, attachmentDisposition } from '@/lib/downloads';
import { recordAudit } from './audit';
import { signInClientLimiter } from './client-limit';
import { clearedCsrfCookie, csrfCookieForBinding, csrfCookieForSession, issueCsrfToken } from './csrf';
import { finishEnrolment, startEnrolment } from './enrolment';
import { lockoutClient } from './lockout';
import {
  auditClient,
  refusedAsCrossSite,
  workspaceAction,
  workspaceAvailable,
  workspaceJson,
  WORKSPACE_HEADERS,
} from './guard';
import { currentUser } from './session';
import { csrfBinding, sessionCookieValue } from './session-cookie';
import { signIn, signOut } from './sign-in';

/** The workspace's route handlers (app/api/workspace/...): thin, every check in ./guard.ts. */

const text = (value: unknown, max = 300): string => (typeof value === 'string' ? value.slice(0, max) : '');

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const read = await readLimitedText(request, 8 * 1024).catch(() => null);
  if (!read?.ok) return {};
  try {
    const value: unknown = JSON.parse(read.text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** GET: the session's CSRF token for the workspace's POSTs (the same one each time, ./csrf.ts). */
export async function handleCsrfToken(request: Request): Promise<Response> {
  if (!workspaceAvailable()) return workspaceJson({ error: 'remote-backend' }, 404);
  const { token, setCookie } = issueCsrfToken(request, csrfBinding(request.headers.get('cookie')));
  return workspaceJson({ token }, 200, [setCookie]);
}

/** A reply that starts a session also carries that session's CSRF cookie: the token rotates here. */
function withSessionCsrf(setCookies: string[]): string[] {
  const csrf = csrfCookieForSession(setCookies);
  return csrf ? [...setCookies, csrf] : setCookies;
}

export async function handleSignIn(request: Request): Promise<Response> {
  if (!workspaceAvailable()) return workspaceJson({ error: 'remote-backend' }, 404);
  const refused = refusedAsCrossSite(request);
  if (refused) return refused;
  const client = auditClient(request);
  // Counted per address for IPv4 and per /64 network for IPv6, as the per-account waits are.
  const limit = await signInClientLimiter().take(lockoutClient(client));
  if (!limit.allowed) {
    const response = workspaceJson({ error: 'rate-limited' }, 429);
    response.headers.set('retry-after', String(limit.retryAfterSeconds));
    return response;
  }
  const body = await bodyOf(request);
  const outcome = await signIn(
    { email: text(body.email), password: text(body.password, 256), code: text(body.code, 20) },
    client,
  );
  return outcome.ok
    ? workspaceJson({ ok: true }, 200, withSessionCsrf(outcome.setCookies))
    : workspaceJson({ error: 'sign-in' }, 401);
}

export async function handleSignOut(request: Request): Promise<Response> {
  if (!workspaceAvailable()) return workspaceJson({ error: 'remote-backend' }, 404);
  const refused = refusedAsCrossSite(request);
  if (refused) return refused;
  const user = await currentUser(request.headers);
  const cleared = await signOut(request.headers, user?.email ?? '', auditClient(request));
  return workspaceJson({ ok: true }, 200, [...cleared, clearedCsrfCookie()]);
}

export async function handleEnrolStart(request: Request): Promise<Response> {
  if (!workspaceAvailable()) return workspaceJson({ error: 'remote-backend' }, 404);
  const refused = refusedAsCrossSite(request);
  if (refused) return refused;
  const body = await bodyOf(request);
  const cookie = request.headers.get('cookie');
  const started = await startEnrolment(text(body.token), text(body.password, 1000), cookie, auditClient(request));
  if (!started.ok) return workspaceJson({ error: started.problem }, 400);
  // No session starts here: the CSRF token is bound to the new enrolment cookie until the second step.
  const csrf = csrfCookieForBinding(sessionCookieValue(cookie) || started.enrolmentCookie);
  return workspaceJson({ secret: started.secret, qrSvg: started.qrSvg }, 200, [...started.setCookies, csrf]);
}

export async function handleEnrolFinish(request: Request): Promise<Response> {
  if (!workspaceAvailable()) return workspaceJson({ error: 'remote-backend' }, 404);
  const refused = refusedAsCrossSite(request);
  if (refused) return refused;
  const body = await bodyOf(request);
  const finished = await finishEnrolment(
    text(body.token),
    text(body.code, 20),
    request.headers.get('cookie'),
    auditClient(request),
  );
  return finished.ok
    ? workspaceJson({ ok: true }, 200, withSessionCsrf(finished.setCookies))
    : workspaceJson({ error: 'code' }, 400);
}

/** POST: an admin's account management, the same operations as `npm run admin`. */
export function handleUsers(request: Request): Promise<Response> {
  return workspaceAction(request, 'users.manage', async (user, client) => {
    const body = await bodyOf(request);
    const acting = { actor: user.email, client };
    const email = text(body.email);
    try {
      switch (body.operation) {
        case 'add':
          return workspaceJson({
            link: await addUser({ email, role: text(body.role), name: text(body.name) }, acting),
          });
        case 'disable':
          await disableUser(email, acting);
          return workspaceJson({ ok: true });
        case 'reset':
          return workspaceJson({ link: await resetUser(email, acting) });
        case 'role':
          await setRole(email, text(body.role), acting);
          return workspaceJson({ ok: true });
        case 'unlock':
          await unlockUser(email, acting);
          return workspaceJson({ ok: true });
        default:
          return workspaceJson({ error: 'operation' }, 400);
      }
    } catch (error) {
      if (error instanceof AccountError) return workspaceJson({ error: error.message }, 400);
      throw error;
    }
  });
}

/** GET: the audit log as CSV, with the page's filters; the download is itself an entry. */
export function handleAuditCsv(request: Request): Promise<Response> {
  return workspaceAction(request, 'audit.view', async (user, client) => {
    const url = new URL(request.url);
    const filter = {
      actor: url.searchParams.get('person') ?? undefined,
      action: url.searchParams.get('action') ?? undefined,
    };
    const entries = await listAuditEntries({ ...filter, limit: 100_000 });
    await recordAudit({
      actor: user.email,
      action: 'audit-export',
      object: 'audit-log.csv',
      client,
      detail: { person: filter.actor ?? '', action: filter.action ?? '', entries: entries.length },
    });
    const csv = toCsv(
      ['seq', 'at_utc', 'actor', 'action', 'object', 'client', 'detail', 'prev_hash', 'hash'],
      entries.map((entry) => [
        entry.seq,
        entry.at,
        entry.actor,
        entry.action,
        entry.object,
        entry.client,
        entry.detail,
        entry.prevHash,
        entry.hash,
      ]),
    );
    // toCsv starts the file with its byte-order mark.
    return new Response(csv, {
      headers: {
        ...WORKSPACE_HEADERS,
        'content-type': CSV_CONTENT_TYPE,
        'content-disposition': attachmentDisposition('audit-log.csv'),
      },
    });
  });
}
