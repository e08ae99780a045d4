import { newestFirst, yearSelectOptions, yearsDescending } from './list-page';

describe('yearsDescending', () => {
  it('counts down from the newest year', () => {
    expect(yearsDescending(2025, 2021)).toEqual([2025, 2024, 2023, 2022, 2021]);
    expect(yearsDescending(2024, 2024)).toEqual([2024]);
    expect(yearsDescending(2020, 2024)).toEqual([]);
  });
});

describe('yearSelectOptions', () => {
  it('keeps the Gregorian value and labels the Buddhist year in Thai', () => {
    expect(yearSelectOptions([2025, 2024], 'th')).toEqual([
      { value: 2025, label: '2568' },
      { value: 2024, label: '2567' },
    ]);
    expect(yearSelectOptions([2025], 'en')).toEqual([{ value: 2025, label: '2025' }]);
  });
});

describe('newestFirst', () => {
  it('sorts by date, newest first, undated last, ties in the given order', () => {
    const items = [
      { id: 'old', date: '2021-02-24' },
      { id: 'none', date: '' },
      { id: 'new', date: '2025-11-10' },
      { id: 'tie-a', date: '2023-05-01' },
      { id: 'tie-b', date: '2023-05-01' },
    ];
    expect(newestFirst(items, (item) => item.date).map((item) => item.id)).toEqual(['new', 'tie-a', 'tie-b', 'old', 'none']);
  });
});
