import { toGregorianYear } from '@/lib/format';
import { firstParam, toInteger, type SearchParamValue } from '@/lib/site';

/** The meeting fields the lists read; the backend may send any of them as strings. */
export interface MeetingLike {
  meeting_id: number | string;
  meeting_year: number | string;
  meeting_type: number | string;
}

/** meeting_type 0 is the annual general meeting; other numbers are extraordinary or numbered meetings. */
export const ANNUAL_GENERAL_MEETING = 0;

/** The Gregorian year of a meeting (Buddhist-era years converted); null when unreadable. */
export function meetingYear(meeting: MeetingLike): number | null {
  const year = toInteger(meeting.meeting_year);
  return year === null ? null : toGregorianYear(year);
}

/** A meeting's type as a number; null when unreadable. */
export function meetingType(meeting: MeetingLike): number | null {
  return toInteger(meeting.meeting_type);
}

/**
 * The meeting type to show: the requested one when the year has it, otherwise the annual general
 * meeting (0), or the year's first type when it had no annual meeting (0 when it has none at all).
 */
export function resolveMeetingType(
  rawType: SearchParamValue | number | null,
  typesAvailable: readonly number[],
): number {
  const requested = typeof rawType === 'number' ? rawType : toInteger(firstParam(rawType ?? undefined));
  if (requested !== null && typesAvailable.includes(requested)) return requested;
  if (typesAvailable.length === 0 || typesAvailable.includes(ANNUAL_GENERAL_MEETING)) return ANNUAL_GENERAL_MEETING;
  return Math.min(...typesAvailable);
}
