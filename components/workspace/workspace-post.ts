/** POSTs JSON to a workspace route with a fresh CSRF token (lib/accounts/csrf.ts). */
export async function workspacePost(path: string, body: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const tokenReply = await fetch('/api/workspace/csrf', { cache: 'no-store', credentials: 'same-origin' });
  const { token } = (await tokenReply.json()) as { token: string };
  const reply = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token },
    body: JSON.stringify(body),
  });
  const data = (await reply.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: reply.status, data };
}

/** POSTs a multipart form (files) to a workspace route with a fresh CSRF token; asks for JSON, not a redirect. */
export async function workspaceUpload(path: string, form: FormData): Promise<{ status: number; data: Record<string, unknown> }> {
  const tokenReply = await fetch('/api/workspace/csrf', { cache: 'no-store', credentials: 'same-origin' });
  const { token } = (await tokenReply.json()) as { token: string };
  const reply = await fetch(path, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json', 'x-csrf-token': token }, body: form });
  const data = (await reply.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: reply.status, data };
}
