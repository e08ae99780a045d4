import type { Locale } from '@/lib/i18n';

/** Dividend payments; fixed rows, newest first. The figures are fictional. */

export type DividendType = 'cash' | 'stock';

/** A stock dividend: this many existing shares receive this many new shares. */
export interface DividendRatio {
  existingShares: number;
  dividendShares: number;
}

export interface DividendEntry {
  /** ISO dates; null where no date has been set (the table shows a dash). */
  decisionDate: string | null;
  exDividendDate: string | null;
  paymentDate: string | null;
  type: DividendType;
  /** Baht per share for a cash dividend, a ratio for a stock dividend. */
  dividendPerShare: number | DividendRatio;
  /** The operating period the dividend is paid from, in the locale's language. */
  reportingPeriod: string;
}

interface DividendSource extends Omit<DividendEntry, 'reportingPeriod'> {
  reportingPeriod: Readonly<Record<Locale, string>>;
}

const sources: readonly DividendSource[] = [
  {
    // Interim dividend approved by the board; the exchange dates are not yet set.
    decisionDate: '2025-11-12',
    exDividendDate: null,
    paymentDate: null,
    type: 'cash',
    dividendPerShare: 0.05,
    reportingPeriod: { th: '1 ก.ค. 2568 – 30 ก.ย. 2568', en: '1 Jul 2025 – 30 Sep 2025' },
  },
  {
    decisionDate: '2025-08-12',
    exDividendDate: '2025-08-26',
    paymentDate: '2025-09-10',
    type: 'cash',
    dividendPerShare: 0.08,
    reportingPeriod: { th: '1 ม.ค. 2568 – 30 มิ.ย. 2568', en: '1 Jan 2025 – 30 Jun 2025' },
  },
  {
    decisionDate: '2025-02-25',
    exDividendDate: '2025-05-06',
    paymentDate: '2025-05-22',
    type: 'cash',
    dividendPerShare: 0.1,
    reportingPeriod: { th: '1 ก.ค. 2567 – 31 ธ.ค. 2567', en: '1 Jul 2024 – 31 Dec 2024' },
  },
  {
    decisionDate: '2024-08-13',
    exDividendDate: '2024-08-27',
    paymentDate: '2024-09-11',
    type: 'cash',
    dividendPerShare: 0.08,
    reportingPeriod: { th: '1 ม.ค. 2567 – 30 มิ.ย. 2567', en: '1 Jan 2024 – 30 Jun 2024' },
  },
  {
    decisionDate: '2024-02-27',
    exDividendDate: '2024-05-07',
    paymentDate: '2024-05-23',
    type: 'stock',
    dividendPerShare: { existingShares: 10, dividendShares: 1 },
    reportingPeriod: { th: '1 ก.ค. 2566 – 31 ธ.ค. 2566', en: '1 Jul 2023 – 31 Dec 2023' },
  },
  {
    decisionDate: '2023-08-15',
    exDividendDate: '2023-08-29',
    paymentDate: '2023-09-13',
    type: 'cash',
    dividendPerShare: 0.07,
    reportingPeriod: { th: '1 ม.ค. 2566 – 30 มิ.ย. 2566', en: '1 Jan 2023 – 30 Jun 2023' },
  },
  {
    // No board-resolution date on record: the table shows a dash.
    decisionDate: null,
    exDividendDate: '2023-05-04',
    paymentDate: '2023-05-19',
    type: 'cash',
    dividendPerShare: 0.09,
    reportingPeriod: { th: '1 ก.ค. 2565 – 31 ธ.ค. 2565', en: '1 Jul 2022 – 31 Dec 2022' },
  },
];

/** The dividend table, newest first. */
export function getDividendPayments(locale: Locale): DividendEntry[] {
  return sources.map((source) => ({ ...source, reportingPeriod: source.reportingPeriod[locale] }));
}
