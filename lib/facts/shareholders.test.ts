import seed from '@/data/seed/major-shareholders.json';
import type { MajorShareholder } from '@/lib/contract';
import { percentageOf, RANKED_ROWS, shareholderRegister } from './shareholders';

const rowsOf = (lang: 'th' | 'en') =>
  (seed as (MajorShareholder & { lang: string })[]).filter((row) => row.lang === lang);

describe.each(['th', 'en'] as const)('the demonstration register in %s', (locale) => {
  const register = shareholderRegister(rowsOf(locale))!;
  const rows = register.rows;

  it('adds up exactly to the stated total of 2,454,122,453 shares, as of 30 September 2025', () => {
    expect(register.totalShares).toBe(2_454_122_453);
    expect(register.asOf).toBe('2025-09-30');
    expect(rows.every((row) => Number.isSafeInteger(row.shares) && row.shares > 0)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.shares, 0)).toBe(register.totalShares);
  });

  it('numbers the first 10 rows and leaves the others row unranked, last', () => {
    expect(rows.slice(0, RANKED_ROWS).map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows.slice(RANKED_ROWS).map((row) => row.rank)).toEqual([null]);
  });

  it('lists the named holders largest first', () => {
    const named = rows.slice(0, RANKED_ROWS).map((row) => row.shares);
    expect(named).toEqual([...named].sort((a, b) => b - a));
  });

  it('gives each row its share of the total with 2 decimals, together about 100 percent', () => {
    expect(rows[0].percentage).toBe(percentageOf(rows[0].shares, register.totalShares));
    for (const row of rows) expect(Math.round(row.percentage * 100)).toBeCloseTo(row.percentage * 100, 6);
    expect(Math.abs(rows.reduce((sum, row) => sum + row.percentage, 0) - 100)).toBeLessThan(0.06);
  });
});

it('names the same holders in both languages, in the order of their positions', () => {
  const th = shareholderRegister([...rowsOf('th')].reverse())!.rows;
  const en = shareholderRegister(rowsOf('en'))!.rows;
  expect(th.map((row) => row.shares)).toEqual(en.map((row) => row.shares));
  expect(th[0].name).not.toBe(en[0].name);
  expect(shareholderRegister([])).toBeNull();
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
