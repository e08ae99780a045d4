/** @jest-environment node */
import { approver, editor, T0 } from './testing/documents';
import { getAnalystContacts, getBonds, getDealerBanks, getDividends, getMajorShareholders } from '@/lib/backend';
import { getDatabase } from '@/lib/store/db';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { contentOfRows, entitiesOf, missingFields, readContent, type Content } from './content';
import {
  applyRowStep,
  contentToForm,
  errorInputNames,
  formProblems,
  formToContent,
  rowCount,
  rowInputName,
} from './form-schema';
import {
  approveItem,
  createDraft,
  factItem,
  getItem,
  goLiveDue,
  itemHistory,
  liveFactContent,
  NewsroomError,
  publishFact,
  requestWithdrawal,
  saveDraft,
  submitItem,
} from './server';

/**
 * A fact the IR team keeps (docs/newsroom.md, Facts and figures), the register of major shareholders:
 * a table edited as a table, checked on the server (its rows add up to its total), one item always
 * live, whose every version replaces the whole table.
 */

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('facts', {}, engine);

  const register = (rows: [string, string, number][], total: number): Content => ({
    asOf: '2025-12-31',
    totalShares: total,
    holders: rows.map(([th, en, shares]) => ({ name: { th, en }, shares })),
  });

  describe('a table of a fact', () => {
    const content = register(
      [
        ['บริษัท ก', 'Company A', 600],
        ['นาย ข', 'Mr B', 300],
        ['ผู้ถือหุ้นอื่น ๆ', 'Other shareholders', 100],
      ],
      1000,
    );

    it('becomes a row per line and language, numbered, with the register’s date and total on each', () => {
      expect(readContent('majorShareholders', content)).toEqual({ ok: true, content });
      const entities = entitiesOf('majorShareholders', content);
      expect(entities).toHaveLength(6);
      expect(entities[0]).toEqual({
        lang: 'th',
        entity: { position: 1, as_of: '2025-12-31', total_shares: 1000, name: 'บริษัท ก', shares: 600 },
      });
      expect(entities[5]).toEqual({
        lang: 'en',
        entity: { position: 3, as_of: '2025-12-31', total_shares: 1000, name: 'Other shareholders', shares: 100 },
      });
      // And back: what the site holds is the content its first version starts from.
      const rows = (lang: 'th' | 'en') =>
        entities
          .filter((entity) => entity.lang === lang)
          .map((entity) => entity.entity)
          .reverse();
      expect(contentOfRows('majorShareholders', { th: rows('th'), en: rows('en') })).toEqual(content);
    });

    it('refuses a malformed cell by its row, and drops a row left empty', () => {
      const read = readContent('majorShareholders', {
        ...content,
        holders: [{ name: { th: 'ก', en: 'A' }, shares: 'many' }, {}, { colour: 'red' }],
      });
      expect(read).toEqual({
        ok: false,
        errors: [
          { field: 'holders.0.shares', problem: 'invalid' },
          { field: 'holders.2.colour', problem: 'unknown-field' },
        ],
      });
      expect(readContent('majorShareholders', { holders: Array.from({ length: 51 }, () => ({ shares: 1 })) })).toEqual({
        ok: false,
        errors: [{ field: 'holders', problem: 'too-long' }],
      });
    });

    it('is incomplete until every row has its cells in both languages and the rows add up to the total', () => {
      expect(missingFields('majorShareholders', content)).toEqual([]);
      const short = register(
        [
          ['ก', 'A', 600],
          ['ข', '', 300],
        ],
        1000,
      );
      expect(missingFields('majorShareholders', short)).toEqual([
        { field: 'holders.1.name', lang: 'en', problem: 'missing' },
        { field: 'totalShares', problem: 'inconsistent' },
      ]);
    });

    it('goes to the form and back as cells, Thai beside English; an error names its cells', () => {
      const values = contentToForm('majorShareholders', content);
      expect(values).toMatchObject({
        holders_0_name_th: 'บริษัท ก',
        holders_0_name_en: 'Company A',
        holders_0_shares: '600',
        holders_2_shares: '100',
        totalShares: '1000',
      });
      expect(rowCount(values, 'holders')).toBe(3);
      expect(readContent('majorShareholders', formToContent('majorShareholders', values))).toEqual({
        ok: true,
        content,
      });
      expect(errorInputNames('majorShareholders', { field: 'holders.1.name', problem: 'missing' })).toEqual([
        'holders_1_name_th',
        'holders_1_name_en',
      ]);
      expect(errorInputNames('majorShareholders', { field: 'holders.1.shares', problem: 'invalid' })).toEqual([
        'holders_1_shares',
      ]);
    });

    it('checks a filled row’s cells in the browser as the server does; a blank row needs nothing', () => {
      const values = {
        ...contentToForm('majorShareholders', content),
        holders_1_shares: '',
        holders_2_shares: 'x',
        holders_3_name_th: '',
        holders_3_shares: '',
      };
      expect(formProblems('majorShareholders', values, 'submit')).toEqual([
        { name: 'holders_1_shares', problem: 'missing' },
        { name: 'holders_2_shares', problem: 'invalid' },
      ]);
      expect(formProblems('majorShareholders', values, 'draft')).toEqual([
        { name: 'holders_2_shares', problem: 'invalid' },
      ]);
    });

    it('moves a row up or down, or removes it, without JavaScript', () => {
      const values = contentToForm('majorShareholders', content);
      const names = (after: Record<string, unknown>) =>
        [0, 1, 2].map((index) => after[rowInputName('holders', index, 'name', 'en')]);
      expect(names(applyRowStep('majorShareholders', values, 'holders', 1, 'up'))).toEqual([
        'Mr B',
        'Company A',
        'Other shareholders',
      ]);
      expect(names(applyRowStep('majorShareholders', values, 'holders', 1, 'down'))).toEqual([
        'Company A',
        'Other shareholders',
        'Mr B',
      ]);
      const removed = applyRowStep('majorShareholders', values, 'holders', 0, 'remove');
      expect(names(removed)).toEqual(['Mr B', 'Other shareholders', undefined]);
      expect(rowCount(removed, 'holders')).toBe(2);
      expect(removed.totalShares).toBe('1000');
      // A step out of bounds changes nothing.
      expect(applyRowStep('majorShareholders', values, 'holders', 0, 'up')).toEqual(values);
    });
  });

  describe('the fact’s one item', () => {
    it('starts from the register the site shows, is refused while it does not add up, and replaces every row when it goes live', async () => {
      const live = (await liveFactContent('majorShareholders'))!;
      expect(live).toMatchObject({ asOf: '2025-09-30', totalShares: 2_454_122_453 });
      expect((live.holders as unknown[]).length).toBe(11);

      const next = register(
        [
          ['บริษัท ฮอไรซัน โฮลดิ้ง จำกัด', 'Horizon Holding Co., Ltd.', 700_000_000],
          ['ผู้ถือหุ้นอื่น ๆ', 'Other shareholders', 1_754_122_453],
        ],
        2_454_122_453,
      );
      const draft = await createDraft(
        editor,
        'majorShareholders',
        { ...next, totalShares: 2_454_122_000 },
        { now: T0 },
      );
      await expect(createDraft(editor, 'majorShareholders', next, { now: T0 })).rejects.toMatchObject({
        code: 'invalid-state',
      });
      await expect(submitItem(editor, draft.id, { now: T0 })).rejects.toMatchObject({
        code: 'incomplete',
        fields: [{ field: 'totalShares', problem: 'inconsistent' }],
      });
      await saveDraft(editor, draft.id, next, { now: T0 });
      await submitItem(editor, draft.id, { now: T0 });
      await approveItem(approver, draft.id, { publishAt: 'now' }, { now: T0 });
      expect(await goLiveDue({ now: new Date(T0.getTime() + 60_000) })).toHaveLength(1);

      const rows = (await getMajorShareholders('en')) || [];
      expect(rows.map((row) => [row.position, row.name, row.shares, row.as_of])).toEqual([
        [1, 'Horizon Holding Co., Ltd.', 700_000_000, '2025-12-31'],
        [2, 'Other shareholders', 1_754_122_453, '2025-12-31'],
      ]);
      expect(((await getMajorShareholders('th')) || []).map((row) => row.name)).toEqual([
        'บริษัท ฮอไรซัน โฮลดิ้ง จำกัด',
        'ผู้ถือหุ้นอื่น ๆ',
      ]);
      expect((await factItem('majorShareholders'))?.id).toBe(draft.id);
      // Never withdrawn: a fact always has a live version.
      await expect(requestWithdrawal(editor, draft.id, 'gone', { now: T0 })).rejects.toBeInstanceOf(NewsroomError);
    });
  });

  describe('the dividend history, a fact', () => {
    it('starts from the history the site shows; a cash dividend without its amount is refused; live, it replaces the history', async () => {
      const live = (await liveFactContent('dividends'))!;
      const payments = live.payments as Record<string, unknown>[];
      expect(payments).toHaveLength(8);
      expect(payments[0]).toEqual({
        decisionDate: '2025-11-12',
        type: 'cash',
        cashPerShare: 0.09,
        periodStart: '2025-07-01',
        periodEnd: '2025-09-30',
      });
      expect(payments.at(-1)).toMatchObject({ type: 'stock', existingShares: 10, newShares: 1 });

      // The interim dividend's exchange dates are set; a new one comes without its amount yet.
      const next = {
        payments: [
          { type: 'cash', decisionDate: '2026-02-24', periodStart: '2025-07-01', periodEnd: '2025-12-31' },
          { ...payments[0], exDate: '2025-11-26', paymentDate: '2025-12-11' },
          ...payments.slice(1),
        ],
      };
      const draft = await createDraft(editor, 'dividends', next, { now: T0 });
      await expect(submitItem(editor, draft.id, { now: T0 })).rejects.toMatchObject({
        code: 'incomplete',
        fields: [{ field: 'payments.0.cashPerShare', problem: 'inconsistent' }],
      });
      await saveDraft(
        editor,
        draft.id,
        { payments: [{ ...next.payments[0], cashPerShare: 0.2 }, ...next.payments.slice(1)] },
        { now: T0 },
      );
      await submitItem(editor, draft.id, { now: T0 });
      await approveItem(approver, draft.id, { publishAt: 'now' }, { now: T0 });
      await goLiveDue({ now: new Date(T0.getTime() + 60_000) });
      const rows = (await getDividends()) || [];
      expect(rows).toHaveLength(9);
      expect(rows[0]).toMatchObject({
        position: 1,
        decision_date: '2026-02-24',
        dividend_type: 'cash',
        cash_per_share: 0.2,
        period_end: '2025-12-31',
      });
      expect(rows[1]).toMatchObject({
        position: 2,
        ex_date: '2025-11-26',
        payment_date: '2025-12-11',
        cash_per_share: 0.09,
      });
      // Its ex-date set, the interim dividend is news for the dividends category; the rows that moved are not.
      const client = await getDatabase();
      const found = (
        await client.execute(
          "SELECT item_key, category, baseline FROM alert_items WHERE call = 'dividends' AND baseline = 0",
        )
      ).rows.map((row) => ({ ...row, item_key: JSON.parse(String(row.item_key)) as unknown }));
      // The key's JSON as each engine writes it (PostgreSQL's jsonb text has spaces): the same values.
      expect(found).toEqual([
        { item_key: ['2025-07-01', '2025-09-30', 'cash', '2025-11-26'], category: 'dividends', baseline: 0 },
      ]);
    });
  });

  describe('a fact published by the command (npm run publish -- <fact> <content.json>)', () => {
    it('goes live at once as the fact’s next version, checked as the form checks it, and refused while the team has a version in the workflow', async () => {
      const live = (await liveFactContent('dividends'))!;
      const payments = live.payments as Record<string, unknown>[];
      const T1 = new Date(T0.getTime() + 3_600_000);
      // Checked first: a payment before its ex-date is refused, and nothing is written.
      const before = await factItem('dividends');
      await expect(
        publishFact(
          'dividends',
          { payments: [{ ...payments[0], exDate: '2026-03-10', paymentDate: '2026-03-01' }, ...payments.slice(1)] },
          { now: T1 },
        ),
      ).rejects.toMatchObject({
        code: 'incomplete',
        fields: [{ field: 'payments.0.paymentDate', problem: 'inconsistent' }],
      });
      expect((await factItem('dividends'))!.version).toBe(before!.version);

      const published = await publishFact(
        'dividends',
        { payments: [{ ...payments[0], exDate: '2026-03-10', paymentDate: '2026-03-25' }, ...payments.slice(1)] },
        { now: T1 },
      );
      expect(published.id).toBe(before!.id);
      const item = (await getItem(published.id))!;
      expect(item).toMatchObject({ state: 'live', version: before!.version + 1, liveVersion: before!.version + 1 });
      expect(((await getDividends()) || [])[0]).toMatchObject({ ex_date: '2026-03-10', payment_date: '2026-03-25' });
      const history = (await itemHistory(published.id))!;
      expect(history.events.map((event) => event.event).slice(-2)).toEqual(['publish-command', 'go-live']);
      expect(history.events.at(-2)!.actor).toMatch(/^npm run publish/);

      // A version of the team's in the workflow: the command leaves it alone.
      await saveDraft(editor, published.id, { payments }, { now: T1 });
      await expect(publishFact('dividends', { payments }, { now: T1 })).rejects.toMatchObject({
        code: 'invalid-state',
      });
      expect((await getItem(published.id))!.state).toBe('draft');
      // A list's kind is no fact.
      await expect(publishFact('pressRelease' as never, {}, { now: T1 })).rejects.toBeInstanceOf(NewsroomError);
    });
  });

  describe('the analyst contacts, a fact', () => {
    it('start from the analysts the site shows; an address that is none is refused at its cell; live, the list is the version’s', async () => {
      const live = (await liveFactContent('analystContacts'))!;
      const analysts = live.analysts as Record<string, unknown>[];
      expect(analysts).toHaveLength(5);
      expect(analysts[0]).toEqual({
        securitiesCompany: { th: 'บริษัทหลักทรัพย์ พระนคร จำกัด (มหาชน)', en: 'Phra Nakhon Securities PCL' },
        analystName: { th: 'คุณวรวุฒิ ชัยมงคล', en: 'Worawut Chaimongkol' },
        email: 'worawut.c@phranakhon-sec.example.com',
      });
      const added = {
        securitiesCompany: { th: 'บริษัทหลักทรัพย์ ใหม่ จำกัด', en: 'New Securities Co., Ltd.' },
        analystName: { th: 'คุณสมชาย ใจดี', en: 'Somchai Jaidee' },
        email: 'somchai at new-sec',
      };
      const draft = await createDraft(
        editor,
        'analystContacts',
        { analysts: [...analysts.slice(1), added] },
        { now: T0 },
      );
      await expect(submitItem(editor, draft.id, { now: T0 })).rejects.toMatchObject({
        code: 'incomplete',
        fields: [{ field: 'analysts.4.email', problem: 'inconsistent' }],
      });
      await saveDraft(
        editor,
        draft.id,
        { analysts: [...analysts.slice(1), { ...added, email: 'somchai@new-sec.example.com' }] },
        { now: T0 },
      );
      await submitItem(editor, draft.id, { now: T0 });
      await approveItem(approver, draft.id, { publishAt: 'now' }, { now: T0 });
      await goLiveDue({ now: new Date(T0.getTime() + 60_000) });
      const english = (await getAnalystContacts('en')) || [];
      expect(english.map((row) => row.analyst_name)).toEqual([
        'Siriporn Kaewmanee',
        'Teerapong Intarasuwan',
        'Nattida Ruangsri',
        'Pakorn Limcharoen',
        'Somchai Jaidee',
      ]);
      expect(((await getAnalystContacts('th')) || []).at(-1)).toMatchObject({
        position: 5,
        securities_company: 'บริษัทหลักทรัพย์ ใหม่ จำกัด',
        email: 'somchai@new-sec.example.com',
      });
    });
  });

  describe('the dealer banks, a fact', () => {
    it('start from the four banks the site shows, two with a page; live, a bank without a page has none', async () => {
      const live = (await liveFactContent('dealerBanks'))!;
      const banks = live.banks as Record<string, unknown>[];
      expect(banks).toHaveLength(4);
      expect(banks.filter((bank) => typeof bank.website === 'string')).toHaveLength(2);
      expect(banks[0]).toMatchObject({
        bankName: { en: 'Siam Metro Bank Public Company Limited' },
        phone: '02-200-1000',
      });
      const draft = await createDraft(
        editor,
        'dealerBanks',
        { banks: [{ ...banks[1], website: undefined }, banks[0]] },
        { now: T0 },
      );
      await submitItem(editor, draft.id, { now: T0 });
      await approveItem(approver, draft.id, { publishAt: 'now' }, { now: T0 });
      await goLiveDue({ now: new Date(T0.getTime() + 60_000) });
      const english = (await getDealerBanks('en')) || [];
      expect(english.map((bank) => [bank.position, bank.bank_name, bank.website ?? null])).toEqual([
        [1, 'Chao Phraya Commercial Bank Public Company Limited', null],
        [2, 'Siam Metro Bank Public Company Limited', 'https://www.example.com/siam-metro-bank/bills-of-exchange'],
      ]);
    });
  });

  describe('the debentures, a fact', () => {
    it('start from the six the site shows; more outstanding than issued, or a maturity before the issue, is refused at its cell; live, the table is the version’s', async () => {
      const live = (await liveFactContent('bonds'))!;
      const bonds = live.bonds as Record<string, unknown>[];
      expect(bonds).toHaveLength(6);
      expect(bonds[0]).toEqual({
        bondSymbol: 'SHRZ263A',
        issuedSize: 1500,
        outstanding: 1500,
        issueDate: '2023-03-16',
        maturityDate: '2026-03-16',
        termYears: 3,
        interestRate: 3.45,
      });
      // The first has matured and is repaid; a new issue is added, with its dates the wrong way round at first.
      const added = {
        bondSymbol: 'SHRZ31NA',
        issuedSize: 2500,
        outstanding: 2600,
        issueDate: '2026-11-20',
        maturityDate: '2026-11-20',
        termYears: 5,
        interestRate: 3.1,
      };
      const draft = await createDraft(editor, 'bonds', { bonds: [...bonds.slice(1), added] }, { now: T0 });
      await expect(submitItem(editor, draft.id, { now: T0 })).rejects.toMatchObject({
        code: 'incomplete',
        fields: [
          { field: 'bonds.5.outstanding', problem: 'inconsistent' },
          { field: 'bonds.5.maturityDate', problem: 'inconsistent' },
        ],
      });
      await saveDraft(
        editor,
        draft.id,
        { bonds: [...bonds.slice(1), { ...added, outstanding: 2500, maturityDate: '2031-11-20' }] },
        { now: T0 },
      );
      await submitItem(editor, draft.id, { now: T0 });
      await approveItem(approver, draft.id, { publishAt: 'now' }, { now: T0 });
      await goLiveDue({ now: new Date(T0.getTime() + 60_000) });
      const rows = (await getBonds()) || [];
      expect(rows.map((row) => row.bond_symbol)).toEqual([
        'SHRZ268A',
        'SHRZ272A',
        'SHRZ27NA',
        'SHRZ285A',
        'SHRZ29OA',
        'SHRZ31NA',
      ]);
      expect(rows.at(-1)).toMatchObject({ position: 6, outstanding: 2500, maturity_date: '2031-11-20' });
    });
  });
});
