import { toGregorianYear } from '@/lib/format';
import { toInteger } from '@/lib/site';
import { meetingType, meetingYear, type MeetingLike } from '@/lib/lists/meeting-fields';

/** A quarterly document (financial statement, management analysis); the backend may send strings. */
export interface PeriodicDocument {
  year: number | string;
  quarter: number | string;
}

/** Gregorian year of a document (Buddhist-era years converted); null when unreadable. */
export function documentYear(document: PeriodicDocument): number | null {
  const year = toInteger(document.year);
  return year === null ? null : toGregorianYear(year);
}

/** Quarter number of a document, reading '4', 4 or 'Q4' alike; null when it has no number. */
function documentQuarter(document: PeriodicDocument): number | null {
  const digits = /\d+/.exec(String(document.quarter));
  return digits ? Number(digits[0]) : null;
}

// Orders unreadable values below every real one.
function rank(value: number | null): number {
  return value ?? Number.NEGATIVE_INFINITY;
}

function comparePeriod(a: PeriodicDocument, b: PeriodicDocument): number {
  return rank(documentYear(a)) - rank(documentYear(b)) || rank(documentQuarter(a)) - rank(documentQuarter(b));
}

/** The latest document: highest year, then highest quarter; the first such on a tie; undefined when empty. */
export function latestDocument<T extends PeriodicDocument>(list: readonly T[]): T | undefined {
  return list.reduce<T | undefined>(
    (latest, document) => (latest === undefined || comparePeriod(document, latest) > 0 ? document : latest),
    undefined,
  );
}

/** The documents first quarter first, the order kept within a quarter, so each year's documents read in order. */
export function inQuarterOrder<T extends PeriodicDocument>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => rank(documentQuarter(a)) - rank(documentQuarter(b)));
}

/** The last item of a list, which the backend sends newest last (the latest One Report); undefined when empty. */
export function latestOfList<T>(list: readonly T[]): T | undefined {
  return list.at(-1);
}

function compareMeetingNewness(a: MeetingLike, b: MeetingLike): number {
  return (
    rank(meetingYear(a)) - rank(meetingYear(b)) ||
    typePriority(a) - typePriority(b) ||
    rank(toInteger(a.meeting_id)) - rank(toInteger(b.meeting_id))
  );
}

// Lower type ranks higher: the annual general meeting (0) before extraordinary ones.
function typePriority(meeting: MeetingLike): number {
  const type = meetingType(meeting);
  return type === null ? Number.NEGATIVE_INFINITY : -type;
}

/** Home meeting card: latest meeting_year, annual meeting (type 0) before others, then highest meeting_id (most recently published). */
export function newestMeetingDocument<T extends MeetingLike>(meetings: readonly T[]): T | undefined {
  return meetings.reduce<T | undefined>(
    (newest, meeting) => (newest === undefined || compareMeetingNewness(meeting, newest) > 0 ? meeting : newest),
    undefined,
  );
}
