import { quarterlyBars, yearlyBars } from './highlight-chart-data';

describe('yearlyBars', () => {
  it('labels years in the Buddhist era in Thai and Gregorian in English', () => {
    const figures = [
      { year: 2023, value: 1526 },
      { year: 2024, value: 1689 },
    ];
    expect(yearlyBars(figures, 'th')).toEqual([
      { label: '2566', values: { value: 1526 } },
      { label: '2567', values: { value: 1689 } },
    ]);
    expect(yearlyBars(figures, 'en', 'profit')[1]).toEqual({ label: '2024', values: { profit: 1689 } });
  });
});

describe('quarterlyBars', () => {
  it('labels quarters with a short year of the reader’s era', () => {
    const figures = [{ year: 2025, quarter: 3 as const, value: 4168 }];
    const label = (quarter: number, year: string) => `Q${quarter}/${year}`;
    expect(quarterlyBars(figures, 'en', label)).toEqual([{ label: 'Q3/25', values: { value: 4168 } }]);
    expect(quarterlyBars(figures, 'th', label)[0].label).toBe('Q3/68');
  });
});
