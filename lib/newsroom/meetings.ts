import { bangkokDay } from '@/lib/format';
import { addDays, daysBetween, tradingDayOnOrAfter } from '@/lib/prices';
import type { Content } from './content';
import { CONTENT_KINDS, type KindName, type MeetingDocumentRole } from './kinds';

/**
 * The shareholder-meeting rules of the SET's good corporate governance principles as the newsroom
 * applies them (docs/newsroom.md, Meeting documents): the invitation on the website at least 28 days
 * before the meeting, the minutes within 14 days after it, the voting results the next working day.
 */

export const INVITATION_DAYS_BEFORE = 28;
export const MINUTES_DAYS_AFTER = 14;

export interface Warning {
  code: 'meeting-invitation-late';
  message: string;
  /** What a page words the warning with in its own language. */
  values: { days: number; meetingDate: string };
}

/** The meeting fields of a version, when its kind is a meeting document and they are filled. */
export function meetingOf(
  kindName: KindName,
  content: Content,
): { date: string; role: MeetingDocumentRole; year: number; type: number } | null {
  const meeting = CONTENT_KINDS[kindName].meeting;
  if (!meeting) return null;
  const date = content[meeting.date];
  const role = content[meeting.role];
  if (typeof date !== 'string' || typeof role !== 'string') return null;
  return {
    date,
    role: role as MeetingDocumentRole,
    year: Number(content[meeting.year]),
    type: Number(content[meeting.type]),
  };
}

/**
 * The warnings of going live at `publishAt`: an invitation less than 28 days before its meeting. A
 * warning never blocks (the board may call a meeting at shorter notice); the approver sees it.
 */
export function publishWarnings(kindName: KindName, content: Content, publishAt: Date): Warning[] {
  const meeting = meetingOf(kindName, content);
  if (!meeting || meeting.role !== 'invitation') return [];
  const day = bangkokDay(publishAt);
  if (!day) return [];
  const notice = daysBetween(day, meeting.date);
  if (notice >= INVITATION_DAYS_BEFORE) return [];
  return [
    {
      code: 'meeting-invitation-late',
      message:
        `The invitation goes live ${notice} day(s) before the meeting of ${meeting.date}. The SET's good corporate governance ` +
        `principles ask for the invitation and its documents on the company's website at least ${INVITATION_DAYS_BEFORE} days before the meeting.`,
      values: { days: notice, meetingDate: meeting.date },
    },
  ];
}

export type DueState = 'done' | 'scheduled' | 'due' | 'overdue';

export interface MeetingDocumentDue {
  meeting: { year: number; type: number; date: string };
  document: Exclude<MeetingDocumentRole, 'other'>;
  /** The last Bangkok day it should go live on. */
  dueOn: string;
  state: DueState;
  /** The item holding it, when there is one. */
  itemId?: string;
}

/** The dates a meeting's documents are due on. */
export function meetingDueDates(meetingDate: string): Record<MeetingDueDocument, string> {
  return {
    invitation: addDays(meetingDate, -INVITATION_DAYS_BEFORE),
    minutes: addDays(meetingDate, MINUTES_DAYS_AFTER),
    results: tradingDayOnOrAfter(addDays(meetingDate, 1)),
  };
}

type MeetingDueDocument = MeetingDocumentDue['document'];

/** A meeting document item as the due-date query reads it. */
export interface MeetingItem {
  id: string;
  state: string;
  /** Whether a version of it is on the site (a correction may be in the workflow meanwhile). */
  live: boolean;
  content: Content;
  kind: KindName;
}

/**
 * The meeting documents due, for the dashboard: per meeting the newsroom knows of (any item naming
 * it), each of its three documents with its due day and whether it is live, scheduled, still due or
 * overdue on `today` (a Bangkok day). Meetings whose documents are all live are left out.
 */
export function meetingDocumentsDue(items: readonly MeetingItem[], today: string): MeetingDocumentDue[] {
  const meetings = new Map<string, { year: number; type: number; date: string; items: MeetingItem[] }>();
  for (const item of items) {
    const meeting = meetingOf(item.kind, item.content);
    if (!meeting || item.state === 'withdrawn') continue;
    const key = `${meeting.year}/${meeting.type}/${meeting.date}`;
    const entry = meetings.get(key) ?? { year: meeting.year, type: meeting.type, date: meeting.date, items: [] };
    entry.items.push(item);
    meetings.set(key, entry);
  }
  const due: MeetingDocumentDue[] = [];
  for (const meeting of meetings.values()) {
    const dates = meetingDueDates(meeting.date);
    const rows = (Object.keys(dates) as MeetingDueDocument[]).map((document): MeetingDocumentDue => {
      const holder = meeting.items.find((item) => meetingOf(item.kind, item.content)?.role === document);
      const live = holder?.live;
      const scheduled = holder && holder.state === 'scheduled';
      const state: DueState = live ? 'done' : scheduled ? 'scheduled' : today > dates[document] ? 'overdue' : 'due';
      return {
        meeting: { year: meeting.year, type: meeting.type, date: meeting.date },
        document,
        dueOn: dates[document],
        state,
        ...(holder ? { itemId: holder.id } : {}),
      };
    });
    if (rows.some((row) => row.state !== 'done')) due.push(...rows);
  }
  return due.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.document.localeCompare(b.document));
}
