/** @jest-environment node */
import { announcementContent, testPdf } from './testing/items';
import { approver, editor } from './testing/documents';
import type { Actor } from './items';

// The session, origin and CSRF checks are lib/accounts' workspaceAction (its own tests and e2e/accounts);
// here the signed-in account is whoever the test says, and the rest of the route runs for real.
let signedIn: Actor;
jest.mock('@/lib/accounts/server', () =>
  jest
    .requireActual<typeof import('@/lib/testing/workspace-stand-in')>('@/lib/testing/workspace-stand-in')
    .workspaceDoorStandIn(() => signedIn, { permissions: false, redirectForms: false }),
);

import { handleItemCreate, handleItemList, handleItemStep, MAX_BODY_BYTES } from './server';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { recordUploads } from './upload-records';

const pdf = testPdf;
const content = announcementContent('2099-01-01T09:00');

const post = (url: string, body: string, type = 'application/json') =>
  new Request(`http://localhost${url}`, { method: 'POST', body, headers: { 'content-type': type } });
const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('newsroom-routes', {}, engine);

  async function submittedId(): Promise<string> {
    signedIn = editor;
    // The editor uploaded the PDF (POST /api/workspace/uploads records it): an item may name only such a one.
    await recordUploads(editor, [{ sha256: pdf.sha256, pages: pdf.pages, size: 1000 }]);
    const created = await json(
      await handleItemCreate(post('/api/workspace/items', JSON.stringify({ kind: 'exchangeAnnouncement', content }))),
    );
    expect(created.status).toBe(201);
    const id = (created.body.item as { id: string }).id;
    expect((await handleItemStep(post(`/api/workspace/items/${id}/submit`, ''), id, 'submit')).status).toBe(200);
    return id;
  }

  it('answers 400 with the fields at fault, and writes nothing, for a malformed draft', async () => {
    signedIn = editor;
    const bad = await json(
      await handleItemCreate(
        post(
          '/api/workspace/items',
          JSON.stringify({ kind: 'exchangeAnnouncement', content: { title: { en: 'x'.repeat(301) }, colour: 1 } }),
        ),
      ),
    );
    expect(bad).toEqual({
      status: 400,
      body: {
        error: 'invalid',
        message: 'Some fields are not valid.',
        fields: expect.arrayContaining([
          { field: 'colour', problem: 'unknown-field' },
          { field: 'title', lang: 'en', problem: 'too-long' },
        ]),
      },
    });
    expect(
      (await json(await handleItemCreate(post('/api/workspace/items', JSON.stringify({ kind: 'horoscope' }))))).status,
    ).toBe(400);
    expect((await json(await handleItemCreate(post('/api/workspace/items', '{"kind":')))).body).toMatchObject({
      error: 'body',
    });
    expect((await json(await handleItemCreate(post('/api/workspace/items', '[1]')))).status).toBe(400);
    expect((await handleItemCreate(post('/api/workspace/items', 'x'.repeat(MAX_BODY_BYTES + 1)))).status).toBe(413);
    expect((await json(await handleItemList(new Request('http://localhost/api/workspace/items')))).body.items).toEqual(
      [],
    );
  });

  it('refuses approval by the submitter (403, four eyes) and a time before the SET release (400, why)', async () => {
    const id = await submittedId();
    signedIn = { ...editor, role: 'approver' };
    const own = await json(
      await handleItemStep(
        post(`/api/workspace/items/${id}/approve`, 'publishAt=now', 'application/x-www-form-urlencoded'),
        id,
        'approve',
      ),
    );
    expect(own).toMatchObject({ status: 403, body: { error: 'four-eyes' } });
    signedIn = approver;
    const early = await json(
      await handleItemStep(
        post(`/api/workspace/items/${id}/approve`, JSON.stringify({ publishAt: '2098-12-31T09:00' })),
        id,
        'approve',
      ),
    );
    expect(early).toMatchObject({
      status: 400,
      body: { error: 'set-gate', message: expect.stringContaining('SET release time') },
    });
    const approved = await json(
      await handleItemStep(
        post(
          `/api/workspace/items/${id}/approve`,
          'publishAt=2099-01-01T09%3A00&alertAgain=on',
          'application/x-www-form-urlencoded',
        ),
        id,
        'approve',
      ),
    );
    expect(approved).toMatchObject({
      status: 200,
      body: { item: { state: 'scheduled', publishAt: '2099-01-01T02:00:00.000Z' }, warnings: [] },
    });
    expect(
      (
        await json(
          await handleItemStep(post(`/api/workspace/items/${id}/approve`, '{"publishAt":"now"}'), id, 'approve'),
        )
      ).status,
    ).toBe(409);
  });

  it('answers 404 for an unknown step or item, 400 for an unknown filter', async () => {
    signedIn = editor;
    expect((await handleItemStep(post('/api/workspace/items/x/publish', '{}'), 'x', 'publish')).status).toBe(404);
    expect((await handleItemStep(post('/api/workspace/items/x/submit', '{}'), 'x', 'submit')).status).toBe(404);
    expect((await handleItemList(new Request('http://localhost/api/workspace/items?state=published'))).status).toBe(
      400,
    );
  });

  it('reads the item page\'s approval form: "at" takes its Bangkok date and time, an empty one is refused', async () => {
    const id = await submittedId();
    signedIn = approver;
    const form = (body: string) =>
      post(`/api/workspace/items/${id}/approve`, body, 'application/x-www-form-urlencoded');
    expect(await json(await handleItemStep(form('publishAt=at&publishAtTime='), id, 'approve'))).toMatchObject({
      status: 400,
      body: { error: 'schedule' },
    });
    const approved = await json(
      await handleItemStep(form('publishAt=at&publishAtTime=2099-01-02T10%3A15'), id, 'approve'),
    );
    expect(approved).toMatchObject({
      status: 200,
      body: { item: { state: 'scheduled', publishAt: '2099-01-02T03:15:00.000Z' } },
    });
  });

  describe('a document is a PDF its editor uploaded, with the page count the server read', () => {
    const stored = { sha256: 'b'.repeat(64), name: 'one-page.pdf', pages: 1 };
    const create = (document: unknown) =>
      handleItemCreate(
        post(
          '/api/workspace/items',
          JSON.stringify({ kind: 'exchangeAnnouncement', content: { ...content, document: { shared: document } } }),
        ),
      );

    it('ignores the page count the client sends: the approver sees the count the check read', async () => {
      await recordUploads(editor, [{ sha256: stored.sha256, pages: 1, size: 900 }]);
      signedIn = editor;
      const created = await json(await create({ ...stored, pages: 9999 }));
      expect(created.status).toBe(201);
      expect(created.body.item).toMatchObject({
        content: { document: { shared: { sha256: stored.sha256, pages: 1 } } },
      });
      const id = (created.body.item as { id: string }).id;
      const saved = await json(
        await handleItemStep(
          post(
            `/api/workspace/items/${id}/save`,
            JSON.stringify({ content: { ...content, document: { shared: { ...stored, pages: 42 } } } }),
          ),
          id,
          'save',
        ),
      );
      expect(saved.body.item).toMatchObject({ content: { document: { shared: { pages: 1 } } } });
    });

    it('refuses a hash that is not stored, or that only someone else uploaded (400, at the field), and creates nothing', async () => {
      const before = (
        (await json(await handleItemList(new Request('http://localhost/api/workspace/items')))).body.items as unknown[]
      ).length;
      signedIn = editor;
      const unknown = await json(await create({ sha256: 'c'.repeat(64), name: 'x.pdf', pages: 3 }));
      expect(unknown).toMatchObject({
        status: 400,
        body: { error: 'invalid', fields: [{ field: 'document', problem: 'unknown-document' }] },
      });
      await recordUploads(approver, [{ sha256: 'd'.repeat(64), pages: 5, size: 100 }]);
      const foreign = await json(await create({ sha256: 'd'.repeat(64), name: 'y.pdf', pages: 5 }));
      expect(foreign).toMatchObject({
        status: 400,
        body: { error: 'invalid', fields: [{ field: 'document', problem: 'unknown-document' }] },
      });
      expect(
        (
          (await json(await handleItemList(new Request('http://localhost/api/workspace/items')))).body
            .items as unknown[]
        ).length,
      ).toBe(before);
    });

    it('lets another editor keep a document the item already holds, and no other', async () => {
      const id = await submittedId();
      signedIn = approver;
      await json(
        await handleItemStep(
          post(`/api/workspace/items/${id}/reject`, JSON.stringify({ reason: 'Fix the title.' })),
          id,
          'reject',
        ),
      );
      const other: Actor = { id: 'e2', email: 'editor2@example.com', role: 'editor' };
      signedIn = other;
      const kept = await json(
        await handleItemStep(
          post(
            `/api/workspace/items/${id}/save`,
            JSON.stringify({ content: { ...content, title: { th: 'ใหม่', en: 'New' } } }),
          ),
          id,
          'save',
        ),
      );
      expect(kept).toMatchObject({
        status: 200,
        body: { item: { content: { document: { shared: { sha256: pdf.sha256, pages: 1 } } } } },
      });
      const swapped = await json(
        await handleItemStep(
          post(
            `/api/workspace/items/${id}/save`,
            JSON.stringify({ content: { ...content, document: { shared: { ...stored } } } }),
          ),
          id,
          'save',
        ),
      );
      expect(swapped).toMatchObject({
        status: 400,
        body: { fields: [{ field: 'document', problem: 'unknown-document' }] },
      });
    });
  });
});
