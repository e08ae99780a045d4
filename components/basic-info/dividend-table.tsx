import { getTranslations } from 'next-intl/server';
import { ScrollTable, tableStyles } from '@/components/tables/table-scroll';
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

  return (
    <ScrollTable caption={t('caption')} className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('decisionDate')}</th>
          <th scope="col">{t('exDividendDate')}</th>
          <th scope="col">{t('paymentDate')}</th>
          <th scope="col">{t('type')}</th>
          <th scope="col" className={tableStyles.numeric}>
            {t('dividendPerShare')}
          </th>
          <th scope="col">{t('reportingPeriod')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.periodEnd}-${row.type}`}>
            <td className={styles.date}>{date(row.decisionDate)}</td>
            <td className={styles.date}>{date(row.exDividendDate)}</td>
            <td className={styles.date}>{date(row.paymentDate)}</td>
            <td>{t(`types.${row.type}`)}</td>
            <td className={tableStyles.numeric}>{amount(row)}</td>
            <td className={styles.date}>{reportingPeriod(row, locale)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
