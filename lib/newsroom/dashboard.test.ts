/** @jest-environment node */
import { admin, approver, editor, T0 } from './testing/documents';
import { recordAudit } from '@/lib/accounts';
import { getDatabase } from '@/lib/store/db';
import { scanForNewItems } from '@/lib/store/email-alerts/dispatch';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import {
  approveItem,
  createDraft,
  goLiveDue,
  itemTitle,
  readDashboard,
  rejectItem,
  requestWithdrawal,
  submitItem,
  type Actor,
} from './server';

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('dashboard', {}, engine);

  const otherEditor: Actor = { id: 'u-editor-2', email: 'editor2@example.com', role: 'editor' };

  const release = (title: string) => ({
    title: { th: `${title} ไทย`, en: title },
    date: '2026-11-26',
    link: { th: 'https://example.com/th', en: 'https://example.com/en' },
  });
  const ids = (items: { id: string }[]) => items.map((item) => item.id);

  async function submittedBy(actor: Actor, title: string) {
    const draft = await createDraft(actor, 'pressRelease', release(title), { now: T0 });
    return (await submitItem(actor, draft.id, { now: T0 })).item;
  }

  beforeAll(async () => {
    // The alert lists' first scan is behind us, as on a running site.
    await scanForNewItems();
  });

  describe('the dashboard', () => {
    it('lists for approval only what someone else submitted, and only to those who may approve', async () => {
      const mine = await submittedBy({ ...editor, role: 'editor' }, 'Mine');
      const theirs = await submittedBy(otherEditor, 'Theirs');
      // The submitter, promoted to approver, still never sees their own submission as awaiting them.
      const promoted = await readDashboard({ id: editor.id, role: 'approver' }, T0);
      expect(ids(promoted.awaiting)).toContain(theirs.id);
      expect(ids(promoted.awaiting)).not.toContain(mine.id);
      expect(ids((await readDashboard(approver, T0)).awaiting)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      expect((await readDashboard(otherEditor, T0)).awaiting).toEqual([]);
    });

    it('shows scheduled items soonest first, drafts with rejections and their reason, and what went live in 30 days', async () => {
      const later = await submittedBy(editor, 'Later');
      const sooner = await submittedBy(editor, 'Sooner');
      await approveItem(approver, later.id, { publishAt: '2026-11-28T10:00' }, { now: T0 });
      await approveItem(approver, sooner.id, { publishAt: '2026-11-27T10:00' }, { now: T0 });
      const rejected = await submittedBy(editor, 'Refused');
      await rejectItem(approver, rejected.id, 'The link is wrong', { now: T0 });
      const draft = await createDraft(editor, 'financialStatements', { year: 2026, quarter: 3 }, { now: T0 });

      const dashboard = await readDashboard(editor, T0);
      const scheduled = ids(dashboard.scheduled);
      expect(scheduled.indexOf(sooner.id)).toBeLessThan(scheduled.indexOf(later.id));
      expect(dashboard.scheduled.find((item) => item.id === sooner.id)?.publishAt).toBe('2026-11-27T03:00:00.000Z');
      expect(dashboard.drafts.find((item) => item.id === rejected.id)).toMatchObject({
        state: 'rejected',
        rejectReason: 'The link is wrong',
      });
      expect(ids(dashboard.drafts)).toContain(draft.id);
      expect(itemTitle(draft, 'th')).toBe('2026 Q3');
      expect(itemTitle(sooner, 'th')).toBe('Sooner ไทย');

      await goLiveDue({ now: new Date('2026-11-27T03:00:00Z') });
      const after = await readDashboard(editor, new Date('2026-11-27T04:00:00Z'));
      expect(ids(after.recentlyLive)).toContain(sooner.id);
      expect(ids(after.scheduled)).not.toContain(sooner.id);
      expect(ids((await readDashboard(editor, new Date('2026-12-28T04:00:00Z'))).recentlyLive)).not.toContain(
        sooner.id,
      );
    });

    it('lists a withdrawal request for approval to approvers other than who asked, never to an admin', async () => {
      const item = await submittedBy(editor, 'To withdraw');
      await approveItem(approver, item.id, { publishAt: 'now' }, { now: T0 });
      await goLiveDue({ now: new Date(T0.getTime() + 60_000) });
      await requestWithdrawal(otherEditor, item.id, 'Sent by mistake', { now: T0 });
      expect(ids((await readDashboard(approver, T0)).awaiting)).toContain(item.id);
      // An admin approves content but not withdrawals (lib/accounts/roles.ts).
      expect(ids((await readDashboard(admin, T0)).awaiting)).not.toContain(item.id);
      // The one who asked never decides, whatever their role.
      expect(ids((await readDashboard({ id: otherEditor.id, role: 'approver' }, T0)).awaiting)).not.toContain(item.id);
    });

    it('lists my own submissions and withdrawal requests awaiting someone else, with a first approval, until decided', async () => {
      const mine = await submittedBy(editor, 'Awaiting others');
      const theirs = await submittedBy(otherEditor, 'Not mine');
      let dashboard = await readDashboard(editor, T0);
      expect(ids(dashboard.mine)).toContain(mine.id);
      expect(ids(dashboard.mine)).not.toContain(theirs.id);
      // Never awaiting my own approval, nor among my drafts, while it awaits someone else.
      expect(ids(dashboard.awaiting)).not.toContain(mine.id);
      expect(ids(dashboard.drafts)).not.toContain(mine.id);
      expect(dashboard.mine.find((item) => item.id === mine.id)).toMatchObject({
        state: 'submitted',
        submittedAt: T0.toISOString(),
      });

      // A first approval by the admin who made my account: still awaiting a second approver.
      const made = new Date(T0.getTime() - 86_400_000);
      await (
        await getDatabase()
      ).execute({
        sql: `INSERT INTO auth_users (id, name, email, "emailVerified", "createdAt", "updatedAt", role) VALUES (?, ?, ?, TRUE, ?, ?, 'editor')`,
        args: ['u-new-editor', 'New editor', 'new-editor@example.com', made.toISOString(), made.toISOString()],
      });
      await recordAudit({ actor: admin.email, action: 'add-user', object: 'new-editor@example.com' }, made);
      const newEditor: Actor = { id: 'u-new-editor', email: 'new-editor@example.com', role: 'editor' };
      const second = await submittedBy(newEditor, 'Needs two');
      expect((await approveItem(admin, second.id, { publishAt: 'now' }, { now: T0 })).secondApprovalNeeded).toBe(true);
      expect((await readDashboard(newEditor, T0)).mine.find((item) => item.id === second.id)).toMatchObject({
        state: 'submitted',
        firstApprovedBy: admin.id,
      });

      // Decided: no longer awaiting anyone.
      await approveItem(approver, mine.id, { publishAt: '2026-11-27T10:00' }, { now: T0 });
      dashboard = await readDashboard(editor, T0);
      expect(ids(dashboard.mine)).not.toContain(mine.id);
      expect(ids(dashboard.scheduled)).toContain(mine.id);

      // A withdrawal I asked for awaits an approver; its asker sees it, the item's editor does not.
      await goLiveDue({ now: new Date('2026-11-27T03:00:00Z') });
      const later = new Date('2026-11-27T04:00:00Z');
      await requestWithdrawal(otherEditor, mine.id, 'Wrong figures', { now: later });
      expect((await readDashboard(otherEditor, later)).mine.find((item) => item.id === mine.id)).toMatchObject({
        state: 'withdrawal-requested',
        withdrawalRequestedBy: otherEditor.id,
      });
      expect(ids((await readDashboard(editor, later)).mine)).not.toContain(mine.id);
    });
  });

  describe('the exchange’s rules on the dashboard', () => {
    const pdf = { sha256: 'b'.repeat(64), name: 'set-notice.pdf', pages: 1 };
    const announcement = (title: string, release: string) => ({
      title: { th: `${title} ไทย`, en: title },
      date: '2026-11-26',
      document: { shared: pdf },
      setReleaseAt: release,
    });

    it('lists the exchange announcements under way with their SET release time, flagging a "Publish at" before it', async () => {
      const submittedAnnouncement = async (title: string, release: string) => {
        const draft = await createDraft(editor, 'exchangeAnnouncement', announcement(title, release), { now: T0 });
        await submitItem(editor, draft.id, { now: T0 });
        return draft;
      };
      const submitted = await submittedAnnouncement('Gate submitted', '2026-11-26T16:30');
      const scheduled = await submittedAnnouncement('Gate scheduled', '2026-11-26T16:30');
      await approveItem(approver, scheduled.id, { publishAt: '2026-11-26T16:30' }, { now: T0 });
      // A "Publish at" moved before the release by hand: going live holds it back, the dashboard flags it.
      const early = await submittedAnnouncement('Gate early', '2026-11-26T18:00');
      await approveItem(approver, early.id, { publishAt: '2026-11-26T18:00' }, { now: T0 });
      await (
        await getDatabase()
      ).execute({
        sql: 'UPDATE newsroom_items SET publish_at = ? WHERE id = ?',
        args: ['2026-11-26T10:00:00.000Z', early.id],
      });

      const rows = (await readDashboard(editor, T0)).setGate;
      const row = (id: string) => rows.find((candidate) => candidate.item.id === id);
      expect(row(early.id)).toMatchObject({
        flag: 'early',
        release: '2026-11-26T11:00:00.000Z',
        publishAt: '2026-11-26T10:00:00.000Z',
      });
      expect(row(scheduled.id)).toMatchObject({
        flag: 'clear',
        release: '2026-11-26T09:30:00.000Z',
        publishAt: '2026-11-26T09:30:00.000Z',
      });
      expect(row(submitted.id)).toMatchObject({ flag: 'clear', release: '2026-11-26T09:30:00.000Z', publishAt: null });
      expect(rows[0].flag).toBe('early');
      // Going live at the flagged time waits for the release.
      await goLiveDue({ now: new Date('2026-11-26T10:30:00Z') });
      const after = (await readDashboard(approver, new Date('2026-11-26T10:30:00Z'))).setGate;
      expect(after.find((candidate) => candidate.item.id === early.id)).toMatchObject({
        flag: 'early',
        item: { state: 'scheduled' },
      });
      // The one on time went live: no longer under way.
      expect(after.find((candidate) => candidate.item.id === scheduled.id)).toBeUndefined();
    });

    it('lists the quarters whose results date passed with nothing published, linking a draft, until one goes live', async () => {
      const quarter = (year: number, q: number, resultsDate: string) => ({
        year,
        quarter: q,
        totalRevenue: 4_000_000,
        salesRevenue: 3_900_000,
        grossProfit: 1_300_000,
        netProfit: 500_000,
        resultsDate,
      });
      // The seed's quarters end with 2025-Q3: on 26 November 2026 the four quarters ended since are all due.
      let overdue = (await readDashboard(editor, T0)).resultsOverdue;
      expect(overdue.map((row) => `${row.year}-q${row.quarter} ${row.dueOn} ${row.source}`)).toEqual([
        '2025-q4 2026-03-01 deadline',
        '2026-q1 2026-05-15 deadline',
        '2026-q2 2026-08-14 deadline',
        '2026-q3 2026-11-14 deadline',
      ]);
      expect(overdue.every((row) => row.item === null)).toBe(true);

      const draft = await createDraft(editor, 'quarterlyResults', quarter(2026, 2, '2026-08-07'), { now: T0 });
      const published = await createDraft(editor, 'quarterlyResults', quarter(2026, 1, '2026-05-12'), { now: T0 });
      await submitItem(editor, published.id, { now: T0 });
      await approveItem(approver, published.id, { publishAt: 'now' }, { now: T0 });
      await goLiveDue({ now: new Date(T0.getTime() + 60_000) });

      overdue = (await readDashboard(editor, T0)).resultsOverdue;
      expect(overdue.find((row) => row.quarter === 2 && row.year === 2026)).toEqual({
        year: 2026,
        quarter: 2,
        dueOn: '2026-08-07',
        source: 'item',
        item: { id: draft.id, state: 'draft' },
      });
      expect(overdue.find((row) => row.quarter === 1 && row.year === 2026)).toBeUndefined();
      // An admin, who approves, sees them too.
      expect((await readDashboard(admin, T0)).resultsOverdue).toHaveLength(3);
    });
  });
});
