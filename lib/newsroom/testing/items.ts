import type { NewsroomItem } from '../items';

/**
 * An item as the store gives it, for the tests of pure rules over items: an exchange announcement's
 * first version, a draft created by `u-editor`, nothing decided, with what the test names.
 */
export function storedItem(overrides: Partial<NewsroomItem>): NewsroomItem {
  return {
    id: 'item-1',
    kind: 'exchangeAnnouncement',
    state: 'draft',
    version: 1,
    liveVersion: null,
    content: {},
    createdBy: 'u-editor',
    createdAt: '2026-11-26T02:00:00.000Z',
    updatedAt: '2026-11-26T02:00:00.000Z',
    submittedBy: null,
    submittedAt: null,
    decidedBy: null,
    decidedAt: null,
    rejectReason: null,
    publishAt: null,
    alertAgain: false,
    wentLiveAt: null,
    withdrawalRequestedBy: null,
    withdrawalReason: null,
    withdrawnAt: null,
    firstApprovedBy: null,
    firstApprovedAt: null,
    ...overrides,
  };
}

/** A PDF's reference, as the store records an upload: the test records the upload itself where it must be one. */
export const testPdf = { sha256: 'a'.repeat(64), name: 'notice.pdf', pages: 1 };

/** An exchange announcement's content, with one PDF for both languages, that the SET releases at `setReleaseAt`. */
export function announcementContent(setReleaseAt: string) {
  return { title: { th: 'ประกาศ', en: 'Notice' }, date: '2026-11-26', document: { shared: testPdf }, setReleaseAt };
}

/** A quarterly results item's content: the fourth quarter of 2026 with its revenue and gross profit, and what the test names. */
export function quarterContent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { year: 2026, quarter: 4, totalRevenue: 4321098.5, salesRevenue: 4200000, grossProfit: 1400000, ...overrides };
}
