import { permits } from '@/lib/accounts';
import { getCalendarEvents, getQuarterlyResults, readItemsAskedBy, readItemsInView } from '@/lib/backend';
import { investorEvents } from '@/lib/lists';
import { bangkokToday } from '@/lib/prices';
import type { Content, Lang } from './content';
import { overdueResults, setGateRows, type OverdueResults, type SetGateRow } from './exchange-rules';
import { itemOf, listItems, type Actor, type NewsroomItem } from './items';
import { KIND_NAMES, CONTENT_KINDS, type KindName } from './kinds';
import { meetingDocumentsDue, type MeetingDocumentDue } from './meetings';

/**
 * What the workspace's dashboard lists: the meeting documents due (the 28-day invitation, minutes
 * within 14 days, results the next working day) for every meeting the newsroom knows of. Each item is
 * read in its live version when it has one, else its newest.
 */
export async function dueMeetingDocuments(now = new Date()): Promise<MeetingDocumentDue[]> {
  const kinds = KIND_NAMES.filter((kind) => CONTENT_KINDS[kind].meeting);
  const rows = await readItemsInView(kinds);
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind as KindName,
    state: row.state,
    live: row.liveVersion !== null && row.state !== 'withdrawn',
    content: JSON.parse(row.content) as Content,
  }));
  return meetingDocumentsDue(items, bangkokToday(now));
}

/** How far back "Recently live" looks. */
export const RECENTLY_LIVE_DAYS = 30;

/** Most rows of each section of the dashboard. */
export const DASHBOARD_ROWS = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the dashboard (`/admin`) lists for one person (docs/newsroom.md, Dashboard). */
export interface Dashboard {
  /**
   * Submissions by someone else, when the role may approve; withdrawal requests by someone else, when
   * it may approve withdrawals. Empty otherwise (four eyes: one's own never awaits one's approval).
   */
  awaiting: NewsroomItem[];
  /** Approved versions waiting for their "Publish at", soonest first. */
  scheduled: NewsroomItem[];
  /** Drafts and rejected versions (with their reason), most recently changed first. */
  drafts: NewsroomItem[];
  /** Items that went live in the last RECENTLY_LIVE_DAYS days, newest first. */
  recentlyLive: NewsroomItem[];
  /**
   * My own submissions awaiting someone else's decision (a first or a second approval), and the
   * withdrawals I asked for, oldest first.
   */
  mine: NewsroomItem[];
  /** Meeting documents not yet done, soonest due first. */
  meetingsDue: MeetingDocumentDue[];
  /** Scheduled and submitted exchange announcements against the SET release gate, flagged first. */
  setGate: SetGateRow[];
  /** Quarters whose results date passed with nothing published, oldest due first. */
  resultsOverdue: OverdueResults[];
}

/** A dashboard with nothing in it: what a store that cannot be read shows. */
export const EMPTY_DASHBOARD: Dashboard = {
  awaiting: [],
  mine: [],
  scheduled: [],
  drafts: [],
  recentlyLive: [],
  meetingsDue: [],
  setGate: [],
  resultsOverdue: [],
};

/** The items of one state (the newest DASHBOARD_ROWS changed). */
const inState = (state: NewsroomItem['state']) => listItems({ state, limit: DASHBOARD_ROWS });

/** Submissions and withdrawal requests `actor` may decide: never their own. */
export async function awaitingApproval(actor: Pick<Actor, 'id' | 'role'>): Promise<NewsroomItem[]> {
  const approves = permits(actor.role, actor.id, 'content.approve');
  const withdraws = permits(actor.role, actor.id, 'content.withdraw');
  const [submitted, withdrawals] = await Promise.all([
    approves ? inState('submitted') : [],
    withdraws ? inState('withdrawal-requested') : [],
  ]);
  return [
    ...submitted.filter(
      (item) =>
        item.submittedBy !== actor.id &&
        permits(actor.role, actor.id, 'content.approve', { ownerId: item.submittedBy ?? undefined }),
    ),
    ...withdrawals.filter((item) => item.withdrawalRequestedBy !== actor.id),
  ].sort((a, b) => (a.submittedAt ?? a.updatedAt).localeCompare(b.submittedAt ?? b.updatedAt));
}

/**
 * `actor`'s own items awaiting someone else: submitted by them and not yet decided (a first approval
 * given or not), or live with a withdrawal they asked for. Oldest first, by when they asked.
 */
export async function awaitingOthers(actor: Pick<Actor, 'id'>): Promise<NewsroomItem[]> {
  const rows = await readItemsAskedBy(actor.id, DASHBOARD_ROWS);
  return rows.map(itemOf).sort((a, b) => awaitingSince(a).localeCompare(awaitingSince(b)));
}

/** Since when an item awaits a decision: its submission, or the withdrawal request (its last change). */
export function awaitingSince(item: Pick<NewsroomItem, 'state' | 'submittedAt' | 'updatedAt'>): string {
  return item.state === 'withdrawal-requested' ? item.updatedAt : (item.submittedAt ?? item.updatedAt);
}

/**
 * The quarters whose results are overdue at `now` (./exchange-rules.ts): the stored quarters, the
 * investor calendar in both languages and the quarterly results items. None when the stored quarters
 * cannot be read (nothing to tell published from missing); a calendar that fails leaves its dates out.
 */
export async function overdueQuarterlyResults(now = new Date()): Promise<OverdueResults[]> {
  const [published, thai, english, items] = await Promise.all([
    getQuarterlyResults(),
    getCalendarEvents('th'),
    getCalendarEvents('en'),
    listItems({ kind: 'quarterlyResults', limit: 500 }),
  ]);
  if (!published) return [];
  const events = investorEvents([...(thai || []), ...(english || [])]);
  return overdueResults({ now, events, published, items });
}

/** The exchange announcements under way against the SET release gate. */
async function gatedAnnouncements(): Promise<SetGateRow[]> {
  const [scheduled, submitted] = await Promise.all(
    (['scheduled', 'submitted'] as const).map((state) =>
      listItems({ kind: 'exchangeAnnouncement', state, limit: DASHBOARD_ROWS }),
    ),
  );
  return setGateRows([...scheduled, ...submitted]);
}

/** Whether a role keeps to the exchange's rules on the dashboard: it drafts or approves. */
export function followsExchangeRules(actor: Pick<Actor, 'id' | 'role'>): boolean {
  return permits(actor.role, actor.id, 'content.draft') || permits(actor.role, actor.id, 'content.approve');
}

/** Everything the dashboard lists for `actor` at `now`. */
export async function readDashboard(actor: Pick<Actor, 'id' | 'role'>, now = new Date()): Promise<Dashboard> {
  const since = new Date(now.getTime() - RECENTLY_LIVE_DAYS * DAY_MS).toISOString();
  const rules = followsExchangeRules(actor);
  const [awaiting, mine, scheduled, drafts, rejected, live, meetings, setGate, resultsOverdue] = await Promise.all([
    awaitingApproval(actor),
    awaitingOthers(actor),
    inState('scheduled'),
    inState('draft'),
    inState('rejected'),
    inState('live'),
    rules ? dueMeetingDocuments(now) : Promise.resolve<MeetingDocumentDue[]>([]),
    rules ? gatedAnnouncements() : Promise.resolve<SetGateRow[]>([]),
    rules ? overdueQuarterlyResults(now) : Promise.resolve<OverdueResults[]>([]),
  ]);
  return {
    awaiting,
    mine,
    setGate,
    resultsOverdue,
    scheduled: scheduled.sort((a, b) => (a.publishAt ?? '').localeCompare(b.publishAt ?? '')),
    drafts: [...drafts, ...rejected].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    recentlyLive: live
      .filter((item) => item.wentLiveAt !== null && item.wentLiveAt >= since)
      .sort((a, b) => (b.wentLiveAt ?? '').localeCompare(a.wentLiveAt ?? '')),
    meetingsDue: meetings.filter((due) => due.state !== 'done').sort((a, b) => a.dueOn.localeCompare(b.dueOn)),
  };
}

/**
 * What names an item in a table: its title in `lang` (or its other language, or its one text), else
 * its year and quarter; null when the draft has none yet.
 */
export function itemTitle(item: Pick<NewsroomItem, 'content'>, lang: Lang): string | null {
  const title = item.content.title;
  if (typeof title === 'string' && title.trim()) return title;
  if (title && typeof title === 'object' && !Array.isArray(title)) {
    const texts = title as Partial<Record<Lang, unknown>>;
    for (const text of [texts[lang], texts[lang === 'th' ? 'en' : 'th']])
      if (typeof text === 'string' && text.trim()) return text;
  }
  const { year, quarter } = item.content;
  if (typeof year === 'number') return typeof quarter === 'number' ? `${year} Q${quarter}` : String(year);
  return null;
}
