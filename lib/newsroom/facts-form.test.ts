/** @jest-environment node */
import type { Actor } from './items';

// The form route's signed-in account is the test's (./testing/route-stand-ins.ts).
let signedIn: Actor;
type StandIns = typeof import('./testing/route-stand-ins');
jest.mock('@/lib/accounts/server', () => jest.requireActual<StandIns>('./testing/route-stand-ins').workspaceServerStandIn(() => signedIn));
jest.mock('next-intl/server', () => jest.requireActual<StandIns>('./testing/route-stand-ins').translationsStandIn());

import { multipartRequest, type FormPart } from '@/lib/uploads/upload-fixtures';
import { withTemporaryStore } from '@/lib/testing/temporary-store';
import { contentToForm } from './form-schema';
import { factItem, getItem, handleItemForm, liveFactContent } from './server';

/**
 * A fact's table posted without JavaScript (docs/newsroom.md, Facts and figures): a row's own button
 * moves or removes it, the draft is saved so, and the edit page shows it; three blank rows after the
 * table add rows; a cell the schema refuses is left out, the rest kept.
 */

withTemporaryStore('facts-form');
jest.setTimeout(60_000);

const editor: Actor = { id: 'u-editor', email: 'editor@example.com', role: 'editor' };

async function post(values: Record<string, string>, intent: string, id: string | null) {
  signedIn = editor;
  const parts: FormPart[] = [...Object.entries(values).map(([name, value]) => ({ name, value })), { name: 'texts_end', value: '1' }, { name: 'intent', value: intent }];
  const inner = multipartRequest(parts);
  const headers = new Headers(inner.headers);
  headers.set('accept', 'text/html');
  const path = id ? `/api/workspace/items/${id}/form` : '/api/workspace/items/form?kind=majorShareholders';
  const request = new Request(`http://localhost${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent('/admin/items/{id}')}`, { method: 'POST', headers, body: inner.body, duplex: 'half' } as RequestInit);
  const reply = await handleItemForm(request, id);
  return { status: reply.status, location: reply.headers.get('location') ?? '' };
}

describe('a fact’s table without JavaScript', () => {
  it('moves a row down and removes another by their buttons, back to the edit page; blank rows add one', async () => {
    const values = contentToForm('majorShareholders', (await liveFactContent('majorShareholders'))!) as Record<string, string>;
    // The three blank rows after the table: one of them filled.
    const posted = { ...values, holders_11_name_th: 'ใหม่', holders_11_name_en: 'New', holders_11_shares: '5', holders_12_name_th: '', holders_13_shares: '' };
    const moved = await post(posted, 'row:holders:0:down', null);
    expect(moved.status).toBe(303);
    expect(moved.location).toMatch(/^\/admin\/items\/[0-9a-f-]{36}\/edit\?done=1$/);
    const id = moved.location.split('/')[3];
    const holders = () => getItem(id).then((item) => (item!.content.holders as { name: { en: string } }[]).map((row) => row.name.en));
    expect((await holders()).slice(0, 2)).toEqual(['Mr. Somchai Wattanakul', 'Horizon Holding Co., Ltd.']);
    expect((await holders()).at(-1)).toBe('New');
    expect(await holders()).toHaveLength(12);

    const again = contentToForm('majorShareholders', (await getItem(id))!.content) as Record<string, string>;
    const removed = await post(again, 'row:holders:1:remove', id);
    expect(removed.location).toMatch(/\/edit\?done=1$/);
    expect((await holders()).slice(0, 2)).toEqual(['Mr. Somchai Wattanakul', 'Thai NVDR Co., Ltd.']);
    expect(await holders()).toHaveLength(11);
  });

  it('keeps the rest of a table when a cell is refused, and names the cell', async () => {
    const id = (await factItem('majorShareholders'))!.id;
    const values = contentToForm('majorShareholders', (await getItem(id))!.content) as Record<string, string>;
    const refused = await post({ ...values, holders_2_shares: 'many' }, 'save', id);
    expect(refused.location).toMatch(/\/edit\?error=invalid&fields=holders_2_shares%3Ainvalid/);
    const content = (await getItem(id))!.content as { holders: { shares?: number; name: { en: string } }[] };
    expect(content.holders).toHaveLength(11);
    expect(content.holders[2]).toEqual({ name: expect.objectContaining({ en: values.holders_2_name_en }) });
  });
});
