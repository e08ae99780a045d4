import { getTranslations } from 'next-intl/server';
import { TableSections, type DataColumn } from '@/components/tables/data-table';
import { ScrollTable } from '@/components/tables/table-scroll';
import { reportingPeriod, type DividendEntry } from '@/lib/facts';
import { formatLongDate, DASH, formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import styles from './dividend-table.module.css';

/** The fixed dividend history; a date not set shows a dash (read out as "not set"). */
export async function DividendTable({ rows, locale }: { rows: readonly DividendEntry[]; locale: Locale }) {
  const t = await getTranslations('Dividends');
  const date = (value: string | null) =>
    value === null ? (
      <>
        <span aria-hidden="true">{DASH}</span>
        <span className="visually-hidden">{t('noDate')}</span>
      </>
    ) : (
      formatLongDate(value, locale)
    );
  const amount = (entry: DividendEntry) =>
    entry.dividendPerShare === null
      ? DASH
      : typeof entry.dividendPerShare === 'number'
        ? formatNumber(entry.dividendPerShare, locale, { decimals: 2 })
        : t('ratio', {
            existing: String(entry.dividendPerShare.existingShares),
            dividend: String(entry.dividendPerShare.dividendShares),
          });

  const dated = (key: 'decisionDate' | 'exDividendDate' | 'paymentDate'): DataColumn<DividendEntry> => ({
    key,
    header: t(key),
    cellClassName: styles.date,
    cell: (row) => date(row[key]),
  });
  const columns: DataColumn<DividendEntry>[] = [
    dated('decisionDate'),
    dated('exDividendDate'),
    dated('paymentDate'),
    { key: 'type', header: t('type'), cell: (row) => t(`types.${row.type}`) },
    { key: 'amount', header: t('dividendPerShare'), numeric: true, cell: amount },
    {
      key: 'period',
      header: t('reportingPeriod'),
      cellClassName: styles.date,
      cell: (row) => reportingPeriod(row, locale),
    },
  ];

  return (
    <ScrollTable caption={t('caption')} className={styles.table}>
      <TableSections columns={columns} rows={rows} rowKey={(row) => `${row.periodEnd}-${row.type}`} />
    </ScrollTable>
  );
}
