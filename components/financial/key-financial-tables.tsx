import { getTranslations } from 'next-intl/server';
import { DownloadLinks } from '@/components/downloads/download-links';
import { ScrollTable, tableStyles } from '@/components/tables/table-scroll';
import type { KeyFinancials } from '@/lib/figures';
import { displayYear, formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import styles from './key-financial-tables.module.css';

/**
 * The financial data, ratio and statistics tables over the shown years; a missing figure shows N/A.
 * One pair of links above them downloads all three, with every year held.
 */
export async function KeyFinancialTables({ data, locale }: { data: KeyFinancials; locale: Locale }) {
  const t = await getTranslations('FinancialInfo');
  const years = data.years.map((year) => displayYear(year, locale));
  const range = { from: years[0], to: years[years.length - 1] };

  const tables = data.tables.map((table) => {
    // Financial data is all in thousand baht (said in the caption); the other tables mix units.
    const showUnit = table.id !== 'financialData';
    const caption = t('tableCaption', { table: t(`tables.${table.id}`), ...range });
    return (
      <section key={table.id} aria-labelledby={`table-${table.id}`} className={styles.section}>
        <h2 id={`table-${table.id}`} className={styles.heading}>
          {t(`tables.${table.id}`)}
        </h2>
        <ScrollTable caption={caption}>
          <thead>
            <tr>
              <th scope="col">{t('item')}</th>
              {showUnit && <th scope="col">{t('unit')}</th>}
              {years.map((year) => (
                <th scope="col" key={year} className={tableStyles.numeric}>
                  {year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{t(`rows.${row.id}`)}</th>
                {showUnit && <td className={styles.unit}>{t(`units.${row.unit}`)}</td>}
                {row.values.map((value, index) => (
                  <td key={years[index]} className={tableStyles.numeric}>
                    {formatNumber(value, locale, { decimals: row.decimals })}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>
    );
  });
  return (
    <>
      <DownloadLinks table="key-financials" locale={locale} named />
      {tables}
    </>
  );
}
