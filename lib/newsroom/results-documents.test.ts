/** @jest-environment node */
import { approver, at, editor, T0 } from './testing/documents';
import { quarterContent } from './testing/items';

// The signed-in account is the test's: signIn() of ./testing/route-stand-ins.ts.
type StandIns = typeof import('./testing/route-stand-ins');
jest.mock('@/lib/accounts/server', () =>
  jest.requireActual<StandIns>('./testing/route-stand-ins').workspaceServerStandIn(),
);
jest.mock('next-intl/server', () => jest.requireActual<StandIns>('./testing/route-stand-ins').translationsStandIn());

import { signIn } from './testing/route-stand-ins';
import { getResultsDocuments } from '@/lib/backend';
import type { FormPart } from '@/lib/uploads/upload-fixtures';
import { postForm } from './testing/form-requests';
import { loadQuarterPage } from '@/lib/results/server';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { readContent } from './content';
import { formProblems } from './form-schema';
import {
  approveItem,
  approveWithdrawal,
  createDraft,
  getItem,
  goLiveDue,
  handleItemForm,
  NewsroomError,
  requestWithdrawal,
  saveDraft,
  submitItem,
} from './server';

/**
 * The documents of a quarter chosen from the lists (docs/results.md, Managing it): checked on the
 * server, written with the quarter when its item goes live, replaced by a correction, deleted by a
 * withdrawal, and preferred by the quarter's page.
 */

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('results-documents', {}, engine);
  jest.setTimeout(60_000);

  // Demonstration items (data/seed): activity 14 is Opportunity Day Q2/2025, 15 Opportunity Day Q3/2025;
  // exchange announcement 60 the reviewed statements of Q3/2025.
  const quarter = (overrides: Record<string, unknown> = {}) =>
    quarterContent({ netProfit: 12345.25, resultsDate: '2027-02-25', ...overrides });

  const choices = async (year: number, number: number) =>
    ((await getResultsDocuments()) || [])
      .filter((row) => row.year === year && row.quarter === number)
      .map((row) => [row.role, row.choice])
      .sort();

  async function publish(id: string, minute: number) {
    await submitItem(editor, id, { now: at(minute) });
    await approveItem(approver, id, { publishAt: 'now' }, { now: at(minute) });
    return goLiveDue({ now: at(minute + 1) });
  }

  describe('the documents chosen for a quarter', () => {
    it('check their shape in the form and on the server: a choice of another role’s shape is invalid', () => {
      expect(readContent('quarterlyResults', quarter({ presentationChoice: '2025-q3' }))).toEqual({
        ok: false,
        errors: [{ field: 'presentationChoice', problem: 'invalid' }],
      });
      expect(readContent('quarterlyResults', quarter({ statementsChoice: 'none', presentationChoice: '15' })).ok).toBe(
        true,
      );
      expect(
        formProblems(
          'quarterlyResults',
          { statementsChoice: '15', presentationChoice: '', analysisChoice: 'none' },
          'draft',
        ),
      ).toEqual([{ name: 'statementsChoice', problem: 'invalid' }]);
    });

    it('refuse an item its list does not hold with a field error, and store nothing', async () => {
      await expect(
        createDraft(editor, 'quarterlyResults', quarter({ presentationChoice: '999999', announcementChoice: '60' }), {
          now: T0,
        }),
      ).rejects.toMatchObject({
        code: 'invalid',
        fields: [{ field: 'presentationChoice', problem: 'unknown-item' }],
      });
      const draft = await createDraft(editor, 'quarterlyResults', quarter({ presentationChoice: '14' }), { now: T0 });
      const error = await saveDraft(
        editor,
        draft.id,
        quarter({ presentationChoice: '14', statementsChoice: '2031-q1' }),
        { now: T0 },
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(NewsroomError);
      expect((error as NewsroomError).fields).toEqual([{ field: 'statementsChoice', problem: 'unknown-item' }]);
      // The draft keeps what it had.
      expect((await getItem(draft.id))!.content).toMatchObject({ presentationChoice: '14' });
      expect((await getItem(draft.id))!.content).not.toHaveProperty('statementsChoice');
    });

    it('without JavaScript: an unknown item is left out with its field named, the rest saved', async () => {
      signIn(editor);
      const parts: FormPart[] = [
        ...Object.entries(quarter()).map(([name, value]) => ({ name, value: String(value) })),
        { name: 'announcementChoice', value: '' },
        { name: 'statementsChoice', value: 'none' },
        { name: 'analysisChoice', value: '' },
        { name: 'presentationChoice', value: '424242' },
        { name: 'texts_end', value: '1' },
        { name: 'intent', value: 'save' },
      ];
      const request = postForm(
        `/api/workspace/items/form?kind=quarterlyResults&next=${encodeURIComponent('/en/admin/items/{id}')}`,
        parts,
      );
      const reply = await handleItemForm(request, null);
      expect(reply.status).toBe(303);
      const location = reply.headers.get('location')!;
      expect(location).toMatch(/^\/en\/admin\/items\/[0-9a-f-]{36}\/edit\?error=unknown-item-presentation$/);
      const item = (await getItem(location.split('/')[4]))!;
      expect(item.content).toMatchObject({ totalRevenue: 4321098.5, statementsChoice: 'none' });
      expect(item.content).not.toHaveProperty('presentationChoice');
    });

    it('are written with the quarter when it goes live, replaced by a correction, deleted by a withdrawal; the page prefers them', async () => {
      // The demonstration's own choice of another quarter stays untouched throughout.
      const demo = await choices(2025, 3);
      const draft = await createDraft(
        editor,
        'quarterlyResults',
        quarter({ presentationChoice: '14', announcementChoice: 'none', statementsChoice: '2025-q3' }),
        { now: at(10) },
      );
      expect(await choices(2026, 4)).toEqual([]);
      expect(await publish(draft.id, 10)).toMatchObject([{ id: draft.id, correction: false }]);
      expect(await choices(2026, 4)).toEqual([
        ['announcement', 'none'],
        ['presentation', '14'],
        ['statements', '2025-q3'],
      ]);
      const page = await loadQuarterPage({ year: 2026, quarter: 4 }, 'en');
      expect(page && page.documents).toEqual([
        { kind: 'statements', href: '/documents/financial/statements-2025-q3.pdf' },
        { kind: 'presentation', title: 'Opportunity Day Q2/2025', href: expect.stringMatching(/\.pdf$/) },
      ]);

      // A correction: another presentation, the statements matched again.
      await saveDraft(editor, draft.id, quarter({ presentationChoice: '15', announcementChoice: 'none' }), {
        now: at(20),
      });
      expect(await publish(draft.id, 20)).toMatchObject([{ correction: true, version: 2 }]);
      expect(await choices(2026, 4)).toEqual([
        ['announcement', 'none'],
        ['presentation', '15'],
      ]);
      const corrected = await loadQuarterPage({ year: 2026, quarter: 4 }, 'th');
      expect(corrected && corrected.documents.map((document) => [document.kind, document.title])).toEqual([
        ['presentation', 'Opportunity Day Q3/2025'],
      ]);

      // A withdrawal takes them off with the quarter.
      await requestWithdrawal(editor, draft.id, 'Published by mistake', { now: at(30) });
      await approveWithdrawal(approver, draft.id, { now: at(30) });
      expect(await choices(2026, 4)).toEqual([]);
      expect(await choices(2025, 3)).toEqual(demo);
    });
  });
});
