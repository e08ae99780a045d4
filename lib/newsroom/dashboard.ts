import { permits } from '@/lib/accounts';
import { plainRows, storeDatabase } from '@/lib/backend';
import { bangkokToday } from '@/lib/prices';
import type { Content, Lang } from './content';
import { listItems, type Actor, type NewsroomItem } from './items';
import { KIND_NAMES, CONTENT_KINDS, type KindName } from './kinds';
import { meetingDocumentsDue, type MeetingDocumentDue } from './meetings';

/**
 * What the workspace's dashboard lists: the meeting documents due (the 28-day invitation, minutes
 * within 14 days, results the next working day) for every meeting the newsroom knows of. Each item is
 * read in its live version when it has one, else its newest.
 */
export async function dueMeetingDocuments(now = new Date(), database = storeDatabase): Promise<MeetingDocumentDue[]> {
  const kinds = KIND_NAMES.filter((kind) => CONTENT_KINDS[kind].meeting);
  const rows = plainRows(
    await (await database()).execute({
      sql: `SELECT i.id, i.kind, i.state, i.live_version, v.content FROM newsroom_items i
        JOIN newsroom_versions v ON v.item_id = i.id AND v.version = COALESCE(i.live_version, i.version)
        WHERE i.kind IN (${kinds.map(() => '?').join(', ')})`,
      args: kinds,
    }),
  );
  const items = rows.map((row) => ({
    id: String(row.id),
    kind: row.kind as KindName,
    state: String(row.state),
    live: row.live_version !== null && row.state !== 'withdrawn',
    content: JSON.parse(String(row.content)) as Content,
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
  /** Meeting documents not yet done, soonest due first. */
  meetingsDue: MeetingDocumentDue[];
}

/** The items of one state (the newest DASHBOARD_ROWS changed). */
const inState = (state: NewsroomItem['state'], database: typeof storeDatabase) => listItems({ state, limit: DASHBOARD_ROWS }, database);

/** Submissions and withdrawal requests `actor` may decide: never their own. */
export async function awaitingApproval(actor: Pick<Actor, 'id' | 'role'>, database = storeDatabase): Promise<NewsroomItem[]> {
  const approves = permits(actor.role, actor.id, 'content.approve');
  const withdraws = permits(actor.role, actor.id, 'content.withdraw');
  const [submitted, withdrawals] = await Promise.all([approves ? inState('submitted', database) : [], withdraws ? inState('withdrawal-requested', database) : []]);
  return [
    ...submitted.filter((item) => item.submittedBy !== actor.id && permits(actor.role, actor.id, 'content.approve', { ownerId: item.submittedBy ?? undefined })),
    ...withdrawals.filter((item) => item.withdrawalRequestedBy !== actor.id),
  ].sort((a, b) => (a.submittedAt ?? a.updatedAt).localeCompare(b.submittedAt ?? b.updatedAt));
}

/** Everything the dashboard lists for `actor` at `now`. */
export async function readDashboard(actor: Pick<Actor, 'id' | 'role'>, now = new Date(), database = storeDatabase): Promise<Dashboard> {
  const since = new Date(now.getTime() - RECENTLY_LIVE_DAYS * DAY_MS).toISOString();
  const [awaiting, scheduled, drafts, rejected, live, meetings] = await Promise.all([
    awaitingApproval(actor, database),
    inState('scheduled', database),
    inState('draft', database),
    inState('rejected', database),
    inState('live', database),
    dueMeetingDocuments(now, database),
  ]);
  return {
    awaiting,
    scheduled: scheduled.sort((a, b) => (a.publishAt ?? '').localeCompare(b.publishAt ?? '')),
    drafts: [...drafts, ...rejected].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    recentlyLive: live.filter((item) => item.wentLiveAt !== null && item.wentLiveAt >= since).sort((a, b) => (b.wentLiveAt ?? '').localeCompare(a.wentLiveAt ?? '')),
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
    for (const text of [texts[lang], texts[lang === 'th' ? 'en' : 'th']]) if (typeof text === 'string' && text.trim()) return text;
  }
  const { year, quarter } = item.content;
  if (typeof year === 'number') return typeof quarter === 'number' ? `${year} Q${quarter}` : String(year);
  return null;
}
