import type { Bond } from '@/lib/contract';

/**
 * The outstanding debentures as the debt page shows them (SPEC: amounts in million baht, total
 * 12,903.3), from the rows the IR team publishes (docs/newsroom.md, Facts and figures). Pure.
 */
export interface BondEntry {
  symbol: string;
  /** Million baht. */
  issuedSize: number;
  /** Million baht still outstanding. */
  outstanding: number;
  /** ISO dates, shown in the long form of the locale. */
  issueDate: string;
  maturityDate: string;
  termYears: number;
  /** Coupon in percent a year. */
  interestRate: number;
}

/** The debentures in the order the IR team keeps them. */
export function bondEntries(rows: readonly Bond[]): BondEntry[] {
  return [...rows]
    .sort((a, b) => a.position - b.position)
    .map((row) => ({
      symbol: row.bond_symbol,
      issuedSize: row.issued_size,
      outstanding: row.outstanding,
      issueDate: row.issue_date,
      maturityDate: row.maturity_date,
      termYears: row.term_years,
      interestRate: row.interest_rate,
    }));
}

/** Sum of amounts with one decimal, added in tenths so 0.1 steps never drift (12,903.3, not 12,903.299999). */
export function sumMillionBaht(amounts: readonly number[]): number {
  return amounts.reduce((tenths, amount) => tenths + Math.round(amount * 10), 0) / 10;
}
