/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Actor } from '@/lib/newsroom/server';

// The real workspace guard (origin check, CSRF token, permission, form replies); only who the session
// cookie belongs to is the test's (the authentication framework is ES modules only, which Jest does not load).
let signedIn: Actor;
jest.mock('@/lib/accounts/session', () => ({
  currentUser: async (headers: Headers) =>
    (headers.get('cookie') ?? '').includes('ir-workspace.session_token=') ? { ...signedIn, name: '' } : null,
}));
jest.mock('@/lib/accounts/server', () => jest.requireActual('@/lib/accounts/guard'));

import { listAuditEntries } from '@/lib/store/accounts-store';
import { formCsrfToken } from '@/lib/accounts/csrf';
import { withTemporaryStore } from '@/lib/testing/temporary-store';
import { GET as previewFile } from '@/app/api/preview/[token]/files/[sha]/route';
import {
  approveItem,
  approveWithdrawal,
  createDraft,
  goLiveDue,
  openPreview,
  requestWithdrawal,
  saveDraft,
  submitItem,
} from '@/lib/newsroom/server';
import { POST } from './route';

const handlePreviewMint = (request: Request, id: string) => POST(request, { params: Promise.resolve({ id }) });

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
withTemporaryStore('newsroom-preview', { IR_AUTH_SECRET: SECRET });

const editor: Actor = { id: 'e1', email: 'editor@example.com', role: 'editor' };
const approver: Actor = { id: 'a1', email: 'approver@example.com', role: 'approver' };
const pdf = { sha256: 'a'.repeat(64), name: 'notice.pdf', pages: 1 };
const content = {
  title: { th: 'ประกาศ', en: 'Notice' },
  date: '2026-11-26',
  document: { shared: pdf },
  setReleaseAt: '2020-01-01T09:00',
};
const SESSION = 'ir-workspace.session_token=the-session';

/** A form post from the item page without JavaScript: same-origin, with the session's form token. */
function formPost(
  id: string,
  token: string | null = formCsrfToken('the-session'),
  headers: Record<string, string> = {},
): Request {
  const query = new URLSearchParams({ lang: 'en', next: `/en/admin/items/${id}`, ...(token ? { _csrf: token } : {}) });
  return new Request(`http://localhost/api/workspace/items/${id}/preview?${query}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: SESSION,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: '',
  });
}

const previews = async () =>
  (await listAuditEntries({ limit: 500 })).filter(
    (entry) => entry.action === 'content' && entry.detail.includes('"preview"'),
  );

async function liveItem(): Promise<string> {
  const item = await createDraft(editor, 'exchangeAnnouncement', content);
  await submitItem(editor, item.id);
  await approveItem(approver, item.id, { publishAt: 'now' });
  await goLiveDue({ now: new Date(Date.now() + 1000) });
  return item.id;
}

describe('minting a preview link', () => {
  it('is a POST with the form token: a cross-site post or one without the token mints nothing and writes no audit entry', async () => {
    signedIn = editor;
    const item = await createDraft(editor, 'exchangeAnnouncement', content);
    const before = (await previews()).length;
    expect((await handlePreviewMint(formPost(item.id, null), item.id)).headers.get('location')).toBe(
      `/en/admin/items/${item.id}?error=csrf`,
    );
    expect(
      (
        await handlePreviewMint(
          formPost(item.id, formCsrfToken('the-session'), { 'sec-fetch-site': 'cross-site' }),
          item.id,
        )
      ).headers.get('location'),
    ).toBe(`/en/admin/items/${item.id}?error=cross-site`);
    expect(await previews()).toHaveLength(before);
    // The signed-in GET that minted one is gone.
    expect(existsSync(path.join(process.cwd(), 'app/[locale]/(workspace)/admin/items/[id]/preview/route.ts'))).toBe(
      false,
    );

    const minted = await handlePreviewMint(formPost(item.id), item.id);
    expect(minted.status).toBe(303);
    expect(minted.headers.get('location')).toMatch(/^\/en\/preview\/[A-Za-z0-9_-]+\?done=1$/);
    expect(await previews()).toHaveLength(before + 1);
  });

  it('refuses a withdrawn item (409), and a link minted before the withdrawal stops serving its PDF (410)', async () => {
    const id = await liveItem();
    signedIn = editor;
    const before = await handlePreviewMint(formPost(id), id);
    const token = /\/preview\/([A-Za-z0-9_-]+)/.exec(before.headers.get('location') ?? '')![1];
    const file = () =>
      previewFile(new Request(`http://localhost/api/preview/${token}/files/${pdf.sha256}`), {
        params: Promise.resolve({ token, sha: pdf.sha256 }),
      });
    expect((await openPreview(token)).ok).toBe(true);
    // Found for the link (the test stores no file on disk, so 404 from the file store, not 410).
    expect((await file()).status).toBe(404);

    await requestWithdrawal(editor, id, 'Posted by mistake.');
    await approveWithdrawal(approver, id);
    expect(await openPreview(token)).toEqual({ ok: false, reason: 'gone' });
    const gone = await file();
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('no longer works');

    const refused = await handlePreviewMint(formPost(id), id);
    expect(refused.headers.get('location')).toBe(`/en/admin/items/${id}?error=invalid-state`);
  });

  it('ends a link when its version is no longer the one under review', async () => {
    signedIn = editor;
    const item = await createDraft(editor, 'exchangeAnnouncement', content);
    const first = await handlePreviewMint(formPost(item.id), item.id);
    const token = /\/preview\/([A-Za-z0-9_-]+)/.exec(first.headers.get('location') ?? '')![1];
    expect(await openPreview(token)).toMatchObject({ ok: true, grant: { version: 1 } });
    await submitItem(editor, item.id);
    await approveItem(approver, item.id, { publishAt: 'now' });
    await goLiveDue({ now: new Date(Date.now() + 1000) });
    // A correction: version 2 is now under review, so version 1's link ends.
    await saveDraft(editor, item.id, { ...content, title: { th: 'แก้ไข', en: 'Corrected' } });
    expect(await openPreview(token)).toEqual({ ok: false, reason: 'gone' });
  });
});
