import { getTranslations } from 'next-intl/server';
import { DonutChart } from '@/components/charts';
import { DownloadLinks } from '@/components/downloads/download-links';
import { getMajorShareholders, SHAREHOLDERS_AS_OF, SHAREHOLDERS_TOTAL_SHARES } from '@/lib/content';
import { formatLongDate } from '@/lib/format';
import { labelsOf } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import styles from './major-shareholders.module.css';
import { ShareholdersTable } from './shareholders-table';

/** The ten largest shareholders: the donut chart beside the ranked table. */
export async function MajorShareholders({ locale }: { locale: Locale }) {
  const t = await getTranslations('Shareholders');
  const rows = getMajorShareholders(locale);
  const date = formatLongDate(SHAREHOLDERS_AS_OF, locale);

  return (
    <>
      <h2 className={styles.heading}>{t('heading', { date })}</h2>
      <DownloadLinks table="major-shareholders" locale={locale} />
      <div className={styles.layout}>
        <div className={styles.chart}>
          <DonutChart
            title={t('chartTitle', { date })}
            slices={rows.map((row) => ({ label: row.name, value: row.shares, color: row.colour }))}
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
            rows={rows}
            totalShares={SHAREHOLDERS_TOTAL_SHARES}
            locale={locale}
            labels={{ caption: t('caption', { date }), ...labelsOf(t, ['rank', 'name', 'shares', 'percentage', 'total']) }}
          />
        </div>
      </div>
    </>
  );
}
