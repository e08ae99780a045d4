import type { Locale } from '@/lib/i18n';

/** Outstanding debentures: amounts in million baht, total 12,903.3. Fictional figures. */

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

/** The table's stated total of the outstanding column, million baht. */
export const BONDS_TOTAL_MILLION_BAHT = 12_903.3;

// Debentures repay in full at maturity, so each issue is outstanding at its issued size.
const bonds: readonly BondEntry[] = [
  { symbol: 'SHRZ263A', issuedSize: 1_500, outstanding: 1_500, issueDate: '2023-03-16', maturityDate: '2026-03-16', termYears: 3, interestRate: 3.45 },
  { symbol: 'SHRZ268A', issuedSize: 2_000, outstanding: 2_000, issueDate: '2023-08-24', maturityDate: '2026-08-24', termYears: 3, interestRate: 3.6 },
  { symbol: 'SHRZ272A', issuedSize: 2_403.3, outstanding: 2_403.3, issueDate: '2024-02-15', maturityDate: '2027-02-15', termYears: 3, interestRate: 3.75 },
  { symbol: 'SHRZ27NA', issuedSize: 1_800, outstanding: 1_800, issueDate: '2024-11-21', maturityDate: '2027-11-21', termYears: 3, interestRate: 3.4 },
  { symbol: 'SHRZ285A', issuedSize: 3_000, outstanding: 3_000, issueDate: '2025-05-08', maturityDate: '2028-05-08', termYears: 3, interestRate: 3.25 },
  { symbol: 'SHRZ29OA', issuedSize: 2_200, outstanding: 2_200, issueDate: '2025-10-09', maturityDate: '2029-10-09', termYears: 4, interestRate: 3.35 },
];

/** The bond rows; the same figures in both languages (dates are formatted per locale by the page). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- every content getter takes the locale
export function getBonds(locale: Locale): BondEntry[] {
  return bonds.map((bond) => ({ ...bond }));
}

/** Sum of amounts with one decimal, added in tenths so 0.1 steps never drift (12,903.3, not 12,903.299999). */
export function sumMillionBaht(amounts: readonly number[]): number {
  return amounts.reduce((tenths, amount) => tenths + Math.round(amount * 10), 0) / 10;
}
