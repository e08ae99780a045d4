import { getTranslations } from 'next-intl/server';
import { DownloadLinks } from '@/components/downloads/download-links';
import { ScrollTable, tableStyles } from '@/components/tables/table-scroll';
import { EmptyState } from '@/components/lists/empty-state';
import { getBonds } from '@/lib/backend';
import { bondEntries, sumMillionBaht } from '@/lib/facts';
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

  return (
    <>
      <DownloadLinks table="bonds" locale={locale} />
      <ScrollTable caption={t('caption')} className={styles.wide}>
        <thead>
          <tr>
            <th scope="col">{t('symbol')}</th>
            <th scope="col" className={tableStyles.numeric}>
              {t('issuedSize')}
            </th>
            <th scope="col" className={tableStyles.numeric}>
              {t('outstanding')}
            </th>
            <th scope="col">{t('issueDate')}</th>
            <th scope="col">{t('maturityDate')}</th>
            <th scope="col" className={tableStyles.numeric}>
              {t('term')}
            </th>
            <th scope="col" className={tableStyles.numeric}>
              {t('interestRate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bonds.map((bond) => (
            <tr key={bond.symbol}>
              <th scope="row">{bond.symbol}</th>
              <td className={tableStyles.numeric}>{million(bond.issuedSize)}</td>
              <td className={tableStyles.numeric}>{million(bond.outstanding)}</td>
              <td className={styles.nowrap}>{formatLongDate(bond.issueDate, locale)}</td>
              <td className={styles.nowrap}>{formatLongDate(bond.maturityDate, locale)}</td>
              <td className={tableStyles.numeric}>{formatNumber(bond.termYears, locale)}</td>
              <td className={tableStyles.numeric}>{formatNumber(bond.interestRate, locale, { decimals: 2 })}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('total')}</th>
            <td className={tableStyles.numeric}>{million(issuedTotal)}</td>
            {/* 12,903.3: lib/facts/bonds.test.ts keeps the seed's rows adding up to the stated total. */}
            <td className={tableStyles.numeric}>{million(outstandingTotal)}</td>
            <td colSpan={4} />
          </tr>
        </tfoot>
      </ScrollTable>
    </>
  );
}
