/** @jest-environment node */
import {
  offeredActions,
  previewDocumentUrl,
  previewEntity,
  previewPath,
  stepOutcome,
  versionDocuments,
} from './item-view';
import type { NewsroomItem } from './items';
import { storedItem } from './testing/items';

const doc = (n: number) => ({ sha256: n.toString(16).padStart(64, '0'), name: `notice-${n}.pdf`, pages: 2 });

/** A draft exchange announcement with its documents, as the store gives it, with what a test names. */
const item = (overrides: Partial<NewsroomItem>): NewsroomItem =>
  storedItem({
    content: {
      title: { th: 'ประกาศ', en: 'Notice' },
      date: '2026-11-26',
      document: { th: doc(1), en: doc(2) },
      setReleaseAt: '2026-11-26T09:30',
    },
    ...overrides,
  });

const editor = { id: 'u-editor', role: 'editor' } as const;
const approver = { id: 'u-approver', role: 'approver' } as const;
const admin = { id: 'u-admin', role: 'admin' } as const;

describe('the actions the item page offers', () => {
  it('a draft: edit and submit for the editor, nothing for an approver', () => {
    expect(offeredActions(item({}), editor)).toMatchObject({
      edit: true,
      submit: true,
      approve: false,
      reject: false,
      fourEyes: false,
    });
    expect(offeredActions(item({}), approver)).toMatchObject({
      edit: false,
      submit: false,
      approve: false,
      reject: false,
    });
  });

  it('a submission: approve (with a later time) and reject for an approver; the admin approves for now only; the editor neither', () => {
    const submitted = item({ state: 'submitted', submittedBy: 'u-editor' });
    expect(offeredActions(submitted, approver)).toMatchObject({
      approve: { schedule: true, alertAgain: false },
      reject: true,
      fourEyes: false,
    });
    expect(offeredActions(submitted, admin)).toMatchObject({
      approve: { schedule: false, alertAgain: false },
      reject: true,
    });
    expect(offeredActions(submitted, editor)).toMatchObject({
      approve: false,
      reject: false,
      edit: false,
      submit: false,
    });
  });

  it('four eyes: whoever submitted is offered no decision and told why, whatever the role', () => {
    for (const viewer of [approver, admin]) {
      const own = item({ state: 'submitted', submittedBy: viewer.id });
      expect(offeredActions(own, viewer)).toMatchObject({ approve: false, reject: false, fourEyes: true });
    }
    const asked = item({ state: 'withdrawal-requested', liveVersion: 1, withdrawalRequestedBy: 'u-approver' });
    expect(offeredActions(asked, approver)).toMatchObject({ approveWithdrawal: false, reject: false, fourEyes: true });
  });

  it('"Alert subscribers again" only for a correction of a live item', () => {
    const correction = item({ state: 'submitted', submittedBy: 'u-editor', version: 2, liveVersion: 1 });
    expect(offeredActions(correction, approver).approve).toEqual({ schedule: true, alertAgain: true });
  });

  it('a live item: a correction and a withdrawal request for the editor; a request: the approver decides', () => {
    const live = item({ state: 'live', liveVersion: 1 });
    expect(offeredActions(live, editor)).toMatchObject({ edit: true, requestWithdrawal: true, submit: false });
    const asked = item({ state: 'withdrawal-requested', liveVersion: 1, withdrawalRequestedBy: 'u-editor' });
    expect(offeredActions(asked, approver)).toMatchObject({ approveWithdrawal: true, reject: true });
    expect(offeredActions(asked, admin)).toMatchObject({ approveWithdrawal: false, reject: true });
    expect(offeredActions(asked, editor)).toMatchObject({ approveWithdrawal: false, reject: false, edit: false });
  });

  it('a scheduled version can still be rejected, not approved again', () => {
    const scheduled = item({ state: 'scheduled', submittedBy: 'u-editor', publishAt: '2026-11-27T02:00:00.000Z' });
    expect(offeredActions(scheduled, approver)).toMatchObject({ approve: false, reject: true });
  });
});

describe('the status of a form post', () => {
  it('reads done and the known refusals; anything else is a generic refusal', () => {
    expect(stepOutcome({ done: '1' })).toEqual({ done: true });
    expect(stepOutcome({ error: 'set-gate' })).toEqual({ error: 'set-gate' });
    expect(stepOutcome({ error: 'four-eyes', done: '1' })).toEqual({ error: 'four-eyes' });
    expect(stepOutcome({ error: '<script>' })).toEqual({ error: 'other' });
    expect(stepOutcome({ error: ['set-gate'] })).toBeNull();
    expect(stepOutcome({})).toBeNull();
  });
});

describe('the preview of a version', () => {
  const content = item({}).content;

  it('links documents through the token, never the public URL', () => {
    expect(previewEntity('exchangeAnnouncement', content, 'en', 'TOKEN')).toEqual({
      new_set_title: 'Notice',
      new_set_date: '2026-11-26',
      new_set_pdf_url: previewDocumentUrl('TOKEN', doc(2)),
      published_at: '2026-11-26T02:30:00.000Z',
    });
    expect(previewEntity('exchangeAnnouncement', content, 'th', 'TOKEN').new_set_pdf_url).toBe(
      `/api/preview/TOKEN/files/${doc(1).sha256}`,
    );
    const shared = previewEntity(
      'meetingDocument',
      {
        title: { th: 'เชิญ', en: 'Invitation' },
        meetingYear: 2027,
        meetingType: 0,
        meetingDate: '2027-04-20',
        role: 'invitation',
        document: { shared: doc(3) },
      },
      'en',
      'T',
    );
    expect(shared).toMatchObject({
      meeting_name: 'Invitation',
      meeting_year: 2027,
      meeting_url: `/api/preview/T/files/${doc(3).sha256}`,
    });
  });

  it('knows the documents of the version and nothing else', () => {
    expect([...versionDocuments('exchangeAnnouncement', content).keys()]).toEqual([doc(1).sha256, doc(2).sha256]);
    expect(versionDocuments('pressRelease', { title: { th: 'x', en: 'x' } }).size).toBe(0);
  });

  it('has a page in each language', () => {
    expect(previewPath('abc', 'th')).toBe('/preview/abc');
    expect(previewPath('abc', 'en')).toBe('/en/preview/abc');
  });
});
