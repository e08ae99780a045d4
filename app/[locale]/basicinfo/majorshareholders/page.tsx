import { getTranslations } from 'next-intl/server';
import { DonutChart } from '@/components/charts';
import { PageFrame } from '@/components/layout/page-frame';
import { ShareholdersTable } from '@/components/shareholders/shareholders-table';
import styles from '@/components/shareholders/major-shareholders.module.css';
import { getMajorShareholders, SHAREHOLDERS_AS_OF, SHAREHOLDERS_TOTAL_SHARES } from '@/lib/content/shareholders';
import { formatLongDate } from '@/lib/format/date';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('majorShareholders');

export default async function MajorShareholdersPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('Shareholders');
  const rows = getMajorShareholders(locale);
  const date = formatLongDate(SHAREHOLDERS_AS_OF, locale);

  return (
    <PageFrame page="majorShareholders">
      <h2 className={styles.heading}>{t('heading', { date })}</h2>
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
            labels={{
              caption: t('caption', { date }),
              rank: t('rank'),
              name: t('name'),
              shares: t('shares'),
              percentage: t('percentage'),
              total: t('total'),
            }}
          />
        </div>
      </div>
    </PageFrame>
  );
}
