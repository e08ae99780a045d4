import { getTranslations } from 'next-intl/server';
import { DownloadLinks } from '@/components/downloads/download-links';
import { TableSections, type DataColumn } from '@/components/tables/data-table';
import { ScrollTable, tableStyles } from '@/components/tables/table-scroll';
import { EmptyState } from '@/components/lists/empty-state';
import { getBonds } from '@/lib/backend';
import { bondEntries, sumMillionBaht, type BondEntry } from '@/lib/facts';
import { formatLongDate, formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import styles from './debt.module.css';

/** The debenture table, as the IR team keeps it, with its total row (12,903.3 million baht) and its downloads; dates in the locale's long form. */
export async function BondTable({ locale }: { locale: Locale }) {
  const [t, rows] = await Promise.all([getTranslations('Debt.bonds'), getBonds()]);
  if (!rows) {
    return (
      <>
        <DownloadLinks table="bonds" locale={locale} />
        <EmptyState>{t('unavailable')}</EmptyState>
      </>
    );
  }
  const bonds = bondEntries(rows);
  const million = (value: number) => formatNumber(value, locale, { decimals: 1 });
  const issuedTotal = sumMillionBaht(bonds.map((bond) => bond.issuedSize));
  const outstandingTotal = sumMillionBaht(bonds.map((bond) => bond.outstanding));
  const date = (day: string) => formatLongDate(day, locale);
  const columns: DataColumn<BondEntry>[] = [
    { key: 'symbol', header: t('symbol'), rowHeader: true, cell: (bond) => bond.symbol },
    { key: 'issuedSize', header: t('issuedSize'), numeric: true, cell: (bond) => million(bond.issuedSize) },
    { key: 'outstanding', header: t('outstanding'), numeric: true, cell: (bond) => million(bond.outstanding) },
    { key: 'issueDate', header: t('issueDate'), cellClassName: styles.nowrap, cell: (bond) => date(bond.issueDate) },
    {
      key: 'maturityDate',
      header: t('maturityDate'),
      cellClassName: styles.nowrap,
      cell: (bond) => date(bond.maturityDate),
    },
    { key: 'term', header: t('term'), numeric: true, cell: (bond) => formatNumber(bond.termYears, locale) },
    {
      key: 'interestRate',
      header: t('interestRate'),
      numeric: true,
      cell: (bond) => formatNumber(bond.interestRate, locale, { decimals: 2 }),
    },
  ];

  return (
    <>
      <DownloadLinks table="bonds" locale={locale} />
      <ScrollTable caption={t('caption')} className={styles.wide}>
        <TableSections
          columns={columns}
          rows={bonds}
          rowKey={(bond) => bond.symbol}
          foot={
            <>
              <th scope="row">{t('total')}</th>
              <td className={tableStyles.numeric}>{million(issuedTotal)}</td>
              {/* 12,903.3: lib/facts/bonds.test.ts keeps the seed's rows adding up to the stated total. */}
              <td className={tableStyles.numeric}>{million(outstandingTotal)}</td>
              <td colSpan={4} />
            </>
          }
        />
      </ScrollTable>
    </>
  );
}
