import type { CalendarEvent, Dividend } from '@/lib/contract';
import { formatShortDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';

/**
 * The dividend history as its page shows it (SPEC: board resolution date, ex-dividend date, payment
 * date, type, per-share amount in baht or a ratio, operating period; some dates not set yet), from the
 * rows the IR team publishes (docs/newsroom.md, Facts and figures). Pure.
 */

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
  type: 'cash' | 'stock';
  /** Baht per share for a cash dividend, a ratio for a stock dividend; null when not given. */
  dividendPerShare: number | DividendRatio | null;
  /** The operating period it is paid from (ISO days). */
  periodStart: string;
  periodEnd: string;
}

/** The history's entries, in the order the IR team keeps them (newest first). */
export function dividendEntries(rows: readonly Dividend[]): DividendEntry[] {
  return [...rows]
    .sort((a, b) => a.position - b.position)
    .map((row) => ({
      decisionDate: row.decision_date ?? null,
      exDividendDate: row.ex_date ?? null,
      paymentDate: row.payment_date ?? null,
      type: row.dividend_type,
      dividendPerShare:
        row.dividend_type === 'cash'
          ? (row.cash_per_share ?? null)
          : row.existing_shares !== undefined && row.new_shares !== undefined
            ? { existingShares: row.existing_shares, dividendShares: row.new_shares }
            : null,
      periodStart: row.period_start,
      periodEnd: row.period_end,
    }));
}

/** The operating period in the reader's language: '1 Jul 2025 – 30 Sep 2025', '1 ก.ค. 2568 – 30 ก.ย. 2568'. */
export function reportingPeriod(entry: Pick<DividendEntry, 'periodStart' | 'periodEnd'>, locale: Locale): string {
  return `${formatShortDate(entry.periodStart, locale)} – ${formatShortDate(entry.periodEnd, locale)}`;
}

/** The words of a dividend's calendar events, in the reader's language. */
export interface DividendEventWords {
  /** 'Ex-dividend date (XD): {amount}' */
  exDate: (amount: string) => string;
  /** 'Dividend payment: {amount}' */
  payment: (amount: string) => string;
  /** '{type} for the operating period {period}.' */
  detail: (type: 'cash' | 'stock', period: string) => string;
  /** '0.09 baht per share', '10 existing : 1 new share' */
  amount: (entry: DividendEntry) => string;
}

/**
 * The investor calendar's events of the dividends: each one's ex-dividend date and payment date that
 * is set, as calendar rows, so that the calendar page and its iCalendar feed show them beside the IR
 * team's own events (docs/newsroom.md, Facts and figures).
 */
export function dividendCalendarEvents(
  entries: readonly DividendEntry[],
  words: DividendEventWords,
  locale: Locale,
): CalendarEvent[] {
  return entries.flatMap((entry) => {
    if (entry.dividendPerShare === null) return [];
    const amount = words.amount(entry);
    const detail = words.detail(entry.type, reportingPeriod(entry, locale));
    const event = (date: string | null, title: string): CalendarEvent[] =>
      date
        ? [
            {
              title_calendar_investor: title,
              detail_ad_calendar_investor: detail,
              publish_date_calendar_investor: date,
            },
          ]
        : [];
    return [...event(entry.exDividendDate, words.exDate(amount)), ...event(entry.paymentDate, words.payment(amount))];
  });
}
