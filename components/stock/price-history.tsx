import type { PriceHistory, PriceSummary } from '@/lib/content/stock-demo';
import { formatLongDate } from '@/lib/format/date';
import { formatNumber, formatPrice } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/routing';
import styles from './stock-section.module.css';

export interface PriceHistoryLabels {
  caption: string;
  date: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  value: string;
  previous2Weeks: string;
  previous4Weeks: string;
  empty: string;
}

export interface PriceSearchLabels {
  start: string;
  end: string;
  search: string;
  formatHint: string;
}

/** Start and end date pickers (YYYY-MM-DD) and a search button; a plain GET form, so the dates live in the URL. */
export function PriceHistorySearch({ start, end, labels }: { start: string; end: string; labels: PriceSearchLabels }) {
  return (
    <form method="get" className={styles.searchForm} role="search">
      <label className={styles.field}>
        <span>
          {labels.start} <span className={styles.hint}>({labels.formatHint})</span>
        </span>
        <input type="date" name="start" defaultValue={start} />
      </label>
      <label className={styles.field}>
        <span>
          {labels.end} <span className={styles.hint}>({labels.formatHint})</span>
        </span>
        <input type="date" name="end" defaultValue={end} />
      </label>
      <button type="submit" className="button">
        {labels.search}
      </button>
    </form>
  );
}

function figures(row: PriceSummary | null, locale: Locale): string[] {
  return [
    formatPrice(row?.open),
    formatPrice(row?.high),
    formatPrice(row?.low),
    formatPrice(row?.close),
    formatNumber(row?.volume, locale, { decimals: 0 }),
    formatNumber(row?.value, locale, { decimals: 2 }),
  ];
}

/** Daily prices then the previous 2-week and 4-week summaries; N/A wherever a figure is missing. */
export function PriceHistoryTable({
  history,
  locale,
  labels,
}: {
  history: PriceHistory;
  locale: Locale;
  labels: PriceHistoryLabels;
}) {
  const summaries: [string, PriceSummary | null][] = [
    [labels.previous2Weeks, history.previous2Weeks],
    [labels.previous4Weeks, history.previous4Weeks],
  ];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="price-history">
        <caption className="visually-hidden">{labels.caption}</caption>
        <thead>
          <tr>
            {[labels.date, labels.open, labels.high, labels.low, labels.close, labels.volume, labels.value].map((label) => (
              <th scope="col" key={label}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {history.rows.length === 0 && (
            <tr>
              <td colSpan={7} className={styles.emptyCell}>
                {labels.empty}
              </td>
            </tr>
          )}
          {history.rows.map((row) => (
            <tr key={row.date}>
              <th scope="row">{formatLongDate(row.date, locale)}</th>
              {figures(row, locale).map((value, index) => (
                <td key={index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {summaries.map(([label, row]) => (
            <tr key={label}>
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
