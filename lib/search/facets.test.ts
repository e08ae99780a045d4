import { sectionCounts, totalCount, yearCounts, type Facet } from './facets';

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
