import Link from 'next/link';
import { formatLongDate, formatNumber, formatPercent, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import type { PeriodSummary, PriceRow } from '@/lib/prices';
import { ColumnHeads } from '@/components/tables/column-heads';
import styles from './stock-section.module.css';

export interface PriceHistoryLabels {
  caption: string;
  date: string;
  open: string;
  high: string;
  low: string;
  close: string;
  change: string;
  changePercent: string;
  volume: string;
  value: string;
  previous2Weeks: string;
  previous4Weeks: string;
  empty: string;
  unavailable: string;
}

export interface PriceSearchLabels {
  start: string;
  end: string;
  search: string;
  formatHint: string;
}

/**
 * Start and end date pickers and a search button: a plain GET form (?from=&to=), so the range lives in
 * the URL and works without JavaScript. Problems with the asked range are shown beside the pickers.
 */
export function PriceHistorySearch({
  from,
  to,
  problems,
  labels,
}: {
  from: string;
  to: string;
  problems: readonly string[];
  labels: PriceSearchLabels;
}) {
  return (
    <form method="get" className={styles.searchForm} role="search">
      <label className={styles.field}>
        <span>
          {labels.start} <span className={styles.hint}>({labels.formatHint})</span>
        </span>
        <input
          type="date"
          name="from"
          defaultValue={from}
          aria-invalid={problems.length > 0 || undefined}
          aria-describedby={problems.length ? 'price-range-problem' : undefined}
        />
      </label>
      <label className={styles.field}>
        <span>
          {labels.end} <span className={styles.hint}>({labels.formatHint})</span>
        </span>
        <input
          type="date"
          name="to"
          defaultValue={to}
          aria-invalid={problems.length > 0 || undefined}
          aria-describedby={problems.length ? 'price-range-problem' : undefined}
        />
      </label>
      <button type="submit" className="button">
        {labels.search}
      </button>
      {problems.length > 0 && (
        <p id="price-range-problem" role="alert" className={styles.fieldError} data-testid="price-range-problem">
          {problems.join(' ')}
        </p>
      )}
    </form>
  );
}

type Figures = Pick<PriceRow, 'open' | 'high' | 'low' | 'close' | 'change' | 'changePercent' | 'volume' | 'value'>;

function figures(row: Figures | null, locale: Locale): string[] {
  return [
    formatPrice(row?.open),
    formatPrice(row?.high),
    formatPrice(row?.low),
    formatPrice(row?.close),
    formatPrice(row?.change, { signed: true }),
    formatPercent(row?.changePercent, locale, { signed: true }),
    formatNumber(row?.volume, locale, { decimals: 0 }),
    formatNumber(row?.value, locale, { decimals: 2 }),
  ];
}

/**
 * The days of a range, newest first, then the 2-week and 4-week summaries before the end date; N/A
 * wherever a figure is missing, and everything N/A when the history could not be read (rows null).
 */
export function PriceHistoryTable({
  rows,
  summaries,
  locale,
  labels,
}: {
  rows: readonly PriceRow[] | null;
  summaries: { weeks2: PeriodSummary | null; weeks4: PeriodSummary | null } | null;
  locale: Locale;
  labels: PriceHistoryLabels;
}) {
  const summaryRows: [string, PeriodSummary | null][] = [
    [labels.previous2Weeks, summaries?.weeks2 ?? null],
    [labels.previous4Weeks, summaries?.weeks4 ?? null],
  ];
  const headers = [
    labels.date,
    labels.open,
    labels.high,
    labels.low,
    labels.close,
    labels.change,
    labels.changePercent,
    labels.volume,
    labels.value,
  ];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="price-history">
        <caption className="visually-hidden">{labels.caption}</caption>
        <ColumnHeads labels={headers} />
        <tbody>
          {(rows === null || rows.length === 0) && (
            <tr>
              <td colSpan={headers.length} className={styles.emptyCell}>
                {rows === null ? labels.unavailable : labels.empty}
              </td>
            </tr>
          )}
          {rows?.map((row) => (
            <tr key={row.date} data-date={row.date}>
              <th scope="row">{formatLongDate(row.date, locale)}</th>
              {figures(row, locale).map((value, index) => (
                <td key={index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {summaryRows.map(([label, row]) => (
            <tr key={label} data-from={row?.from} data-to={row?.to}>
              <th scope="row">{label}</th>
              {figures(row, locale).map((value, index) => (
                <td key={index}>{value}</td>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}

/** Previous / next links of a long range, keeping the range in the URL. */
export function RetrospectPager({
  page,
  pages,
  href,
  label,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      {page > 1 && (
        <Link prefetch={false} href={href(page - 1)} rel="prev">
          ‹ {page - 1}
        </Link>
      )}
      <span aria-current="page">{label}</span>
      {page < pages && (
        <Link prefetch={false} href={href(page + 1)} rel="next">
          {page + 1} ›
        </Link>
      )}
    </nav>
  );
}
