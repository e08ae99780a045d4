/** @jest-environment node */
import { editor } from './testing/documents';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// The signed-in account is the test's: signIn() of ./testing/route-stand-ins.ts.
type StandIns = typeof import('./testing/route-stand-ins');
jest.mock('@/lib/accounts/server', () =>
  jest.requireActual<StandIns>('./testing/route-stand-ins').workspaceServerStandIn(),
);
jest.mock('next-intl/server', () => jest.requireActual<StandIns>('./testing/route-stand-ins').translationsStandIn());

import { signIn } from './testing/route-stand-ins';
import { listAuditEntries } from '@/lib/backend';
import { stopPdfChecker } from '@/lib/uploads';
import { pdfWithForgedEncrypt, pdfWithPages } from '@/lib/uploads/upload-fixtures';
import { getItem, listItems } from './items';
import { handleItemForm, handleUpload } from './server';
import { postForm as post, withUploadStore } from './testing/form-requests';

jest.setTimeout(60_000);

const uploads = withUploadStore('item-form-routes');
afterAll(() => stopPdfChecker());

const stored = () => readdirSync(uploads).filter((name) => name.endsWith('.pdf'));
const formRoute = (kind: string, next = '/en/admin/items/{id}') =>
  `/api/workspace/items/form?kind=${kind}&next=${encodeURIComponent(next)}`;

let threePages: Buffer;
let onePage: Buffer;
beforeAll(async () => {
  threePages = await pdfWithPages(3);
  onePage = await pdfWithPages(1);
});

describe('the item form posted without JavaScript', () => {
  it('creates a draft with a PDF per language, audits each upload, and goes to the item page', async () => {
    signIn(editor);
    const reply = await handleItemForm(
      post(formRoute('annualReport'), [
        { name: 'title_th', value: 'รายงานประจำปี 2568' },
        { name: 'title_en', value: 'Annual report 2025' },
        { name: 'image_th', value: '/images/ar-th.png' },
        { name: 'image_en', value: '/images/ar-en.png' },
        { name: 'document_th_ref', value: '' },
        { name: 'document_en_ref', value: '' },
        { name: 'texts_end', value: '1' },
        { name: 'document_th', filename: 'รายงาน ประจำปี.pdf', content: threePages },
        { name: 'document_en', filename: '../annual report.pdf', content: onePage },
        { name: 'intent', value: 'save' },
      ]),
      null,
    );
    expect(reply.status).toBe(303);
    const location = reply.headers.get('location')!;
    expect(location).toMatch(/^\/en\/admin\/items\/[0-9a-f-]{36}\?done=1$/);
    const item = (await getItem(location.split('/')[4].split('?')[0]))!;
    expect(item).toMatchObject({ kind: 'annualReport', state: 'draft' });
    expect(item.content).toEqual({
      title: { th: 'รายงานประจำปี 2568', en: 'Annual report 2025' },
      image: { th: '/images/ar-th.png', en: '/images/ar-en.png' },
      document: {
        th: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/), name: 'รายงาน ประจำปี.pdf', pages: 3 },
        en: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/), name: 'annual report.pdf', pages: 1 },
      },
    });
    expect(stored()).toHaveLength(2);
    const audit = await listAuditEntries({ limit: 50 });
    const uploadsAudited = audit.filter((entry) => entry.object.startsWith('upload:'));
    expect(uploadsAudited.map((entry) => JSON.parse(entry.detail) as Record<string, unknown>)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ step: 'upload', pages: 3, size: threePages.length }),
        expect.objectContaining({ step: 'upload', pages: 1, size: onePage.length }),
      ]),
    );
  });

  it('saves an incomplete item it was asked to submit, and sends it back to its edit page with error=incomplete', async () => {
    signIn(editor);
    const reply = await handleItemForm(
      post(formRoute('pressRelease', '/admin/items/{id}'), [
        { name: 'title_th', value: 'ข่าวประชาสัมพันธ์' },
        { name: 'date', value: '2026-11-26' },
        { name: 'texts_end', value: '1' },
        { name: 'intent', value: 'submit' },
      ]),
      null,
    );
    expect(reply.status).toBe(303);
    const location = reply.headers.get('location')!;
    expect(location).toMatch(/^\/admin\/items\/[0-9a-f-]{36}\/edit\?error=incomplete$/);
    const item = (await getItem(location.split('/')[3]))!;
    expect(item).toMatchObject({ state: 'draft', content: { title: { th: 'ข่าวประชาสัมพันธ์' }, date: '2026-11-26' } });

    // Completed on its edit page, submitted: on to the item page.
    const done = await handleItemForm(
      post(`/api/workspace/items/${item.id}/form?next=${encodeURIComponent('/admin/items/{id}')}`, [
        { name: 'title_th', value: 'ข่าวประชาสัมพันธ์' },
        { name: 'title_en', value: 'Press release' },
        { name: 'date', value: '2026-11-26' },
        { name: 'link_th', value: 'https://example.com/th' },
        { name: 'link_en', value: 'https://example.com/en' },
        { name: 'texts_end', value: '1' },
        { name: 'intent', value: 'submit' },
      ]),
      item.id,
    );
    expect(done.headers.get('location')).toBe(`/admin/items/${item.id}?done=1`);
    expect((await getItem(item.id))!.state).toBe('submitted');
  });

  it('refuses an encrypted PDF: nothing stored, the text kept as a draft, the edit page told why', async () => {
    signIn(editor);
    const before = stored();
    const drafts = (await listItems()).length;
    const reply = await handleItemForm(
      post(formRoute('analystReport'), [
        { name: 'title', value: 'บทวิเคราะห์' },
        { name: 'texts_end', value: '1' },
        { name: 'document_shared', filename: 'locked.pdf', content: pdfWithForgedEncrypt() },
      ]),
      null,
    );
    const location = reply.headers.get('location')!;
    expect(location).toMatch(/^\/en\/admin\/items\/[0-9a-f-]{36}\/edit\?error=encrypted$/);
    expect(stored()).toEqual(before);
    expect(await listItems()).toHaveLength(drafts + 1);
    expect((await getItem(location.split('/')[4]))!.content).toEqual({ title: 'บทวิเคราะห์' });
  });

  it('answers a script with JSON naming the page, and refuses an unknown kind', async () => {
    signIn(editor);
    const reply = await handleItemForm(
      post(
        formRoute('pressRelease'),
        [
          { name: 'title_en', value: 'x'.repeat(301) },
          { name: 'texts_end', value: '1' },
        ],
        'application/json',
      ),
      null,
    );
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({
      error: 'invalid',
      fields: [{ name: 'title_en', problem: 'too-long' }],
      next: '/en/admin/items/{id}/edit',
    });
    expect((await handleItemForm(post(formRoute('horoscope'), []), null)).headers.get('location')).toBe(
      '/en/admin/items/new?error=invalid',
    );
  });
});

describe('POST /api/workspace/uploads', () => {
  it('stores a PDF and answers its reference and page count', async () => {
    signIn(editor);
    const reply = await handleUpload(
      post(
        '/api/workspace/uploads?lang=en',
        [{ name: 'file', filename: 'notice.pdf', content: threePages }],
        'application/json',
      ),
    );
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({
      files: [{ field: 'file', sha256: expect.stringMatching(/^[0-9a-f]{64}$/), name: 'notice.pdf', pages: 3 }],
    });
  });

  it.each([
    ['not a PDF', Buffer.from('PK\u0003\u0004 a zip file'), 400, 'not-pdf', 'notice.pdf is not a PDF'],
    ['encrypted', pdfWithForgedEncrypt(), 400, 'encrypted', 'password-protected'],
    ['empty', Buffer.alloc(0), 400, 'empty', 'is empty'],
  ])('refuses a file that is %s, stores nothing and says why', async (_what, content, status, error, message) => {
    signIn(editor);
    const before = stored();
    const reply = await handleUpload(
      post('/api/workspace/uploads?lang=en', [{ name: 'file', filename: 'notice.pdf', content }], 'application/json'),
    );
    expect(reply.status).toBe(status);
    expect(await reply.json()).toEqual({ error, message: expect.stringContaining(message) });
    expect(stored()).toEqual(before);
    expect(readdirSync(path.join(uploads, '.partial'))).toEqual([]);
  });

  it('answers in Thai by default, and refuses a file in another field', async () => {
    signIn(editor);
    const reply = await handleUpload(
      post(
        '/api/workspace/uploads',
        [{ name: 'file', filename: 'a.pdf', content: Buffer.from('hello') }],
        'application/json',
      ),
    );
    expect(((await reply.json()) as { message: string }).message).toContain('ไม่ใช่ไฟล์ PDF');
    expect(
      (
        await handleUpload(
          post(
            '/api/workspace/uploads',
            [{ name: 'other', filename: 'a.pdf', content: threePages }],
            'application/json',
          ),
        )
      ).status,
    ).toBe(400);
  });
});
