/** @jest-environment node */
import {
  endedQuarters,
  overdueResults,
  quarterEnd,
  resultsDeadline,
  setGateRows,
  type ResultsInputs,
} from './exchange-rules';
import type { NewsroomItem } from './items';
import { storedItem } from './testing/items';

/** A submitted item as the store gives it, with what a test names. */
const item = (overrides: Partial<NewsroomItem>): NewsroomItem =>
  storedItem({
    id: 'i-1',
    state: 'submitted',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    submittedBy: 'u-editor',
    submittedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  });

describe('the SET release gate on the dashboard', () => {
  // 09:30 Bangkok is 02:30 UTC.
  const released = { setReleaseAt: '2026-11-26T09:30' };

  it('flags a "Publish at" before the release time, to the minute, and a release time missing', () => {
    const rows = setGateRows([
      item({ id: 'on-time', state: 'scheduled', content: released, publishAt: '2026-11-26T02:30:00.000Z' }),
      item({ id: 'early', state: 'scheduled', content: released, publishAt: '2026-11-26T02:29:00.000Z' }),
      item({ id: 'missing', state: 'scheduled', content: {}, publishAt: '2026-11-27T02:00:00.000Z' }),
      item({ id: 'submitted', state: 'submitted', content: { setReleaseAt: '2026-11-26T10:00' } }),
    ]);
    expect(rows.map((row) => [row.item.id, row.flag, row.release, row.publishAt])).toEqual([
      // Flagged first, then soonest first.
      ['early', 'early', '2026-11-26T02:30:00.000Z', '2026-11-26T02:29:00.000Z'],
      ['missing', 'missing', null, '2026-11-27T02:00:00.000Z'],
      ['on-time', 'clear', '2026-11-26T02:30:00.000Z', '2026-11-26T02:30:00.000Z'],
      // A submission has no "Publish at" yet: its release time orders it.
      ['submitted', 'clear', '2026-11-26T03:00:00.000Z', null],
    ]);
  });

  it('leaves out kinds without a release gate and items neither scheduled nor submitted', () => {
    expect(
      setGateRows([
        item({ id: 'press', kind: 'pressRelease', state: 'scheduled', publishAt: '2026-11-26T02:00:00.000Z' }),
        item({ id: 'draft', state: 'draft', content: {} }),
        item({ id: 'live', state: 'live', content: released, liveVersion: 1 }),
      ]),
    ).toEqual([]);
  });
});

describe('the quarters whose results are overdue', () => {
  it('knows each quarter’s end and the SET’s deadline: 45 days, the fourth quarter 60 (29 February in a leap year)', () => {
    expect(quarterEnd({ year: 2026, quarter: 1 })).toBe('2026-03-31');
    expect([1, 2, 3].map((quarter) => resultsDeadline({ year: 2026, quarter: quarter as 1 | 2 | 3 }))).toEqual([
      '2026-05-15',
      '2026-08-14',
      '2026-11-14',
    ]);
    expect(resultsDeadline({ year: 2025, quarter: 4 })).toBe('2026-03-01');
    expect(resultsDeadline({ year: 2027, quarter: 4 })).toBe('2028-02-29');
  });

  it('counts a quarter ended once its last Bangkok day is over', () => {
    expect(endedQuarters('2026-09-30')).toEqual([
      { year: 2026, quarter: 2 },
      { year: 2026, quarter: 1 },
      { year: 2025, quarter: 4 },
      { year: 2025, quarter: 3 },
    ]);
    expect(endedQuarters('2026-10-01', 2)).toEqual([
      { year: 2026, quarter: 3 },
      { year: 2026, quarter: 2 },
    ]);
    expect(endedQuarters('2027-01-01', 1)).toEqual([{ year: 2026, quarter: 4 }]);
  });

  // Every quarter but 2026-Q3 is published: the tests are about that one.
  const base = (now: string, overrides: Partial<ResultsInputs> = {}): ResultsInputs => ({
    now: new Date(now),
    events: [],
    published: [
      { year: 2026, quarter: 2 },
      { year: 2026, quarter: 1 },
      { year: 2025, quarter: 4 },
      { year: 2025, quarter: 3 },
    ],
    items: [],
    ...overrides,
  });

  it('is overdue from the Bangkok day after its date, not on the day itself, whatever the UTC date says', () => {
    // 23:59:59 on 14 November in Bangkok: the deadline day, still in time.
    expect(overdueResults(base('2026-11-14T16:59:59Z'))).toEqual([]);
    // 00:00 on 15 November in Bangkok, still the 14th in UTC: overdue.
    expect(overdueResults(base('2026-11-14T17:00:00Z'))).toEqual([
      { year: 2026, quarter: 3, dueOn: '2026-11-14', source: 'deadline', item: null },
    ]);
  });

  it('takes the earliest of the calendar’s results date, the draft’s and the deadline, and links the draft', () => {
    const draft = item({
      id: 'q3-draft',
      kind: 'quarterlyResults',
      state: 'draft',
      content: { year: 2026, quarter: 3, resultsDate: '2026-11-10' },
      updatedAt: '2026-11-02T00:00:00.000Z',
    });
    const older = item({
      id: 'q3-old',
      kind: 'quarterlyResults',
      state: 'rejected',
      content: { year: 2026, quarter: 3, resultsDate: '2026-11-01' },
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    // 11 November in Bangkok: the draft's date of the 10th has passed, the deadline of the 14th not.
    const now = '2026-11-10T17:00:00Z';
    expect(overdueResults(base(now, { items: [older, draft] }))).toEqual([
      { year: 2026, quarter: 3, dueOn: '2026-11-10', source: 'item', item: { id: 'q3-draft', state: 'draft' } },
    ]);
    // A results event of the calendar naming the quarter (a Buddhist-era year in Thai) is earlier still.
    const events = [
      { day: '2026-11-05', title: 'ประกาศผลการดำเนินงานไตรมาส 3/2569' },
      // An Opportunity Day is no results date, and an event naming no quarter says nothing.
      { day: '2026-10-20', title: 'Opportunity Day Q3/2026' },
      { day: '2026-10-21', title: 'Board meeting on the financial statements' },
    ];
    expect(overdueResults(base(now, { items: [draft], events }))).toEqual([
      { year: 2026, quarter: 3, dueOn: '2026-11-05', source: 'calendar', item: { id: 'q3-draft', state: 'draft' } },
    ]);
    // A calendar date after the deadline: the deadline holds.
    expect(
      overdueResults(base('2026-11-15T00:00:00Z', { events: [{ day: '2026-11-20', title: 'Q3/2026 results' }] }))[0],
    ).toMatchObject({ dueOn: '2026-11-14', source: 'deadline' });
  });

  it('lists nothing for a quarter on the list or live through its item, but a withdrawn one is missing again', () => {
    const now = '2026-11-20T00:00:00Z';
    const liveItem = item({
      id: 'q3',
      kind: 'quarterlyResults',
      state: 'live',
      liveVersion: 1,
      content: { year: 2026, quarter: 3 },
    });
    expect(overdueResults(base(now, { items: [liveItem] }))).toEqual([]);
    // A correction under way keeps the live version on the site.
    expect(overdueResults(base(now, { items: [{ ...liveItem, state: 'draft', version: 2 } as NewsroomItem] }))).toEqual(
      [],
    );
    expect(overdueResults(base(now, { published: [...base(now).published, { year: 2026, quarter: 3 }] }))).toEqual([]);
    const withdrawn = { ...liveItem, state: 'withdrawn' } as NewsroomItem;
    expect(overdueResults(base(now, { items: [withdrawn] }))).toEqual([
      { year: 2026, quarter: 3, dueOn: '2026-11-14', source: 'deadline', item: null },
    ]);
  });

  it('looks at the last four quarters ended only, oldest due first', () => {
    const rows = overdueResults(base('2026-11-20T00:00:00Z', { published: [] }));
    expect(rows.map((row) => `${row.year}-q${row.quarter} ${row.dueOn}`)).toEqual([
      '2025-q4 2026-03-01',
      '2026-q1 2026-05-15',
      '2026-q2 2026-08-14',
      '2026-q3 2026-11-14',
    ]);
  });
});
