/**
 * The workspace's posts from the browser, with the session's CSRF token (lib/accounts/csrf.ts). The
 * token is fetched once and shared by every post of the page, those in flight at once included. A
 * post refused for its token (the session changed since: a sign-in, an enrolment step) fetches it
 * again and is sent once more.
 */
let token: Promise<string> | null = null;

function csrfToken(): Promise<string> {
  token ??= fetch('/api/workspace/csrf', { cache: 'no-store', credentials: 'same-origin' })
    .then((reply) => reply.json() as Promise<{ token?: unknown }>)
    .then((body) => (typeof body.token === 'string' ? body.token : ''))
    .catch((error: unknown) => {
      token = null;
      throw error;
    });
  return token;
}

async function post(
  path: string,
  init: { headers: Record<string, string>; body: BodyInit },
): Promise<{ status: number; data: Record<string, unknown> }> {
  for (let attempt = 0; ; attempt++) {
    const sent = await csrfToken();
    const reply = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...init.headers, 'x-csrf-token': sent },
      body: init.body,
    });
    const data = (await reply.json().catch(() => ({}))) as Record<string, unknown>;
    if (reply.status === 403 && data.error === 'csrf' && attempt === 0) {
      // Another post may have fetched the new token already.
      if (token && (await token) === sent) token = null;
      continue;
    }
    return { status: reply.status, data };
  }
}

/** POSTs JSON to a workspace route. */
export function workspacePost(path: string, body: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  return post(path, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** POSTs a multipart form (files) to a workspace route; asks for JSON, not a redirect. */
export function workspaceUpload(
  path: string,
  form: FormData,
): Promise<{ status: number; data: Record<string, unknown> }> {
  return post(path, { headers: { accept: 'application/json' }, body: form });
}
