import { getMajorShareholders, percentageOf, RANKED_ROWS, SHAREHOLDERS_TOTAL_SHARES } from './shareholders';

describe.each(['th', 'en'] as const)('major shareholders in %s', (locale) => {
  const rows = getMajorShareholders(locale);

  it('add up exactly to the stated total of 2,454,122,453 shares', () => {
    expect(SHAREHOLDERS_TOTAL_SHARES).toBe(2_454_122_453);
    expect(rows.every((row) => Number.isSafeInteger(row.shares) && row.shares > 0)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.shares, 0)).toBe(SHAREHOLDERS_TOTAL_SHARES);
  });

  it('number the first 10 rows and leave the others row unranked, last', () => {
    expect(rows.slice(0, RANKED_ROWS).map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows.slice(RANKED_ROWS).map((row) => row.rank)).toEqual([null]);
  });

  it('list the named holders largest first', () => {
    const named = rows.slice(0, RANKED_ROWS).map((row) => row.shares);
    expect(named).toEqual([...named].sort((a, b) => b - a));
  });

  it('give each row its share of the total with 2 decimals, together about 100 percent', () => {
    expect(rows[0].percentage).toBe(percentageOf(rows[0].shares, SHAREHOLDERS_TOTAL_SHARES));
    for (const row of rows) expect(Math.round(row.percentage * 100)).toBeCloseTo(row.percentage * 100, 6);
    expect(Math.abs(rows.reduce((sum, row) => sum + row.percentage, 0) - 100)).toBeLessThan(0.06);
  });
});

it('names the same holders in both languages', () => {
  const th = getMajorShareholders('th');
  const en = getMajorShareholders('en');
  expect(th.map((row) => row.shares)).toEqual(en.map((row) => row.shares));
  expect(th[0].name).not.toBe(en[0].name);
});

describe('percentageOf', () => {
  it('rounds half up to 2 decimals', () => {
    expect(percentageOf(1, 8)).toBe(12.5);
    expect(percentageOf(1, 3)).toBe(33.33);
    expect(percentageOf(2, 3)).toBe(66.67);
  });

  it('is 0 for an empty total', () => {
    expect(percentageOf(5, 0)).toBe(0);
  });
});
