import seed from '@/data/seed/bonds.json';
import { bondEntries, sumMillionBaht } from './bonds';

describe('the debentures of the seed', () => {
  const bonds = bondEntries(seed);

  it('add up to the table total the spec states, 12,903.3 million baht outstanding', () => {
    expect(bonds).toHaveLength(6);
    expect(sumMillionBaht(bonds.map((bond) => bond.outstanding))).toBe(12_903.3);
  });

  it('never have more outstanding than issued, and mature after issue by the stated term', () => {
    for (const bond of bonds) {
      expect(bond.outstanding).toBeLessThanOrEqual(bond.issuedSize);
      const years = Number(bond.maturityDate.slice(0, 4)) - Number(bond.issueDate.slice(0, 4));
      expect(years).toBe(bond.termYears);
      expect(bond.maturityDate.slice(4)).toBe(bond.issueDate.slice(4));
    }
  });

  it('keep the order the IR team gives them', () => {
    expect(bondEntries([...seed].reverse()).map((bond) => bond.symbol)).toEqual(bonds.map((bond) => bond.symbol));
  });
});

describe('sumMillionBaht', () => {
  it('adds one-decimal amounts without floating-point drift', () => {
    expect(sumMillionBaht([0.1, 0.2])).toBe(0.3);
    expect(sumMillionBaht([])).toBe(0);
  });
});
