/** @jest-environment node */
import { approver, at, editor, T0 } from './testing/documents';
import { quarterContent } from './testing/items';
import { getQuarterlyResults, getResultsTranscripts } from '@/lib/backend';
import { rebuildSearchIndex, searchSite } from '@/lib/search/server';
import { parseSearchQuery } from '@/lib/search-engine/query';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { entitiesOf, missingFields, NO_SPEAKER, readContent, transcriptEntitiesOf } from './content';
import { contentToForm, formProblems, formToContent } from './form-schema';
import { CONTENT_KINDS } from './kinds';
import {
  approveItem,
  approveWithdrawal,
  createDraft,
  getItem,
  goLiveDue,
  requestWithdrawal,
  saveDraft,
  submitItem,
} from './server';

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('results-kind', {}, engine);

  const TRANSCRIPT_EN =
    '00:00:05 Chief Executive: Revenue grew in every segment Quintarelle.\n00:01:10 Chief Financial Officer: Margins held.';
  const TRANSCRIPT_TH = 'WEBVTT\n\n00:00:05.000 --> 00:00:09.000\n<v ประธานเจ้าหน้าที่บริหาร>รายได้เติบโตทุกกลุ่มธุรกิจ\n';

  const quarter = (overrides: Record<string, unknown> = {}) =>
    quarterContent({
      netProfit: -12345.25,
      presales: 5000000,
      backlog: 9000000,
      equity: 20000000,
      shares: 2_000_000_000,
      resultsDate: '2027-02-25',
      webcast: 'https://www.youtube-nocookie.com/embed/q4call',
      transcriptTh: TRANSCRIPT_TH,
      transcriptEn: TRANSCRIPT_EN,
      ...overrides,
    });

  describe('the quarterly results kind', () => {
    it('fills the quarterly_results columns, one row: the transcripts go to their own call', () => {
      expect(CONTENT_KINDS.quarterlyResults).toMatchObject({
        call: 'quarterlyResults',
        bilingual: false,
        transcripts: { th: 'transcriptTh', en: 'transcriptEn' },
      });
      const read = readContent('quarterlyResults', quarter());
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      expect(missingFields('quarterlyResults', read.content)).toEqual([]);
      expect(entitiesOf('quarterlyResults', read.content)).toEqual([
        {
          entity: {
            year: 2026,
            quarter: 4,
            total_revenue: 4321098.5,
            sales_revenue: 4200000,
            gross_profit: 1400000,
            net_profit: -12345.25,
            presales: 5000000,
            backlog: 9000000,
            equity: 20000000,
            shares: 2_000_000_000,
            // Computed, never entered: the net profit over the shares, to four decimals.
            eps: -0.0062,
            results_date: '2027-02-25',
            webcast_link: 'https://www.youtube-nocookie.com/embed/q4call',
          },
        },
      ]);
      expect(transcriptEntitiesOf('quarterlyResults', read.content)).toEqual([
        {
          lang: 'th',
          entity: {
            year: 2026,
            quarter: 4,
            seq: 1,
            start_seconds: 5,
            speaker: 'ประธานเจ้าหน้าที่บริหาร',
            paragraph_text: 'รายได้เติบโตทุกกลุ่มธุรกิจ',
          },
        },
        {
          lang: 'en',
          entity: {
            year: 2026,
            quarter: 4,
            seq: 1,
            start_seconds: 5,
            speaker: 'Chief Executive',
            paragraph_text: 'Revenue grew in every segment Quintarelle.',
          },
        },
        {
          lang: 'en',
          entity: {
            year: 2026,
            quarter: 4,
            seq: 2,
            start_seconds: 70,
            speaker: 'Chief Financial Officer',
            paragraph_text: 'Margins held.',
          },
        },
      ]);
      // A paragraph naming no speaker still has one for the contract's check.
      const plain = readContent('quarterlyResults', { year: 2026, quarter: 4, transcriptEn: '00:00:01 Welcome.' });
      expect(plain.ok && transcriptEntitiesOf('quarterlyResults', plain.content)[0].entity.speaker).toBe(NO_SPEAKER);
    });

    it('refuses figures out of bounds or with more than four decimals, webcasts the page cannot play, and bad transcripts with the parser’s code', () => {
      const read = readContent(
        'quarterlyResults',
        quarter({
          totalRevenue: 2e9,
          backlog: 0.12345,
          webcast: 'https://www.youtube.com/watch?v=q4call',
          transcriptEn: 'Good afternoon.',
          transcriptTh: '00:10:00 A: later\n00:05:00 B: earlier',
        }),
      );
      expect(read).toEqual({
        ok: false,
        errors: [
          { field: 'totalRevenue', problem: 'invalid' },
          { field: 'backlog', problem: 'invalid' },
          { field: 'webcast', problem: 'invalid' },
          { field: 'transcriptTh', problem: 'transcript.outOfOrder' },
          { field: 'transcriptEn', problem: 'transcript.noTime' },
        ],
      });
      expect(readContent('quarterlyResults', { webcast: `/videos/${'a'.repeat(64)}.mp4` }).ok).toBe(true);
      expect(readContent('quarterlyResults', { webcast: `/videos/${'a'.repeat(64)}.avi` }).ok).toBe(false);
      expect(
        readContent('quarterlyResults', { transcriptEn: 'WEBVTT\n\n00:00:09.000 --> 00:00:05.000\nBackwards' }),
      ).toEqual({ ok: false, errors: [{ field: 'transcriptEn', problem: 'transcript.endBeforeStart' }] });
      expect(readContent('quarterlyResults', { transcriptEn: `00:00:01 ${'x'.repeat(150_001)}` })).toEqual({
        ok: false,
        errors: [{ field: 'transcriptEn', problem: 'too-long' }],
      });
    });

    it('has a form schema that gives the same errors, field by field, and maps decimals both ways', () => {
      const values = contentToForm('quarterlyResults', quarter() as never);
      expect(values).toMatchObject({
        totalRevenue: '4321098.5',
        netProfit: '-12345.25',
        shares: '2000000000',
        year: '2026',
      });
      expect(formToContent('quarterlyResults', values)).toMatchObject({
        totalRevenue: 4321098.5,
        netProfit: -12345.25,
        shares: 2_000_000_000,
      });
      expect(formProblems('quarterlyResults', values, 'submit')).toEqual([]);
      expect(
        formProblems(
          'quarterlyResults',
          {
            ...values,
            totalRevenue: '12,5',
            backlog: '0.12345',
            webcast: 'https://example.com/x',
            transcriptEn: 'Good afternoon.',
            transcriptTh: '',
          },
          'submit',
        ),
      ).toEqual([
        { name: 'totalRevenue', problem: 'invalid' },
        { name: 'backlog', problem: 'invalid' },
        { name: 'webcast', problem: 'invalid' },
        { name: 'transcriptEn', problem: 'transcript.noTime' },
      ]);
      expect(
        formProblems('quarterlyResults', { year: '2026', quarter: '4' }, 'submit').map((problem) => problem.name),
      ).toEqual(['totalRevenue', 'salesRevenue', 'grossProfit', 'netProfit', 'resultsDate']);
    });
  });

  describe('a quarter going live, corrected and withdrawn', () => {
    const stored = async () =>
      ((await getQuarterlyResults()) || []).find((row) => row.year === 2026 && row.quarter === 4);
    const transcript = async (lang: 'th' | 'en') =>
      ((await getResultsTranscripts(lang)) || []).filter((row) => row.year === 2026 && row.quarter === 4);

    it('writes the figures and both transcripts in one go, replaces them on a correction and removes them on a withdrawal', async () => {
      const draft = await createDraft(editor, 'quarterlyResults', quarter(), { now: T0 });
      await submitItem(editor, draft.id, { now: T0 });
      await approveItem(approver, draft.id, { publishAt: 'now' }, { now: T0 });
      expect(await stored()).toBeUndefined();
      const refresh = jest.fn();
      expect(await goLiveDue({ now: at(1), refresh })).toEqual([
        {
          id: draft.id,
          kind: 'quarterlyResults',
          version: 1,
          call: 'quarterlyResults',
          correction: false,
          alerted: 'none',
        },
      ]);
      expect(refresh).toHaveBeenCalledWith(['quarterlyResults', 'resultsTranscripts', 'resultsDocuments']);
      expect(await stored()).toMatchObject({
        total_revenue: 4321098.5,
        net_profit: -12345.25,
        eps: -0.0062,
        shares: 2_000_000_000,
        backlog: 9000000,
        webcast_link: 'https://www.youtube-nocookie.com/embed/q4call',
      });
      expect((await transcript('en')).map((row) => [row.seq, row.speaker, row.paragraph_text])).toEqual([
        [1, 'Chief Executive', 'Revenue grew in every segment Quintarelle.'],
        [2, 'Chief Financial Officer', 'Margins held.'],
      ]);
      expect((await transcript('th')).map((row) => row.paragraph_text)).toEqual(['รายได้เติบโตทุกกลุ่มธุรกิจ']);

      // The search index reads the transcript as the Results section.
      await rebuildSearchIndex();
      const found = await searchSite({
        locale: 'en',
        query: parseSearchQuery('quintarelle'),
        section: null,
        year: null,
        page: 1,
      });
      expect(found.status === 'ok' && found.results.hits.map((hit) => hit.pagePath)).toEqual([
        '/financialinfo/results/2026-q4#t-00-00-05',
      ]);

      // A correction: new figures, one English paragraph, no Thai transcript any more.
      await saveDraft(
        editor,
        draft.id,
        quarter({
          totalRevenue: 4400000,
          transcriptEn: '00:00:07 Chief Executive: Corrected words.',
          transcriptTh: undefined,
        }),
        { now: at(2) },
      );
      await submitItem(editor, draft.id, { now: at(2) });
      await approveItem(approver, draft.id, { publishAt: 'now' }, { now: at(2) });
      expect(await goLiveDue({ now: at(3) })).toMatchObject([{ correction: true, version: 2 }]);
      expect(await stored()).toMatchObject({ total_revenue: 4400000 });
      expect((await transcript('en')).map((row) => row.paragraph_text)).toEqual(['Corrected words.']);
      expect(await transcript('th')).toEqual([]);
      expect(
        ((await getQuarterlyResults()) || []).filter((row) => row.year === 2026 && row.quarter === 4),
      ).toHaveLength(1);

      // A second item for a quarter already stored goes back to its editor, and writes nothing.
      const twin = await createDraft(
        editor,
        'quarterlyResults',
        quarter({ totalRevenue: 1, transcriptEn: '00:00:01 Someone: Should not be stored.' }),
        { now: at(4) },
      );
      await submitItem(editor, twin.id, { now: at(4) });
      await approveItem(approver, twin.id, { publishAt: 'now' }, { now: at(4) });
      expect(await goLiveDue({ now: at(5) })).toEqual([]);
      expect(await getItem(twin.id)).toMatchObject({ state: 'rejected' });
      expect(await stored()).toMatchObject({ total_revenue: 4400000 });
      expect((await transcript('en')).map((row) => row.paragraph_text)).toEqual(['Corrected words.']);

      // A withdrawal takes the quarter and its transcript off.
      await requestWithdrawal(editor, draft.id, 'Published by mistake', { now: at(6) });
      await approveWithdrawal(approver, draft.id, { now: at(6) });
      expect(await stored()).toBeUndefined();
      expect(await transcript('en')).toEqual([]);
      expect(await transcript('th')).toEqual([]);
    }, 60_000);
  });
});
