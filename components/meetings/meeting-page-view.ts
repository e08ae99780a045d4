import { listHref, parseYear, type ListState, type SearchParamValue } from '@/lib/selectors/list-state';
import {
  ANNUAL_GENERAL_MEETING,
  meetingsOf,
  meetingTypesOfYear,
  resolveMeetingType,
  type MeetingLike,
} from '@/lib/selectors/meetings';
import { pages } from '@/lib/site-map';

/** Years offered on the meeting page, newest first (SPEC §9: 2025 to 2021). */
export const MEETING_YEARS = [2025, 2024, 2023, 2022, 2021] as const;

export const DEFAULT_MEETING_YEAR = 2025;

/** Left out of the page's links: the default year and the annual general meeting. */
export const MEETING_DEFAULTS = { year: DEFAULT_MEETING_YEAR, type: ANNUAL_GENERAL_MEETING } as const;

export interface MeetingPageView<T> {
  year: number;
  /** The meeting types held in the year, ascending: one tab each. */
  types: number[];
  /** The type shown: ?type= when the year has it, else 0 (SPEC §4). */
  type: number;
  documents: T[];
}

/** What the meeting page shows for its list (false = the backend call failed), ?year= and ?type=. */
export function meetingPageView<T extends MeetingLike>(
  list: readonly T[] | false,
  rawYear: SearchParamValue,
  rawType: SearchParamValue,
): MeetingPageView<T> {
  const meetings = list === false ? [] : list;
  const year = parseYear(rawYear, MEETING_YEARS, DEFAULT_MEETING_YEAR);
  const types = meetingTypesOfYear(meetings, year);
  const type = resolveMeetingType(rawType, types);
  return { year, types, type, documents: meetingsOf(meetings, year, type) };
}

/**
 * The link of a state of the meeting page. A year without a type is the year's first tab: the
 * year select leaves the type out, so changing the year resets the type to 0.
 */
export function meetingHref(state: Pick<ListState, 'year' | 'type'>): string {
  return listHref(pages.shareholderMeeting, state, MEETING_DEFAULTS);
}
