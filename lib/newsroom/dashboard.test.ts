/** @jest-environment node */
import { scanForNewItems } from '@/lib/store/email-alerts/dispatch';
import { withTemporaryStore } from '@/lib/testing/temporary-store';
import { approveItem, createDraft, goLiveDue, itemTitle, readDashboard, rejectItem, requestWithdrawal, submitItem, type Actor } from './server';

withTemporaryStore('dashboard');

const editor: Actor = { id: 'u-editor', email: 'editor@example.com', role: 'editor' };
const otherEditor: Actor = { id: 'u-editor-2', email: 'editor2@example.com', role: 'editor' };
const approver: Actor = { id: 'u-approver', email: 'approver@example.com', role: 'approver' };
const admin: Actor = { id: 'u-admin', email: 'admin@example.com', role: 'admin' };

const T0 = new Date('2026-11-26T02:00:00Z'); // 09:00 in Bangkok
const release = (title: string) => ({ title: { th: `${title} ไทย`, en: title }, date: '2026-11-26', link: { th: 'https://example.com/th', en: 'https://example.com/en' } });
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
    expect(dashboard.drafts.find((item) => item.id === rejected.id)).toMatchObject({ state: 'rejected', rejectReason: 'The link is wrong' });
    expect(ids(dashboard.drafts)).toContain(draft.id);
    expect(itemTitle(draft, 'th')).toBe('2026 Q3');
    expect(itemTitle(sooner, 'th')).toBe('Sooner ไทย');

    await goLiveDue({ now: new Date('2026-11-27T03:00:00Z') });
    const after = await readDashboard(editor, new Date('2026-11-27T04:00:00Z'));
    expect(ids(after.recentlyLive)).toContain(sooner.id);
    expect(ids(after.scheduled)).not.toContain(sooner.id);
    expect(ids((await readDashboard(editor, new Date('2026-12-28T04:00:00Z'))).recentlyLive)).not.toContain(sooner.id);
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
});
