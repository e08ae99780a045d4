/** @jest-environment node */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Actor } from '@/lib/newsroom/server';

// The real workspace guard; only who the session cookie belongs to is the test's (the authentication
// framework is ES modules only, which Jest does not load).
let signedIn: Actor;
jest.mock('@/lib/accounts/session', () => ({
  currentUser: async (headers: Headers) =>
    (headers.get('cookie') ?? '').includes('ir-workspace.session_token=') ? { ...signedIn, name: '' } : null,
}));
jest.mock('@/lib/accounts/server', () => jest.requireActual('@/lib/accounts/guard'));

import { withTemporaryStore } from '@/lib/testing/temporary-store';
import { stopPdfChecker } from '@/lib/uploads';
import { pdfWithPages, sha256 } from '@/lib/uploads/upload-fixtures';
import { GET } from './route';

jest.setTimeout(60_000);

const uploads = mkdtempSync(path.join(tmpdir(), 'thumbnail-route-'));
withTemporaryStore('thumbnail-route', { UPLOAD_DIR: uploads });
afterAll(async () => {
  await stopPdfChecker();
  rmSync(uploads, { recursive: true, force: true });
});

const SESSION = 'ir-workspace.session_token=the-session';

function thumbnail(hash: string, headers: Record<string, string> = { cookie: SESSION }): Promise<Response> {
  return GET(new Request(`http://localhost/api/workspace/thumbnails/${encodeURIComponent(hash)}`, { headers }), {
    params: Promise.resolve({ hash }),
  });
}

let stored: string;
beforeAll(async () => {
  const bytes = await pdfWithPages(2);
  stored = sha256(bytes);
  writeFileSync(path.join(uploads, `${stored}.pdf`), bytes);
});

describe('GET /api/workspace/thumbnails/<sha256>', () => {
  it('answers 401 without a session, and draws nothing', async () => {
    const reply = await thumbnail(stored, {});
    expect(reply.status).toBe(401);
    expect(reply.headers.get('content-type')).toBe('application/json');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(existsSync(path.join(uploads, `${stored}.thumb.png`))).toBe(false);
  });

  it('answers 400 for anything but 64 lower-case hex digits', async () => {
    signedIn = { id: 'e1', email: 'editor@example.com', role: 'editor' };
    for (const bad of [
      '',
      'x',
      stored.toUpperCase(),
      stored.slice(1),
      `${stored}.pdf`,
      `${stored}0`,
      '..%2F..%2Fir.db',
      '../ir.db',
    ]) {
      const reply = await thumbnail(bad);
      expect(reply.status).toBe(400);
      expect(((await reply.json()) as { error: string }).error).toBe('invalid');
    }
  });

  it('answers 404 for a document not stored', async () => {
    signedIn = { id: 'a1', email: 'approver@example.com', role: 'approver' };
    const reply = await thumbnail('c'.repeat(64));
    expect(reply.status).toBe(404);
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('serves a stored PDF’s page 1 as a private PNG to anyone signed in', async () => {
    signedIn = { id: 'e1', email: 'editor@example.com', role: 'editor' };
    const reply = await thumbnail(stored);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/png');
    expect(reply.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const body = Buffer.from(await reply.arrayBuffer());
    expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(body.readUInt32BE(16)).toBe(160);
    // Kept beside the PDF: the next request is served from it.
    expect(existsSync(path.join(uploads, `${stored}.thumb.png`))).toBe(true);
    const again = await thumbnail(stored, { cookie: SESSION, 'if-none-match': `"${stored}-thumb"` });
    expect(again.status).toBe(304);
  });
});
