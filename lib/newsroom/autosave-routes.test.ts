/** @jest-environment node */
import { approver, editor } from './testing/documents';
import type { Actor } from './items';

// As ./routes.test.ts: the signed-in account is whoever the test says; the routes and the store run for real.
let signedIn: Actor;
jest.mock('@/lib/accounts/server', () =>
  jest
    .requireActual<typeof import('@/lib/testing/workspace-stand-in')>('@/lib/testing/workspace-stand-in')
    .workspaceDoorStandIn(() => signedIn, { permissions: false, redirectForms: false }),
);

import { listAuditEntries } from '@/lib/store/accounts-store';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { getItem, goLiveDue, handleItemCreate, handleItemStep, itemHistory, type NewsroomItem } from './server';

// The item form's automatic save (docs/newsroom.md, Saved automatically): through the same routes as
// "Save draft", a draft or a rejected version only, nothing written when nothing changed, audited.

const title = (en: string) => ({ title: { th: `${en} ไทย`, en }, date: '2026-11-26' });

const post = (url: string, body: unknown) =>
  new Request(`http://localhost${url}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});
const step = async (as: Actor, id: string, name: string, body: unknown = {}) => {
  signedIn = as;
  return json(await handleItemStep(post(`/api/workspace/items/${id}/${name}`, body), id, name));
};
const autosave = (id: string, content: unknown) => step(editor, id, 'save', { content, autosave: true });
const itemOf = (reply: { body: Record<string, unknown> }) => reply.body.item as NewsroomItem;
const events = async (id: string) =>
  (await itemHistory(id))!.events.map((event) => [event.version, event.event, event.detail.autosave === true]);
/** The item's audit entries, oldest first. */
const auditOf = async (id: string) =>
  (await listAuditEntries({ action: 'content' }))
    .filter((entry) => entry.object === `newsroom:${id}`)
    .sort((a, b) => a.seq - b.seq)
    .map((entry) => JSON.parse(entry.detail) as Record<string, unknown>);

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('newsroom-autosave', {}, engine);

  async function created(content: unknown): Promise<string> {
    signedIn = editor;
    const reply = await json(
      await handleItemCreate(post('/api/workspace/items', { kind: 'pressRelease', content, autosave: true })),
    );
    expect(reply.status).toBe(201);
    return itemOf(reply).id;
  }

  it('creates a new item the first time, then changes that draft in place, audited as automatic', async () => {
    const id = await created(title('Quorvane'));
    expect(await events(id)).toEqual([[1, 'create', true]]);
    expect(await auditOf(id)).toEqual([expect.objectContaining({ event: 'create', version: 1, autosave: true })]);

    const saved = await autosave(id, title('Quorvane results'));
    expect(saved.status).toBe(200);
    expect(itemOf(saved)).toMatchObject({ id, state: 'draft', version: 1, content: title('Quorvane results') });
    expect(await events(id)).toEqual([
      [1, 'create', true],
      [1, 'edit', true],
    ]);
    expect((await auditOf(id)).map((detail) => [detail.event, detail.autosave])).toEqual([
      ['create', true],
      ['edit', true],
    ]);
  });

  it('writes nothing when the draft is the same, keys in another order included', async () => {
    const id = await created(title('Brellish'));
    const before = await getItem(id);
    const auditBefore = await auditOf(id);
    // The same content, its keys in another order: the same version.
    const same = await autosave(id, { date: '2026-11-26', title: { en: 'Brellish', th: 'Brellish ไทย' } });
    expect(same.status).toBe(200);
    expect(await getItem(id)).toEqual(before);
    expect(await events(id)).toEqual([[1, 'create', true]]);
    expect(await auditOf(id)).toEqual(auditBefore);
    // A save by the button is a save all the same, as before.
    expect((await step(editor, id, 'save', { content: title('Brellish') })).status).toBe(200);
    expect(await events(id)).toEqual([
      [1, 'create', true],
      [1, 'edit', false],
    ]);
  });

  it('makes a rejected version a new draft version of the same item', async () => {
    const id = await created({
      ...title('Tessaline'),
      link: { th: 'https://example.com/th', en: 'https://example.com/en' },
    });
    expect((await step(editor, id, 'submit')).status).toBe(200);
    expect((await step(approver, id, 'reject', { reason: 'Spell the name out.' })).status).toBe(200);
    const saved = await autosave(id, {
      ...title('Tessaline Holdings'),
      link: { th: 'https://example.com/th', en: 'https://example.com/en' },
    });
    expect(saved.status).toBe(200);
    expect(itemOf(saved)).toMatchObject({ id, state: 'draft', version: 2 });
    expect((await itemHistory(id))!.versions.map((version) => version.version)).toEqual([1, 2]);
    expect((await events(id)).at(-1)).toEqual([2, 'edit', true]);
  });

  it('never changes a submitted, scheduled or live item (409), though a save by the button may correct a live one', async () => {
    const content = { ...title('Ombrevale'), link: { th: 'https://example.com/th', en: 'https://example.com/en' } };
    const id = await created(content);
    expect((await step(editor, id, 'submit')).status).toBe(200);
    const submitted = await autosave(id, title('Ombrevale changed'));
    expect(submitted).toMatchObject({ status: 409, body: { error: 'invalid-state' } });

    expect((await step(approver, id, 'approve', { publishAt: 'now' })).status).toBe(200);
    expect((await autosave(id, title('Ombrevale changed'))).status).toBe(409);
    await goLiveDue({ now: new Date(Date.now() + 60_000) });
    expect((await getItem(id))!.state).toBe('live');
    const live = await autosave(id, { ...content, title: { th: 'แก้ไข', en: 'Ombrevale corrected' } });
    expect(live).toMatchObject({ status: 409, body: { error: 'invalid-state' } });
    expect(await getItem(id)).toMatchObject({ state: 'live', version: 1, content });

    const corrected = await step(editor, id, 'save', {
      content: { ...content, title: { th: 'แก้ไข', en: 'Ombrevale corrected' } },
    });
    expect(itemOf(corrected)).toMatchObject({ state: 'draft', version: 2 });
  });

  it('takes autosave as true or false only (400), and checks the content as a save does', async () => {
    const id = await created(title('Pellucine'));
    expect(await step(editor, id, 'save', { content: title('Pellucine'), autosave: 'yes' })).toMatchObject({
      status: 400,
      body: { error: 'body' },
    });
    signedIn = editor;
    expect(
      (
        await json(
          await handleItemCreate(post('/api/workspace/items', { kind: 'pressRelease', content: {}, autosave: 1 })),
        )
      ).status,
    ).toBe(400);
    expect((await autosave(id, { title: { en: 'x'.repeat(301) } })).body).toMatchObject({
      error: 'invalid',
      fields: [{ field: 'title', lang: 'en', problem: 'too-long' }],
    });
    // An approver may not edit: refused the same way as a save by the button.
    expect((await step(approver, id, 'save', { content: title('Pellucine 2'), autosave: true })).status).toBe(403);
    expect(await events(id)).toEqual([[1, 'create', true]]);
  });
});
