import type { MajorShareholder } from '@/lib/contract';

/**
 * The register of major shareholders as its page shows it (SPEC: ranks 1 to 10 numbered, the others
 * unranked; percentages to two decimals; the stated total and date), from the rows the IR team
 * publishes (docs/newsroom.md, Facts and figures). Pure.
 */

/** How many rows are ranked: the ten largest holders; the rows after them (the others) are not. */
export const RANKED_ROWS = 10;

export interface ShareholderEntry {
  /** 1..10 for the named shareholders; null for the rows after them. */
  rank: number | null;
  name: string;
  shares: number;
  /** Share of the register's total in percent, rounded half up to 2 decimals. */
  percentage: number;
}

export interface ShareholderRegister {
  /** The register's date (YYYY-MM-DD). */
  asOf: string;
  /** Its stated total shares, which the rows add up to. */
  totalShares: number;
  rows: ShareholderEntry[];
}

/** shares / total in percent, rounded half up to 2 decimals with integer arithmetic. */
export function percentageOf(shares: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.round((shares * 10_000) / total) / 100;
}

/** The register of one language's rows, in their order; null without rows. */
export function shareholderRegister(rows: readonly MajorShareholder[]): ShareholderRegister | null {
  if (rows.length === 0) return null;
  const ordered = [...rows].sort((a, b) => a.position - b.position);
  const totalShares = ordered[0].total_shares;
  return {
    asOf: ordered[0].as_of,
    totalShares,
    rows: ordered.map((row, index) => ({
      rank: index < RANKED_ROWS ? index + 1 : null,
      name: row.name,
      shares: row.shares,
      percentage: percentageOf(row.shares, totalShares),
    })),
  };
}
