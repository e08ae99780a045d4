/**
 * A signed-in IR team session on the bench server, made as a person would make one (docs/accounts.md):
 * `npm run admin add-user` writes the account to the store the server reads, then the enrolment link
 * is followed through the workspace API (password, then the authenticator's code from the secret it
 * shows). The cookies are kept in a small jar; each POST fetches a fresh CSRF token first.
 */
import { execFileSync } from 'node:child_process';
import { TOTP } from 'otpauth';
import { serverEnv } from './server';
import { ORIGIN, ROOT, retriedGet } from './settings';

export interface WorkspaceSession {
  /** The Cookie header of the session. */
  cookie(): string;
  /** A POST with the session, a fresh CSRF token and the site's Origin. */
  post(path: string, body: BodyInit, headers?: Record<string, string>): Promise<Response>;
  get(path: string): Promise<Response>;
}

const PASSWORD = 'bench-lantern-orbit-93-kettle';

/**
 * `origin`: where the requests go; `site`: the Origin header (the instance's SITE_URL, which the
 * origin check compares with); `env`: settings over the bench server's for `npm run admin`, to reach
 * the store that server reads (bench/engines.ts signs in on other stores).
 */
export async function workspaceSession(
  role: 'editor' | 'approver' | 'admin' = 'editor',
  origin = ORIGIN,
  { site = origin, env = {} }: { site?: string; env?: Record<string, string> } = {},
): Promise<WorkspaceSession> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const get = async (path: string) =>
    keep(await retriedGet(() => fetch(origin + path, { headers: { cookie: cookie() }, redirect: 'manual' })));
  const post = async (path: string, body: BodyInit, headers: Record<string, string> = {}) => {
    const { token } = (await (await get('/api/workspace/csrf')).json()) as { token: string };
    return keep(
      await fetch(origin + path, {
        method: 'POST',
        headers: { cookie: cookie(), origin: site, 'x-csrf-token': token, accept: 'application/json', ...headers },
        body,
        redirect: 'manual',
        // A streamed body (an upload) needs half-duplex.
        ...(typeof body === 'object' && body !== null && 'getReader' in body ? { duplex: 'half' } : {}),
      } as RequestInit),
    );
  };
  const postJson = (path: string, value: unknown) =>
    post(path, JSON.stringify(value), { 'content-type': 'application/json' });

  const email = `bench-${role}-${Date.now().toString(36)}@example.com`;
  const link = execFileSync(
    'npm',
    ['run', '-s', 'admin', '--', 'add-user', email, '--role', role, '--name', `Bench ${role}`],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...serverEnv, ...env },
    },
  ).trim();
  const token = new URL(link.split(/\s+/).pop()!).searchParams.get('token') ?? '';
  const started = await postJson('/api/workspace/enrol', { token, password: PASSWORD });
  if (started.status !== 200) throw new Error(`enrolment: HTTP ${started.status}`);
  const { secret } = (await started.json()) as { secret: string };
  const finished = await postJson('/api/workspace/enrol-verify', { token, code: new TOTP({ secret }).generate() });
  if (finished.status !== 200) throw new Error(`enrolment code: HTTP ${finished.status}`);
  return { cookie, post, get };
}
