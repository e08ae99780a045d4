import { getTranslations } from 'next-intl/server';
import { DonutChart } from '@/components/charts';
import { DownloadLinks } from '@/components/downloads/download-links';
import { EmptyState } from '@/components/lists/empty-state';
import { getMajorShareholders } from '@/lib/backend';
import { shareholderRegister } from '@/lib/facts';
import { formatLongDate } from '@/lib/format';
import { labelsOf } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import styles from './major-shareholders.module.css';
import { ShareholdersTable } from './shareholders-table';

/** The slices' colours by row: the largest holder orange, then dark and light shades in turn, the others light grey. */
const SLICE_COLOURS = [
  '#e8590c',
  '#2f3437',
  '#f08c4a',
  '#4a5157',
  '#b8460a',
  '#6b7280',
  '#f5b182',
  '#8b949e',
  '#7c2d12',
  '#b0b7bf',
];
const OTHERS_COLOUR = '#d0d5da';

/** The register of major shareholders the IR team keeps: the donut chart beside the ranked table. */
export async function MajorShareholders({ locale }: { locale: Locale }) {
  const [t, rows] = await Promise.all([getTranslations('Shareholders'), getMajorShareholders(locale)]);
  const register = rows ? shareholderRegister(rows) : null;
  if (!register) return <EmptyState>{t('unavailable')}</EmptyState>;
  const date = formatLongDate(register.asOf, locale);
  const coloured = register.rows.map((row, index) => ({
    ...row,
    colour: row.rank === null ? OTHERS_COLOUR : SLICE_COLOURS[index % SLICE_COLOURS.length],
  }));

  return (
    <>
      <h2 className={styles.heading}>{t('heading', { date })}</h2>
      <DownloadLinks table="major-shareholders" locale={locale} />
      <div className={styles.layout}>
        <div className={styles.chart}>
          <DonutChart
            title={t('chartTitle', { date })}
            slices={coloured.map((row) => ({ label: row.name, value: row.shares, color: row.colour }))}
            locale={locale}
            categoryLabel={t('name')}
            valueLabel={t('shares')}
            percentLabel={t('percentage')}
            decimals={0}
            height={320}
          />
        </div>
        <div className={styles.table}>
          <ShareholdersTable
            rows={coloured}
            totalShares={register.totalShares}
            locale={locale}
            labels={{
              caption: t('caption', { date }),
              ...labelsOf(t, ['rank', 'name', 'shares', 'percentage', 'total']),
            }}
          />
        </div>
      </div>
    </>
  );
}
