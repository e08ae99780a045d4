/** @jest-environment node */
import { admin, approver, at, editor, T0 } from './testing/documents';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { getSetNews } from '@/lib/backend';
import { rebuildSearchIndex, searchSite } from '@/lib/search/server';
import { listAuditEntries } from '@/lib/store/accounts-store';
import { getDatabase } from '@/lib/store/db';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { scanForNewItems } from '@/lib/store/email-alerts/dispatch';
import { parseSearchQuery } from '@/lib/search-engine/query';
import { documentUrl } from './documents';
import {
  approveItem,
  approveWithdrawal,
  createDraft,
  dueMeetingDocuments,
  getItem,
  goLiveDue,
  itemHistory,
  livePopup,
  rejectItem,
  requestWithdrawal,
  saveDraft,
  submitItem,
  versionDiff,
  withdrawnDocument,
  type Actor,
} from './server';

const otherEditor: Actor = { id: 'u-editor-2', email: 'editor2@example.com', role: 'editor' };

const pdf = (n: number) => ({ sha256: n.toString(16).padStart(64, '0'), name: `notice-${n}.pdf`, pages: 2 });
let titleSeq = 0;

function announcement(title: string, release = '2026-11-26T09:30') {
  return {
    title: { th: `${title} ไทย`, en: title },
    date: '2026-11-26',
    document: { th: pdf(1), en: pdf(2) },
    setReleaseAt: release,
  };
}

async function submitted(
  content: Record<string, unknown> = announcement(`Zephyrine ${(titleSeq += 1)}`),
  kind = 'exchangeAnnouncement',
) {
  const item = await createDraft(editor, kind, content, { now: T0 });
  return (await submitItem(editor, item.id, { now: T0 })).item;
}

const englishTitles = async () => ((await getSetNews('en')) || []).map((item) => item.new_set_title);
const rows = async (sql: string, args: (string | number)[] = []) =>
  (await (await getDatabase()).execute({ sql, args })).rows.map((row) => ({ ...row }));

/** An announcement submitted, approved and gone live at(30), and the id of its rows on the list. */
async function liveNow(title: string) {
  const item = await submitted(announcement(title));
  await approveItem(approver, item.id, { publishAt: 'now' }, { now: at(30) });
  await goLiveDue({ now: at(30) });
  const [{ id: key }] = await rows('SELECT new_set_id AS id FROM set_news WHERE new_set_title = ?', [title]);
  return { item, key };
}

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('newsroom', {}, engine);
  beforeAll(async () => {
    // The alert lists' first scan (baseline) is behind us, as on a running site.
    await scanForNewItems();
  });

  describe('the workflow on the server', () => {
    it('takes a draft through submission, approval and the scheduled minute to the site', async () => {
      const draft = await createDraft(
        editor,
        'exchangeAnnouncement',
        { title: { th: 'ร่าง', en: 'Half' } },
        { now: T0 },
      );
      expect(draft).toMatchObject({ state: 'draft', version: 1, liveVersion: null });
      await expect(submitItem(editor, draft.id, { now: T0 })).rejects.toMatchObject({ code: 'incomplete' });
      await saveDraft(editor, draft.id, announcement('Quillfeather dividend'), { now: T0 });
      const { item } = await submitItem(editor, draft.id, { now: T0 });
      expect(item.state).toBe('submitted');

      const { item: scheduled } = await approveItem(approver, item.id, { publishAt: '2026-11-26T10:00' }, { now: T0 });
      expect(scheduled).toMatchObject({
        state: 'scheduled',
        publishAt: '2026-11-26T03:00:00.000Z',
        decidedBy: approver.id,
      });

      expect(await goLiveDue({ now: at(59) })).toEqual([]);
      expect(await englishTitles()).not.toContain('Quillfeather dividend');
      const refresh = jest.fn();
      const went = await goLiveDue({ now: at(60), refresh });
      expect(went).toEqual([
        { id: item.id, kind: 'exchangeAnnouncement', version: 1, call: 'setNews', correction: false, alerted: 'new' },
      ]);
      expect(refresh).toHaveBeenCalledWith(['setNews']);
      const [live] = ((await getSetNews('en')) || []).filter((row) => row.new_set_title === 'Quillfeather dividend');
      expect(live.new_set_pdf_url).toBe(documentUrl(pdf(2)));
      expect(await getItem(item.id)).toMatchObject({ state: 'live', liveVersion: 1 });
      expect(
        await rows("SELECT baseline, fanned_out_at FROM alert_items WHERE call = 'new_set' AND item_key = ?", [
          JSON.stringify([live.new_set_id]),
        ]),
      ).toEqual([{ baseline: 0, fanned_out_at: null }]);
    });

    it('refuses steps the role does not have, and audits the refusal', async () => {
      const item = await submitted();
      await expect(approveItem(editor, item.id, { publishAt: 'now' }, { now: T0 })).rejects.toMatchObject({
        code: 'four-eyes',
      });
      await expect(approveItem(otherEditor, item.id, { publishAt: 'now' }, { now: T0 })).rejects.toMatchObject({
        code: 'forbidden',
      });
      await expect(createDraft(approver, 'pressRelease', {}, { now: T0 })).rejects.toMatchObject({ code: 'forbidden' });
      // An admin approves for now, but scheduling a later time is the approver's (lib/accounts/roles.ts).
      await expect(approveItem(admin, item.id, { publishAt: '2026-11-27T10:00' }, { now: T0 })).rejects.toMatchObject({
        code: 'forbidden',
      });
      const denied = (await listAuditEntries({ action: 'denied' })).map((entry) => [entry.actor, entry.object]);
      expect(denied).toEqual(
        expect.arrayContaining([
          [editor.email, 'content.approve'],
          [otherEditor.email, 'content.approve'],
          [approver.email, 'content.draft'],
          [admin.email, 'content.schedule'],
        ]),
      );
      expect((await getItem(item.id))!.state).toBe('submitted');
    });

    it('holds four eyes for every role: the submitter never approves or rejects, even as an approver or admin', async () => {
      const item = await submitted();
      for (const role of ['approver', 'admin'] as const) {
        const promoted: Actor = { ...editor, role };
        await expect(approveItem(promoted, item.id, { publishAt: 'now' }, { now: T0 })).rejects.toMatchObject({
          code: 'four-eyes',
        });
        await expect(rejectItem(promoted, item.id, 'no', { now: T0 })).rejects.toMatchObject({ code: 'four-eyes' });
      }
      expect((await getItem(item.id))!.state).toBe('submitted');
      const { item: approved } = await approveItem(admin, item.id, { publishAt: 'now' }, { now: at(31) });
      expect(approved.state).toBe('scheduled');
    });

    it('sends a rejection back to the editor with its reason; the next edit is a new version', async () => {
      const item = await submitted();
      await expect(rejectItem(approver, item.id, '   ', { now: T0 })).rejects.toMatchObject({ code: 'invalid' });
      await expect(rejectItem(approver, item.id, 'x'.repeat(1001), { now: T0 })).rejects.toMatchObject({
        code: 'invalid',
      });
      const rejected = await rejectItem(approver, item.id, 'The date is wrong', { now: T0 });
      expect(rejected).toMatchObject({ state: 'rejected', rejectReason: 'The date is wrong' });
      const edited = await saveDraft(editor, item.id, { ...announcement('Fixed'), date: '2026-11-25' }, { now: at(1) });
      expect(edited).toMatchObject({ state: 'draft', version: 2 });
      expect(await versionDiff(item.id, 1, 2)).toEqual(
        expect.arrayContaining([{ field: 'date', before: '2026-11-26', after: '2026-11-25' }]),
      );
    });

    it('refuses a step from the wrong state, and a second decision on the same submission', async () => {
      const item = await submitted();
      await expect(saveDraft(editor, item.id, announcement('Sneaky'), { now: T0 })).rejects.toMatchObject({
        code: 'invalid-state',
      });
      await approveItem(approver, item.id, { publishAt: '2026-11-26T11:00' }, { now: T0 });
      await expect(approveItem(admin, item.id, { publishAt: 'now' }, { now: T0 })).rejects.toMatchObject({
        code: 'invalid-state',
      });
      await expect(getItem('x'.repeat(65))).resolves.toBeNull();
      await expect(submitItem(editor, 'no-such-item', { now: T0 })).rejects.toMatchObject({ code: 'not-found' });
    });
  });

  describe('the SET release gate', () => {
    it('refuses a time before the SET release, saying why, and takes the release time itself', async () => {
      const item = await submitted(announcement('Gatekeeper', '2026-11-26T16:30'));
      const early = approveItem(approver, item.id, { publishAt: '2026-11-26T16:29' }, { now: T0 });
      await expect(early).rejects.toMatchObject({ code: 'set-gate' });
      await expect(early).rejects.toThrow('before the SET release time 2026-11-26 16:30 Bangkok time');
      await expect(approveItem(admin, item.id, { publishAt: 'now' }, { now: T0 })).rejects.toMatchObject({
        code: 'set-gate',
      });
      const { item: scheduled } = await approveItem(approver, item.id, { publishAt: '2026-11-26T16:30' }, { now: T0 });
      expect(scheduled.publishAt).toBe('2026-11-26T09:30:00.000Z');
    });

    it('never goes live before the release, even when the stored time was changed by hand', async () => {
      const item = await submitted(announcement('Handmade', '2026-11-26T20:00'));
      await approveItem(approver, item.id, { publishAt: '2026-11-26T20:00' }, { now: T0 });
      await (
        await getDatabase()
      ).execute({ sql: 'UPDATE newsroom_items SET publish_at = ? WHERE id = ?', args: [T0.toISOString(), item.id] });
      expect((await goLiveDue({ now: at(1) })).map((went) => went.id)).not.toContain(item.id);
      expect((await getItem(item.id))!.state).toBe('scheduled');
    });

    it('refuses a malformed or past "Publish at"', async () => {
      const item = await submitted();
      await expect(
        approveItem(approver, item.id, { publishAt: '26/11/2026 10:00' }, { now: T0 }),
      ).rejects.toMatchObject({
        code: 'schedule',
      });
      await expect(
        approveItem(approver, item.id, { publishAt: '2026-11-26T08:00' }, { now: T0 }),
      ).rejects.toMatchObject({
        code: 'schedule',
      });
    });
  });

  describe('corrections and the version history', () => {
    it('puts a corrected version live in place of the first, with a diff and a history, alerting nobody again', async () => {
      const { item, key } = await liveNow('Correctable original');
      const alertBefore = await rows(
        "SELECT id, found_at, fanned_out_at FROM alert_items WHERE call = 'new_set' AND item_key = ?",
        [JSON.stringify([key])],
      );

      const correction = await saveDraft(editor, item.id, announcement('Correctable corrected'), { now: at(40) });
      expect(correction).toMatchObject({ state: 'draft', version: 2, liveVersion: 1 });
      // The live version stays on the site while the correction is in the workflow.
      expect(await englishTitles()).toContain('Correctable original');
      expect(await englishTitles()).not.toContain('Correctable corrected');
      await submitItem(editor, item.id, { now: at(41) });
      await approveItem(approver, item.id, { publishAt: 'now' }, { now: at(42) });
      expect((await goLiveDue({ now: at(42) })).filter((went) => went.id === item.id)).toEqual([
        expect.objectContaining({ version: 2, correction: true, alerted: 'none' }),
      ]);

      expect(
        await rows('SELECT new_set_id AS id, new_set_title AS title FROM set_news WHERE new_set_id = ? ORDER BY lang', [
          Number(key),
        ]),
      ).toEqual([
        { id: key, title: 'Correctable corrected' },
        { id: key, title: 'Correctable corrected ไทย' },
      ]);
      expect(
        await rows("SELECT id, found_at, fanned_out_at FROM alert_items WHERE call = 'new_set' AND item_key = ?", [
          JSON.stringify([key]),
        ]),
      ).toEqual(alertBefore);
      expect(await versionDiff(item.id, 1, 2)).toEqual([
        { field: 'title', lang: 'th', before: 'Correctable original ไทย', after: 'Correctable corrected ไทย' },
        { field: 'title', lang: 'en', before: 'Correctable original', after: 'Correctable corrected' },
      ]);
      const history = await itemHistory(item.id);
      expect(history!.versions.map((version) => [version.version, version.wentLiveAt !== null])).toEqual([
        [1, true],
        [2, true],
      ]);
      expect(history!.events.map((event) => `${event.version}:${event.event}`)).toEqual([
        '1:create',
        '1:submit',
        '1:approve',
        '1:go-live',
        '2:edit',
        '2:submit',
        '2:approve',
        '2:go-live',
      ]);
    });

    it('alerts subscribers again when the approver ticks it', async () => {
      const { item, key } = await liveNow('Realerted original');
      await (
        await getDatabase()
      ).execute({
        sql: "UPDATE alert_items SET fanned_out_at = 'x' WHERE call = 'new_set' AND item_key = ?",
        args: [JSON.stringify([key])],
      });
      await saveDraft(editor, item.id, announcement('Realerted corrected'), { now: at(40) });
      await submitItem(editor, item.id, { now: at(40) });
      await approveItem(approver, item.id, { publishAt: 'now', alertAgain: true }, { now: at(45) });
      expect((await goLiveDue({ now: at(45) })).filter((went) => went.id === item.id)).toEqual([
        expect.objectContaining({ alerted: 'again' }),
      ]);
      expect(
        await rows("SELECT found_at, fanned_out_at FROM alert_items WHERE call = 'new_set' AND item_key = ?", [
          JSON.stringify([key]),
        ]),
      ).toEqual([{ found_at: at(45).toISOString(), fanned_out_at: null }]);
    });
  });

  describe('withdrawal', () => {
    it('needs an approver other than who asked, then takes the item off the lists and marks its documents gone', async () => {
      const item = await submitted(announcement('Withdrawable'));
      await approveItem(approver, item.id, { publishAt: 'now' }, { now: at(30) });
      await goLiveDue({ now: at(30) });
      expect(await englishTitles()).toContain('Withdrawable');
      await expect(approveWithdrawal(approver, item.id, { now: at(31) })).rejects.toMatchObject({
        code: 'invalid-state',
      });
      await requestWithdrawal(editor, item.id, 'Filed by mistake', { now: at(31) });
      await expect(approveWithdrawal({ ...editor, role: 'approver' }, item.id, { now: at(32) })).rejects.toMatchObject({
        code: 'four-eyes',
      });
      await expect(approveWithdrawal(admin, item.id, { now: at(32) })).rejects.toMatchObject({ code: 'forbidden' });
      const refresh = jest.fn();
      const withdrawn = await approveWithdrawal(approver, item.id, { now: at(33), refresh });
      expect(withdrawn).toMatchObject({ state: 'withdrawn', withdrawnAt: at(33).toISOString() });
      // With its document URLs, for the shared cache to drop their 200 (lib/newsroom/site-refresh.ts).
      expect(refresh).toHaveBeenCalledWith(expect.arrayContaining([documentUrl(pdf(2))]));
      expect(await englishTitles()).not.toContain('Withdrawable');
      expect(await withdrawnDocument(documentUrl(pdf(2)))).toBe(at(33).toISOString());
      expect(await withdrawnDocument('/documents/files/other.pdf')).toBeNull();
    });

    it('a refused withdrawal leaves the item live', async () => {
      const item = await submitted(announcement('Staying'));
      await approveItem(approver, item.id, { publishAt: 'now' }, { now: at(30) });
      await goLiveDue({ now: at(30) });
      await requestWithdrawal(editor, item.id, 'Maybe', { now: at(31) });
      expect(await rejectItem(approver, item.id, 'It is correct', { now: at(32) })).toMatchObject({ state: 'live' });
      expect(await englishTitles()).toContain('Staying');
    });
  });

  describe('going live', () => {
    it('happens exactly once when two runners in two processes reach the same items at once', async () => {
      // Enough items that the two runs overlap: each runner's list of due items holds some the other publishes.
      const items = [];
      for (let n = 0; n < 12; n += 1)
        items.push(await submitted(announcement(n === 0 ? 'Exactlyonce' : `Exactlyonce ${n}`)));
      for (const item of items) await approveItem(approver, item.id, { publishAt: '2026-11-26T12:00' }, { now: T0 });
      // Two processes, as two instances would be (the lease keeps them apart as a rule; the claim holds
      // without it), told to go at the same moment once both have opened the store.
      const runner = () => {
        const child = spawn(
          path.resolve('node_modules/.bin/tsx'),
          ['--import', './scripts/server-only-stub.mjs', 'lib/newsroom/testing/run-due.ts', at(180).toISOString()],
          {
            env: { ...process.env, IR_DB_PATH: process.env.IR_DB_PATH },
          },
        );
        let out = '';
        const ready = new Promise<void>((resolve) =>
          child.stdout.on('data', (chunk: Buffer) => ((out += chunk.toString()), out.includes('ready\n') && resolve())),
        );
        const done = new Promise<string[]>((resolve, reject) =>
          child.on('close', (code) =>
            code === 0
              ? resolve(JSON.parse(out.trim().split('\n').pop()!) as string[])
              : reject(new Error(`runner exited ${code}`)),
          ),
        );
        return { child, ready, done };
      };
      const runners = [runner(), runner()];
      await Promise.all(runners.map((run) => run.ready));
      for (const run of runners) run.child.stdin.write('go\n');
      const runs = await Promise.all(runners.map((run) => run.done));
      for (const item of items) expect(runs.flat().filter((id) => id === item.id)).toHaveLength(1);
      const events = await rows(
        `SELECT item_id, COUNT(*) AS n FROM newsroom_events WHERE event = 'go-live' AND item_id IN (${items.map(() => '?').join(', ')}) GROUP BY item_id`,
        items.map((item) => item.id),
      );
      expect(events.map((row) => row.n)).toEqual(items.map(() => 1));
      expect(await rows("SELECT COUNT(*) AS n FROM set_news WHERE new_set_title LIKE 'Exactlyonce%'")).toEqual([
        { n: 24 },
      ]);
      const [{ id: key }] = await rows("SELECT new_set_id AS id FROM set_news WHERE new_set_title = 'Exactlyonce'");
      expect(
        await rows("SELECT COUNT(*) AS n FROM alert_items WHERE call = 'new_set' AND item_key = ?", [
          JSON.stringify([key]),
        ]),
      ).toEqual([{ n: 1 }]);
      // Two TypeScript processes starting on a busy machine.
    }, 120_000);

    it('shows nothing of a draft, a submission or a scheduled item on the public getters or the search', async () => {
      const word = 'Xylograph';
      await createDraft(editor, 'exchangeAnnouncement', announcement(`${word} draft`), { now: T0 });
      await submitted(announcement(`${word} submitted`));
      const scheduled = await submitted(announcement(`${word} scheduled`));
      await approveItem(approver, scheduled.id, { publishAt: '2026-12-01T10:00' }, { now: T0 });
      const mine = async () => (await englishTitles()).filter((title) => title.includes(word));
      const search = async () => {
        await rebuildSearchIndex();
        const result = await searchSite({
          locale: 'en',
          query: parseSearchQuery(word.toLowerCase()),
          section: null,
          year: null,
          page: 1,
        });
        return result.status === 'ok' ? result.results.hits.map((hit) => hit.title) : result.status;
      };
      expect(await mine()).toEqual([]);
      expect(await search()).toEqual([]);
      await goLiveDue({ now: new Date('2026-12-01T03:00:00Z') });
      expect(await mine()).toEqual([`${word} scheduled`]);
      expect(await search()).toEqual([`${word} scheduled`]);
    }, 60_000);

    it('sends a version its list refuses back to the editor instead of trying it every run', async () => {
      const item = await submitted({ year: 2024, quarter: 1, document: { shared: pdf(9) } }, 'financialStatements');
      // The seed already holds the statements of 2024 Q1: the table's key refuses a second.
      await approveItem(approver, item.id, { publishAt: 'now' }, { now: at(200) });
      expect(await goLiveDue({ now: at(200) })).toEqual([]);
      expect(await getItem(item.id)).toMatchObject({
        state: 'rejected',
        rejectReason: expect.stringContaining('Could not go live'),
      });
    });

    it('writes every step to the audit log', async () => {
      const entries = await listAuditEntries({ action: 'content' });
      const events = new Set(entries.map((entry) => JSON.parse(entry.detail).event));
      expect([...events].sort()).toEqual([
        'approve',
        'approve-withdrawal',
        'create',
        'edit',
        'go-live',
        'go-live-failed',
        'reject',
        'request-withdrawal',
        'submit',
      ]);
      expect(entries.some((entry) => entry.actor === 'scheduler')).toBe(true);
    });
  });

  describe('shareholder meetings and the popup', () => {
    const meeting = (role: string, meetingDate: string) => ({
      title: { th: 'หนังสือเชิญประชุม', en: `AGM 2027 ${role}` },
      meetingYear: 2027,
      meetingType: 0,
      meetingDate,
      role,
      document: { shared: pdf(7) },
    });

    it('warns when an invitation would go live less than 28 days before the meeting, naming the SET principle', async () => {
      const late = await submitted(meeting('invitation', '2026-12-20'), 'meetingDocument');
      const { warnings } = await approveItem(approver, late.id, { publishAt: 'now' }, { now: at(300) });
      expect(warnings).toEqual([
        {
          code: 'meeting-invitation-late',
          message: expect.stringContaining("SET's good corporate governance principles"),
          values: { days: 24, meetingDate: '2026-12-20' },
        },
      ]);
      expect(warnings[0].message).toContain('24 day(s) before the meeting');
      const early = await submitted(meeting('invitation', '2027-01-30'), 'meetingDocument');
      expect((await approveItem(approver, early.id, { publishAt: 'now' }, { now: at(300) })).warnings).toEqual([]);
      const minutes = await submitted(meeting('minutes', '2026-12-20'), 'meetingDocument');
      expect((await approveItem(approver, minutes.id, { publishAt: 'now' }, { now: at(300) })).warnings).toEqual([]);
    });

    it('lists the meeting documents due: invitation 28 days before, minutes within 14 days, results the next working day', async () => {
      await submitted(meeting('invitation', '2027-04-23'), 'meetingDocument');
      const due = (await dueMeetingDocuments(T0)).filter((row) => row.meeting.date === '2027-04-23');
      expect(due.map(({ document, dueOn, state }) => [document, dueOn, state])).toEqual([
        ['invitation', '2027-03-26', 'due'],
        // Friday 23 April: the next working day is Monday 26 April.
        ['results', '2027-04-26', 'due'],
        ['minutes', '2027-05-07', 'due'],
      ]);
    });

    it('serves the popup only once it is live', async () => {
      const item = await createDraft(
        editor,
        'popup',
        { title: { th: 'ประกาศ', en: 'Notice' }, detail: { th: 'รายละเอียด', en: 'Details' } },
        { now: T0 },
      );
      await submitItem(editor, item.id, { now: T0 });
      expect(await livePopup('en')).toBeNull();
      await approveItem(approver, item.id, { publishAt: 'now' }, { now: at(400) });
      expect(await livePopup('en')).toBeNull();
      await goLiveDue({ now: at(400) });
      expect(await livePopup('en')).toEqual({ title: 'Notice', detail: 'Details', link: null });
      // A correction replaces it once live; the draft in between is never served.
      await saveDraft(
        editor,
        item.id,
        { title: { th: 'ประกาศใหม่', en: 'New notice' }, detail: { th: 'รายละเอียด', en: 'Details' } },
        { now: at(401) },
      );
      expect(await livePopup('en')).toEqual({ title: 'Notice', detail: 'Details', link: null });
      await submitItem(editor, item.id, { now: at(401) });
      await approveItem(approver, item.id, { publishAt: 'now' }, { now: at(402) });
      expect((await goLiveDue({ now: at(402) })).filter((went) => went.id === item.id)).toEqual([
        expect.objectContaining({ call: null, correction: true, alerted: 'none' }),
      ]);
      expect(await livePopup('th')).toEqual({ title: 'ประกาศใหม่', detail: 'รายละเอียด', link: null });
    });
  });
});
