import { meetingsOf, meetingTypesOfYear, resolveMeetingType } from '@/lib/selectors/meetings';

const meeting = (meeting_id: number, meeting_year: number | string, meeting_type: number | string) => ({
  meeting_id,
  meeting_year,
  meeting_type,
  meeting_name: `Document ${meeting_id}`,
  meeting_url: `/m/${meeting_id}.pdf`,
});

const meetings = [
  meeting(1, 2025, 0),
  meeting(2, 2025, 2),
  meeting(3, '2025', '1'),
  meeting(4, 2025, 0),
  meeting(5, 2024, 1),
  meeting(6, 2568, 3),
  meeting(7, 2025, 'unknown'),
];

describe('meetingTypesOfYear', () => {
  it('lists the distinct types of a year in ascending order', () => {
    expect(meetingTypesOfYear(meetings, 2025)).toEqual([0, 1, 2, 3]);
    expect(meetingTypesOfYear(meetings, 2024)).toEqual([1]);
  });

  it('is empty for a year without meetings', () => {
    expect(meetingTypesOfYear(meetings, 2021)).toEqual([]);
    expect(meetingTypesOfYear([], 2025)).toEqual([]);
  });
});

describe('resolveMeetingType', () => {
  it('keeps a requested type the year has', () => {
    expect(resolveMeetingType('2', [0, 1, 2])).toBe(2);
    expect(resolveMeetingType(['1', '2'], [0, 1, 2])).toBe(1);
    expect(resolveMeetingType(1, [0, 1])).toBe(1);
  });

  it('falls back to the annual meeting (0) for an absent, invalid or unavailable type', () => {
    expect(resolveMeetingType(undefined, [0, 1])).toBe(0);
    expect(resolveMeetingType('abc', [0, 1])).toBe(0);
    expect(resolveMeetingType('5', [0, 1])).toBe(0);
    expect(resolveMeetingType(null, [0])).toBe(0);
  });

  it('falls back to the first available type when the year has no annual meeting', () => {
    expect(resolveMeetingType(undefined, [2, 1])).toBe(1);
    expect(resolveMeetingType('0', [1, 2])).toBe(1);
  });

  it('is 0 when the year has no meetings', () => {
    expect(resolveMeetingType('1', [])).toBe(0);
  });
});

describe('meetingsOf', () => {
  it('keeps the documents of one year and type in backend order', () => {
    expect(meetingsOf(meetings, 2025, 0).map((m) => m.meeting_id)).toEqual([1, 4]);
    expect(meetingsOf(meetings, 2025, 1).map((m) => m.meeting_id)).toEqual([3]);
  });

  it('matches Buddhist-era years', () => {
    expect(meetingsOf(meetings, 2025, 3).map((m) => m.meeting_id)).toEqual([6]);
  });

  it('is empty when nothing matches', () => {
    expect(meetingsOf(meetings, 2024, 0)).toEqual([]);
  });
});
