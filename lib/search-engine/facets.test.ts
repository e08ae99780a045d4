import { cappedCount, countLabel, exactCounts, sectionCounts, totalCount, yearCounts, type Facet } from './facets';

const facets: Facet[] = [
  { section: 'press', year: 2024, count: 2 },
  { section: 'announcements', year: 2025, count: 3 },
  { section: 'announcements', year: 2024, count: 4 },
  { section: 'pages', year: null, count: 1 },
];

describe('search facets', () => {
  it('counts per section within the year, in the order of the sections', () => {
    expect(sectionCounts(facets, null)).toEqual([
      { section: 'announcements', count: 7 },
      { section: 'press', count: 2 },
      { section: 'pages', count: 1 },
    ]);
    expect(sectionCounts(facets, 2024)).toEqual([
      { section: 'announcements', count: 4 },
      { section: 'press', count: 2 },
    ]);
  });

  it('counts per year within the section, newest first, undated in no year', () => {
    expect(yearCounts(facets, null)).toEqual([
      { year: 2025, count: 3 },
      { year: 2024, count: 6 },
    ]);
    expect(yearCounts(facets, 'press')).toEqual([{ year: 2024, count: 2 }]);
  });

  it('totals within any filter', () => {
    expect(totalCount(facets, {})).toBe(10);
    expect(totalCount(facets, { section: 'announcements', year: 2024 })).toBe(4);
    expect(totalCount(facets, { year: 2023 })).toBe(0);
  });
});

describe('capped counts', () => {
  it('counts exactly up to the cap, and past it says so', () => {
    expect(cappedCount(999, 1000)).toEqual({ count: 999, capped: false });
    expect(cappedCount(1000, 1000)).toEqual({ count: 1000, capped: false });
    expect(cappedCount(1001, 1000)).toEqual({ count: 1000, capped: true });
  });

  it('shows a capped count as "1,000+" in both languages, an exact one as its number', () => {
    expect(countLabel({ count: 1000, capped: true }, 'en')).toBe('1,000+');
    expect(countLabel({ count: 1000, capped: true }, 'th')).toBe('1,000+');
    expect(countLabel({ count: 1000, capped: false }, 'en')).toBe('1,000');
    expect(countLabel({ count: 37, capped: false }, 'th')).toBe('37');
  });

  it('gives the choices of exact facets within the filters', () => {
    expect(exactCounts(facets, { section: 'announcements', year: 2024 })).toEqual({
      found: { count: 10, capped: false },
      allSections: { count: 6, capped: false },
      anyYear: { count: 7, capped: false },
      sections: [
        { section: 'announcements', count: { count: 4, capped: false } },
        { section: 'press', count: { count: 2, capped: false } },
      ],
      years: [
        { year: 2025, count: { count: 3, capped: false } },
        { year: 2024, count: { count: 4, capped: false } },
      ],
    });
  });
});
