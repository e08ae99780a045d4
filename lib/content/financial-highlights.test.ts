import { financialHighlights, growthSeries, HIGHLIGHT_METRICS, latestQuarters } from './financial-highlights';

describe('financial highlights content', () => {
  it('covers 2020–2024 for the growth charts', () => {
    expect(growthSeries.netProfit.map((figure) => figure.year)).toEqual([2020, 2021, 2022, 2023, 2024]);
    expect(growthSeries.totalIncome.map((figure) => figure.year)).toEqual([2020, 2021, 2022, 2023, 2024]);
  });

  it.each(['income', 'profit', 'presale'] as const)('adds the 2024 quarters of %s up to the 2024 year', (metric) => {
    const { yearly, quarterly } = financialHighlights[metric];
    const sum = quarterly.filter((figure) => figure.year === 2024).reduce((total, figure) => total + figure.value, 0);
    expect(sum).toBe(yearly.find((figure) => figure.year === 2024)?.value);
  });

  it('ends 2024 with the same backlog in the quarter and the year series', () => {
    const { yearly, quarterly } = financialHighlights.backlog;
    expect(quarterly.find((figure) => figure.year === 2024 && figure.quarter === 4)?.value).toBe(yearly.at(-1)?.value);
  });

  it('keeps income and profit in a realistic range for a mid-size developer', () => {
    for (const { value } of financialHighlights.income.yearly) expect(value).toBeGreaterThanOrEqual(12000);
    for (const { value } of financialHighlights.profit.yearly) expect(value).toBeLessThanOrEqual(2000);
    expect(HIGHLIGHT_METRICS).toHaveLength(4);
  });
});

describe('latestQuarters', () => {
  it('returns the latest quarters, oldest first, whatever the input order', () => {
    const figures = [
      { year: 2025, quarter: 1 as const, value: 3 },
      { year: 2024, quarter: 3 as const, value: 1 },
      { year: 2024, quarter: 4 as const, value: 2 },
      { year: 2024, quarter: 2 as const, value: 0 },
    ];
    expect(latestQuarters(figures, 3).map((figure) => figure.value)).toEqual([1, 2, 3]);
  });

  it('shows 3Q24–3Q25 by default', () => {
    const shown = latestQuarters(financialHighlights.income.quarterly);
    expect(shown[0]).toMatchObject({ year: 2024, quarter: 3 });
    expect(shown.at(-1)).toMatchObject({ year: 2025, quarter: 3 });
  });
});
