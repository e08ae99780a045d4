import { BONDS_TOTAL_MILLION_BAHT, getBonds, sumMillionBaht } from './bonds';

describe.each(['th', 'en'] as const)('bonds in %s', (locale) => {
  const bonds = getBonds(locale);

  it('outstanding amounts add up to the table total of 12,903.3 million baht', () => {
    expect(BONDS_TOTAL_MILLION_BAHT).toBe(12_903.3);
    expect(sumMillionBaht(bonds.map((bond) => bond.outstanding))).toBe(BONDS_TOTAL_MILLION_BAHT);
  });

  it('never have more outstanding than issued, and mature after issue by the stated term', () => {
    for (const bond of bonds) {
      expect(bond.outstanding).toBeLessThanOrEqual(bond.issuedSize);
      const years = Number(bond.maturityDate.slice(0, 4)) - Number(bond.issueDate.slice(0, 4));
      expect(years).toBe(bond.termYears);
      expect(bond.maturityDate.slice(4)).toBe(bond.issueDate.slice(4));
    }
  });
});

describe('sumMillionBaht', () => {
  it('adds one-decimal amounts without floating-point drift', () => {
    expect(sumMillionBaht([0.1, 0.2])).toBe(0.3);
    expect(sumMillionBaht([])).toBe(0);
  });
});
