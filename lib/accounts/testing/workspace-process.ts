/**
 * The workspace's account routes in a process of their own, for Jest, which cannot load the
 * authentication framework (ES modules only): lib/accounts/enrolment.test.ts starts
 * `tsx --import ./scripts/server-only-stub.mjs lib/accounts/testing/workspace-process.ts` on a store
 * (IR_DB_PATH) and sends one JSON call a line on stdin; each answer is one JSON line on stdout.
 *
 * - `{ "call": "add-user", "email", "role" }` and `{ "call": "reset-user", "email" }` → `{ "link" }`
 * - `{ "call": "set-role", "email", "role" }` and `{ "call": "disable-user", "email" }` → `{ "ok": true }`
 * - `{ "call": "users" }` → `{ "users" }`: every account, as `npm run admin -- list-users` lists them
 * - `{ "call": "request", "method", "path", "cookie", "csrf"?, "body"?, "client"? }` → `{ "status", "body", "setCookies" }`,
 *   `path` one of /api/workspace/csrf, enrol, enrol-verify, sign-in, sign-out, audit; `client` the address it comes from
 * - `{ "call": "user", "cookie" }` → `{ "user" }`: the workspace's signed-in person of that cookie, or null
 */
import { createInterface } from 'node:readline';
import { closeDatabase } from '@/lib/backend';
import { addUser, CLI_ACTOR, disableUser, listUsers, resetUser, setRole } from '@/lib/accounts';
import {
  handleAuditCsv,
  handleCsrfToken,
  handleEnrolFinish,
  handleEnrolStart,
  handleSignIn,
  handleSignOut,
} from '@/lib/accounts/server';
import { currentUser } from '../session';

const ORIGIN = 'http://localhost:3000';
const HANDLERS: Record<string, (request: Request) => Promise<Response>> = {
  '/api/workspace/csrf': handleCsrfToken,
  '/api/workspace/enrol': handleEnrolStart,
  '/api/workspace/enrol-verify': handleEnrolFinish,
  '/api/workspace/sign-in': handleSignIn,
  '/api/workspace/sign-out': handleSignOut,
  '/api/workspace/audit': handleAuditCsv,
};

interface Call {
  call: string;
  email?: string;
  role?: string;
  method?: string;
  path?: string;
  cookie?: string;
  csrf?: string;
  body?: unknown;
  client?: string;
}

async function answer(call: Call): Promise<unknown> {
  switch (call.call) {
    case 'add-user':
      return { link: await addUser({ email: call.email ?? '', role: call.role ?? 'editor' }, { actor: CLI_ACTOR }) };
    case 'reset-user':
      return { link: await resetUser(call.email ?? '', { actor: CLI_ACTOR }) };
    case 'set-role':
      await setRole(call.email ?? '', call.role ?? '', { actor: CLI_ACTOR });
      return { ok: true };
    case 'disable-user':
      await disableUser(call.email ?? '', { actor: CLI_ACTOR });
      return { ok: true };
    case 'users':
      return { users: await listUsers() };
    case 'user':
      return { user: await currentUser(new Headers({ cookie: call.cookie ?? '' })) };
    case 'request': {
      const [path] = (call.path ?? '').split('?');
      const handler = HANDLERS[path];
      if (!handler) throw new Error(`no handler for ${call.path}`);
      const headers = new Headers({
        cookie: call.cookie ?? '',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': call.client ?? '192.0.2.7',
      });
      if (call.csrf) headers.set('x-csrf-token', call.csrf);
      if (call.body !== undefined) headers.set('content-type', 'application/json');
      const method = call.method ?? 'GET';
      const reply = await handler(
        new Request(`${ORIGIN}${call.path}`, {
          method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        }),
      );
      // The bytes as sent (text() would drop a byte-order mark).
      const text = Buffer.from(await reply.arrayBuffer()).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // A CSV download: the text itself.
      }
      return { status: reply.status, body, setCookies: reply.headers.getSetCookie() };
    }
    default:
      throw new Error(`unknown call ${call.call}`);
  }
}

async function main(): Promise<void> {
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    const reply = await answer(JSON.parse(line) as Call).catch((error: unknown) => ({ error: String(error) }));
    process.stdout.write(`${JSON.stringify(reply)}\n`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
