import { offeredYears } from './list-view';
import { isListPage, listRegistry, yearsDescending } from './registry';

const SPEC_YEARS = [2025, 2024, 2023, 2022, 2021];

describe('yearsDescending', () => {
  it('counts down from the newest year', () => {
    expect(yearsDescending(2025, 2021)).toEqual(SPEC_YEARS);
    expect(yearsDescending(2024, 2024)).toEqual([2024]);
    expect(yearsDescending(2020, 2024)).toEqual([]);
  });
});

/** An instant in Bangkok: bangkok('2026-11-26T12:00') is noon there (UTC+7, no daylight saving). */
const bangkok = (wallClock: string) => new Date(`${wallClock}:00+07:00`);
const TODAY = bangkok('2026-11-26T12:00');

describe('listRegistry: the spec years, newer years from the data', () => {
  it('keeps the spec years, page sizes and search of the news tabs', () => {
    expect(listRegistry.newsSet).toMatchObject({
      pageSize: 10,
      years: { spec: { newest: 2025, oldest: 2021 } },
      searchable: true,
    });
    expect(listRegistry.newsPrint).toMatchObject({ pageSize: 5, years: { spec: { newest: 2024, oldest: 2020 } } });
    expect(listRegistry.newsElectronic).toMatchObject({ pageSize: 5, years: { spec: { newest: 2024, oldest: 2024 } } });
    expect(listRegistry.newsMedia).toMatchObject({
      pageSize: 10,
      years: { spec: { newest: 2019, oldest: 2019 }, olderFromData: true },
    });
  });

  it('gives statements, MD&A, meetings, activities and the calendar 2025 back to 2021; only the calendar takes scheduled items', () => {
    for (const page of [
      'financialStatements',
      'financialDescription',
      'shareholderMeeting',
      'activity',
      'calendar',
    ] as const) {
      expect(listRegistry[page].years.spec).toEqual({ newest: 2025, oldest: 2021 });
    }
    const scheduled = Object.entries(listRegistry)
      .filter(([, entry]) => entry.years.scheduled)
      .map(([page]) => page);
    expect(scheduled).toEqual(['calendar']);
    expect(listRegistry.shareholderMeeting.typed).toBe(true);
  });

  it('gives analyst reports five Buddhist-era years from 2568 back, kept Gregorian', () => {
    expect(listRegistry.securitiesAnalysis.years).toEqual({ spec: { newest: 2025, oldest: 2021 } });
  });

  it('opens every list on the spec default year when the list is empty, its years the spec years', () => {
    for (const entry of Object.values(listRegistry)) {
      const { spec, scheduled } = entry.years;
      const { years, defaultYear } = offeredYears(entry.years, [], TODAY);
      expect(defaultYear).toBe(spec.newest);
      // The calendar offers the current year before it holds events.
      expect(years).toEqual(yearsDescending(scheduled ? 2026 : spec.newest, spec.oldest));
    }
  });

  it('pages only the lists that page, and searches only the exchange announcements', () => {
    // The spec's lists; a list added later says its own in its definition.
    const specLists = [
      'newsSet',
      'newsMedia',
      'newsPrint',
      'newsElectronic',
      'calendar',
      'activity',
      'securitiesAnalysis',
      'financialStatements',
      'financialDescription',
      'shareholderMeeting',
    ] as const;
    const paged = specLists.filter((page) => listRegistry[page].pageSize !== undefined);
    expect(paged.sort()).toEqual([
      'activity',
      'newsElectronic',
      'newsMedia',
      'newsPrint',
      'newsSet',
      'securitiesAnalysis',
    ]);
    const searchable = specLists.filter((page) => listRegistry[page].searchable);
    expect(searchable).toEqual(['newsSet']);
  });

  it('knows which pages are lists', () => {
    expect(isListPage('newsSet')).toBe(true);
    expect(isListPage('about')).toBe(false);
    expect(isListPage('home')).toBe(false);
  });
});

describe('offeredYears: the years follow the data and the calendar', () => {
  const announcements = { spec: { newest: 2025, oldest: 2021 } } as const;
  const calendar = { spec: { newest: 2025, oldest: 2021 }, scheduled: true } as const;

  it('offers the spec years and opens on the spec default while the data holds nothing newer', () => {
    expect(offeredYears(announcements, [2025, 2024, 2023, 2022, 2021], TODAY)).toEqual({
      years: SPEC_YEARS,
      defaultYear: 2025,
    });
  });

  it('reaches up to the newest year that has an item and opens on it', () => {
    expect(offeredYears(announcements, [2026, 2025, 2024], TODAY)).toEqual({
      years: [2026, ...SPEC_YEARS],
      defaultYear: 2026,
    });
  });

  it('offers a year without items between the newest and the oldest (the empty state), but never opens on it', () => {
    expect(offeredYears(announcements, [2027, 2024], TODAY)).toEqual({
      years: [2027, 2026, ...SPEC_YEARS],
      defaultYear: 2027,
    });
    expect(offeredYears(announcements, [2023, 2022], TODAY)).toEqual({ years: SPEC_YEARS, defaultYear: 2023 });
  });

  it('leaves out years older than the spec oldest, and opens on the spec default when only they have items', () => {
    expect(offeredYears(announcements, [2019, 2020], TODAY)).toEqual({ years: SPEC_YEARS, defaultYear: 2025 });
    expect(offeredYears({ spec: { newest: 2024, oldest: 2024 } }, [2019], TODAY)).toEqual({
      years: [2024],
      defaultYear: 2024,
    });
  });

  it('takes older years from the data where the list does (press releases), gaps included', () => {
    const releases = { spec: { newest: 2019, oldest: 2019 }, olderFromData: true } as const;
    expect(offeredYears(releases, [2019, 2025, 2024, 2025], TODAY)).toEqual({
      years: [2025, 2024, 2023, 2022, 2021, 2020, 2019],
      defaultYear: 2025,
    });
    expect(offeredYears(releases, [2017, 2020], TODAY)).toEqual({ years: [2020, 2019, 2018, 2017], defaultYear: 2020 });
    expect(offeredYears(releases, [], TODAY)).toEqual({ years: [2019], defaultYear: 2019 });
  });

  it('offers the current year to scheduled items, and opens on it when it has events, not on a later year', () => {
    expect(offeredYears(calendar, [2025, 2024], TODAY)).toEqual({ years: [2026, ...SPEC_YEARS], defaultYear: 2025 });
    expect(offeredYears(calendar, [2026, 2025], TODAY)).toEqual({ years: [2026, ...SPEC_YEARS], defaultYear: 2026 });
    expect(offeredYears(calendar, [2027, 2026, 2025], TODAY)).toEqual({
      years: [2027, 2026, ...SPEC_YEARS],
      defaultYear: 2026,
    });
    // Only scheduled events: the nearest year that has them.
    expect(offeredYears(calendar, [2028, 2027], TODAY)).toEqual({
      years: [2028, 2027, 2026, ...SPEC_YEARS],
      defaultYear: 2027,
    });
  });

  it('turns the year at midnight in Bangkok, not in UTC or on the machine clock', () => {
    const lastMinute = bangkok('2026-12-31T23:59');
    const newYear = bangkok('2027-01-01T00:00');
    // 17:00 UTC on 31 December is already 1 January in Bangkok.
    expect(newYear.toISOString()).toBe('2026-12-31T17:00:00.000Z');

    const events = [2026, 2025, 2024, 2023, 2022, 2021];
    expect(offeredYears(calendar, events, lastMinute)).toEqual({ years: [2026, ...SPEC_YEARS], defaultYear: 2026 });
    // The new year is offered (its empty state) the moment it starts; the list still opens where the events are.
    expect(offeredYears(calendar, events, newYear)).toEqual({ years: [2027, 2026, ...SPEC_YEARS], defaultYear: 2026 });
    expect(offeredYears(calendar, [2027, ...events], newYear)).toEqual({
      years: [2027, 2026, ...SPEC_YEARS],
      defaultYear: 2027,
    });

    // A list of published items waits for its first item of the new year, whatever the clock.
    expect(offeredYears(announcements, events, newYear)).toEqual({ years: [2026, ...SPEC_YEARS], defaultYear: 2026 });
    expect(offeredYears(announcements, [2027, ...events], newYear)).toEqual({
      years: [2027, 2026, ...SPEC_YEARS],
      defaultYear: 2027,
    });
  });
});
