/** @jest-environment node */
import { announcementContent } from './testing/items';
import { admin, approver } from './testing/documents';
import { recordAudit } from '@/lib/accounts';
import { listAuditEntries } from '@/lib/store/accounts-store';
import { getDatabase } from '@/lib/store/db';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { offeredActions } from './item-view';
import {
  approveItem,
  createDraft,
  getItem,
  itemHistory,
  readDashboard,
  rejectItem,
  submitItem,
  type Actor,
} from './server';

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('newsroom-second-approval', {}, engine);

  const otherAdmin: Actor = { id: 'u-admin-2', email: 'admin2@example.com', role: 'admin' };
  const NOW = new Date('2026-11-26T02:00:00Z');
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
  const content = announcementContent('2026-11-26T08:00');

  /** An editor's account, added (and perhaps reset) by an admin at the times given, as the accounts module audits it. */
  async function editorMadeBy(
    id: string,
    made: { by: Actor; action: 'add-user' | 'reset'; at: Date }[],
  ): Promise<Actor> {
    const email = `${id}@example.com`;
    await (
      await getDatabase()
    ).execute({
      sql: `INSERT INTO auth_users (id, name, email, "emailVerified", "createdAt", "updatedAt", role) VALUES (?, ?, ?, TRUE, ?, ?, 'editor')`,
      args: [id, id, email, NOW.toISOString(), NOW.toISOString()],
    });
    for (const { by, action, at } of made) await recordAudit({ actor: by.email, action, object: email }, at);
    return { id, email, role: 'editor' };
  }

  async function submittedBy(editor: Actor): Promise<string> {
    const item = await createDraft(editor, 'exchangeAnnouncement', content, { now: NOW });
    await submitItem(editor, item.id, { now: NOW });
    return item.id;
  }

  describe('an approver who created or reset the submitter’s account in the last 30 days', () => {
    it('gives only the first approval: recorded, audited, flagged; a second, different approver makes it go live', async () => {
      const editor = await editorMadeBy('sock', [{ by: admin, action: 'add-user', at: daysAgo(2) }]);
      const id = await submittedBy(editor);

      const first = await approveItem(admin, id, { publishAt: 'now' }, { now: NOW });
      expect(first.secondApprovalNeeded).toBe(true);
      expect(first.item).toMatchObject({
        state: 'submitted',
        firstApprovedBy: admin.id,
        firstApprovedAt: NOW.toISOString(),
        decidedBy: null,
      });
      // In the audit log and the item's history.
      const [entry] = (await listAuditEntries({ action: 'content' })).filter(
        (row) => row.object === `newsroom:${id}` && row.detail.includes('"approve"'),
      );
      expect(JSON.parse(entry.detail)).toMatchObject({
        event: 'approve',
        secondApprovalNeeded: true,
        reason: 'approver-made-submitter-account',
      });
      expect((await itemHistory(id))!.events.map((event) => event.event)).toEqual([
        'create',
        'submit',
        'first-approval',
      ]);
      // On the dashboard of another approver, flagged; the item page offers the first approver no second approval.
      const awaiting = (await readDashboard(approver, NOW)).awaiting.find((item) => item.id === id);
      expect(awaiting?.firstApprovedBy).toBe(admin.id);
      expect(offeredActions(first.item, admin)).toMatchObject({ approve: false, secondApproval: true });
      expect(offeredActions(first.item, approver)).toMatchObject({ approve: expect.any(Object), secondApproval: true });

      // The same approver again: refused, and audited as a denial.
      await expect(approveItem(admin, id, { publishAt: 'now' }, { now: NOW })).rejects.toMatchObject({
        code: 'four-eyes',
      });
      expect((await getItem(id))!.state).toBe('submitted');

      const second = await approveItem(approver, id, { publishAt: 'now' }, { now: NOW });
      expect(second.secondApprovalNeeded).toBeUndefined();
      expect(second.item).toMatchObject({ state: 'scheduled', decidedBy: approver.id, firstApprovedBy: admin.id });
    });

    it('cannot be the second approver either when they too reset the account', async () => {
      const editor = await editorMadeBy('sock-2', [
        { by: admin, action: 'add-user', at: daysAgo(40) },
        { by: admin, action: 'reset', at: daysAgo(1) },
        { by: otherAdmin, action: 'reset', at: daysAgo(3) },
      ]);
      const id = await submittedBy(editor);
      expect((await approveItem(admin, id, { publishAt: 'now' }, { now: NOW })).item.state).toBe('submitted');
      await expect(approveItem(otherAdmin, id, { publishAt: 'now' }, { now: NOW })).rejects.toMatchObject({
        code: 'four-eyes',
      });
      const denied = (await listAuditEntries({ action: 'denied' })).find((row) => row.detail.includes(id));
      expect(denied).toMatchObject({ actor: otherAdmin.email, object: 'content.approve' });
    });

    it('a rejection clears the first approval; the next submission starts over', async () => {
      const editor = await editorMadeBy('sock-3', [{ by: admin, action: 'add-user', at: daysAgo(5) }]);
      const id = await submittedBy(editor);
      await approveItem(admin, id, { publishAt: 'now' }, { now: NOW });
      await rejectItem(approver, id, 'Wrong file.', { now: NOW });
      expect((await getItem(id))!.firstApprovedBy).toBeNull();
    });

    it('does not apply to an account made more than 30 days ago, or by someone else', async () => {
      const old = await editorMadeBy('old-hand', [{ by: admin, action: 'add-user', at: daysAgo(31) }]);
      expect((await approveItem(admin, await submittedBy(old), { publishAt: 'now' }, { now: NOW })).item.state).toBe(
        'scheduled',
      );
      const others = await editorMadeBy('colleague', [{ by: otherAdmin, action: 'add-user', at: daysAgo(1) }]);
      expect((await approveItem(admin, await submittedBy(others), { publishAt: 'now' }, { now: NOW })).item.state).toBe(
        'scheduled',
      );
    });
  });
});
