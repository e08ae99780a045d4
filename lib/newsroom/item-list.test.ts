/** @jest-environment node */
import { editor } from './testing/documents';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { createDraft, submitItem } from './items';
import { findItems, itemQueryString, ITEMS_PAGE_SIZE, readItemQuery } from './item-list';

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('item-list', {}, engine);

  const press = (th: string, en: string) => ({
    title: { th, en },
    date: '2026-11-20',
    link: { th: 'https://example.com/th', en: 'https://example.com/en' },
  });

  beforeAll(async () => {
    // Thirty press releases started in 2026, one announcement in 2025 (Bangkok time) submitted, a print clipping of one language.
    for (let index = 1; index <= 30; index += 1) {
      await createDraft(editor, 'pressRelease', press(`ข่าว ${index}`, `Release ${index}`), {
        now: new Date(Date.UTC(2026, 0, 1, 0, index)),
      });
    }
    const old = await createDraft(
      editor,
      'calendarEvent',
      {
        title: { th: 'ประชุมนักวิเคราะห์ 100%', en: 'Analyst meeting 100%' },
        detail: { th: 'ก', en: 'a' },
        date: '2025-12-01',
      },
      { now: new Date('2024-12-31T18:00:00Z') },
    );
    await submitItem(editor, old.id, { now: new Date('2025-07-01T00:00:00Z') });
    await createDraft(
      editor,
      'printMedia',
      { title: 'Clipping in the Nation', date: '2026-02-01', link: 'https://example.com/nation' },
      { now: new Date('2026-02-01T00:00:00Z') },
    );
  });

  describe('the Items page', () => {
    it('lists every item, the most recently changed first, a page at a time, with who acted last', async () => {
      const first = await findItems(readItemQuery({}));
      expect(first).toMatchObject({ total: 32, page: 1, pages: 2 });
      expect(first.rows).toHaveLength(ITEMS_PAGE_SIZE);
      expect(first.rows[0].item.kind).toBe('printMedia');
      expect(first.rows[0]).toMatchObject({ lastActor: 'editor@example.com' });
      const second = await findItems(readItemQuery({ page: '2' }));
      expect(second.rows).toHaveLength(32 - ITEMS_PAGE_SIZE);
      expect(new Set([...first.rows, ...second.rows].map((row) => row.item.id)).size).toBe(32);
      // A page beyond the last shows the last.
      expect((await findItems(readItemQuery({ page: '9' }))).page).toBe(2);
      // Started in Bangkok's 2025 and 2026: what the year filter offers.
      expect(first.years).toEqual([2026, 2025]);
    });

    it('filters by state, kind and the year it was started (Bangkok time)', async () => {
      expect((await findItems(readItemQuery({ state: 'submitted' }))).rows.map((row) => row.item.kind)).toEqual([
        'calendarEvent',
      ]);
      expect((await findItems(readItemQuery({ kind: 'printMedia' }))).total).toBe(1);
      // 2024-12-31T18:00Z is already 1 January 2025 in Bangkok; nothing else was started then.
      expect((await findItems(readItemQuery({ year: '2025' }))).total).toBe(1);
      expect((await findItems(readItemQuery({ year: '2026', kind: 'pressRelease' }))).total).toBe(30);
    });

    it('searches titles in Thai or English, a one-language title too; % and _ are letters', async () => {
      expect((await findItems(readItemQuery({ q: 'ข่าว 3' }))).rows.map((row) => row.item.content.title)).toEqual([
        { th: 'ข่าว 30', en: 'Release 30' },
        { th: 'ข่าว 3', en: 'Release 3' },
      ]);
      expect((await findItems(readItemQuery({ q: 'release 12' }))).total).toBe(1);
      expect((await findItems(readItemQuery({ q: 'nation' }))).total).toBe(1);
      expect((await findItems(readItemQuery({ q: '100%' }))).total).toBe(1);
      expect((await findItems(readItemQuery({ q: '%' }))).total).toBe(1);
      expect((await findItems(readItemQuery({ q: '_' }))).total).toBe(0);
    });

    it('bounds what the URL asks: unknown values are dropped, the search cut, the query written back without its defaults', () => {
      const query = readItemQuery({
        kind: 'nope',
        state: 'gone',
        year: '1999',
        page: '-1',
        q: `  ${'a'.repeat(300)} `,
      });
      expect(query).toEqual({ kind: null, state: null, year: null, page: 1, q: 'a'.repeat(100) });
      expect(
        itemQueryString(readItemQuery({ kind: 'pressRelease', state: 'draft', year: '2026', q: 'ข่าว', page: '2' })),
      ).toBe(`?state=draft&kind=pressRelease&year=2026&q=${encodeURIComponent('ข่าว')}&page=2`);
      expect(itemQueryString(readItemQuery({ kind: ['a', 'b'] }))).toBe('');
    });
  });
});
