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

describe('listRegistry (SPEC §9)', () => {
  it('offers the spec years, defaults and page sizes of the news tabs', () => {
    expect(listRegistry.newsSet).toMatchObject({ pageSize: 10, years: { from: 'fixed', years: SPEC_YEARS, defaultYear: 2025 }, searchable: true });
    expect(listRegistry.newsPrint).toMatchObject({ pageSize: 5, years: { years: [2024, 2023, 2022, 2021, 2020], defaultYear: 2024 } });
    expect(listRegistry.newsElectronic).toMatchObject({ pageSize: 5, years: { years: [2024], defaultYear: 2024 } });
    expect(listRegistry.newsMedia).toMatchObject({ pageSize: 10, years: { from: 'data', fallbackYear: 2019 } });
  });

  it('gives statements, MD&A, meetings, activities and the calendar 2025 back to 2021, default 2025', () => {
    for (const page of ['financialStatements', 'financialDescription', 'shareholderMeeting', 'activity', 'calendar'] as const) {
      expect(listRegistry[page].years).toMatchObject({ years: SPEC_YEARS, defaultYear: 2025 });
    }
    expect(listRegistry.calendar.years.from).toBe('fixed-and-later');
    expect(listRegistry.shareholderMeeting.typed).toBe(true);
  });

  it('gives analyst reports five Buddhist-era years from 2568 back, kept Gregorian, the newest the default', () => {
    expect(listRegistry.securitiesAnalysis.years).toEqual({ from: 'fixed', years: SPEC_YEARS, defaultYear: 2025 });
  });

  it('pages only the lists that page, and searches only the exchange announcements', () => {
    const paged = Object.entries(listRegistry).filter(([, entry]) => entry.pageSize !== undefined).map(([page]) => page);
    expect(paged.sort()).toEqual(['activity', 'newsElectronic', 'newsMedia', 'newsPrint', 'newsSet', 'securitiesAnalysis']);
    const searchable = Object.entries(listRegistry).filter(([, entry]) => entry.searchable).map(([page]) => page);
    expect(searchable).toEqual(['newsSet']);
  });

  it('knows which pages are lists', () => {
    expect(isListPage('newsSet')).toBe(true);
    expect(isListPage('about')).toBe(false);
    expect(isListPage('home')).toBe(false);
  });
});

describe('offeredYears', () => {
  it('keeps fixed years whatever the data', () => {
    expect(offeredYears({ from: 'fixed', years: [2024], defaultYear: 2024 }, [2019, 2026])).toEqual({ years: [2024], defaultYear: 2024 });
  });

  it('adds later years that have items before the fixed years (the calendar)', () => {
    const rule = { from: 'fixed-and-later', years: [2025, 2024, 2023], defaultYear: 2025 } as const;
    expect(offeredYears(rule, [2025, 2026, 2026, 2027, 2024])).toEqual({ years: [2027, 2026, 2025, 2024, 2023], defaultYear: 2025 });
    expect(offeredYears({ ...rule, years: [2025, 2024] }, [2021])).toEqual({ years: [2025, 2024], defaultYear: 2025 });
  });

  it('takes the years of the data, newest first and the default, for press releases', () => {
    expect(offeredYears({ from: 'data', fallbackYear: 2019 }, [2019, 2025, 2024, 2025])).toEqual({ years: [2025, 2024, 2019], defaultYear: 2025 });
  });

  it('falls back to 2019 when there are no press releases', () => {
    expect(offeredYears({ from: 'data', fallbackYear: 2019 }, [])).toEqual({ years: [2019], defaultYear: 2019 });
  });
});
