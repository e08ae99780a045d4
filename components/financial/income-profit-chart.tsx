import { getTranslations } from 'next-intl/server';
import { BarChart } from '@/components/charts';
import { DownloadLinks } from '@/components/downloads/download-links';
import { displayYear } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import styles from './key-financial-tables.module.css';

/** Total income and net profit of the shown years (million baht, lib/figures incomeAndProfit), grouped bars. */
export async function IncomeProfitChart({
  points,
  locale,
}: {
  points: readonly { year: number; totalRevenue: number | null; netProfit: number | null }[];
  locale: Locale;
}) {
  const t = await getTranslations('FinancialInfo');
  const data = points.map((point) => ({
    label: displayYear(point.year, locale),
    values: { income: point.totalRevenue, profit: point.netProfit },
  }));

  return (
    <section aria-labelledby="income-profit-chart" className={styles.chart}>
      <h2 id="income-profit-chart" className={styles.heading}>
        {t('chartHeading')}
      </h2>
      <BarChart
        title={t('chartTitle', { from: data[0].label, to: data.at(-1)!.label })}
        data={data}
        series={[
          { key: 'income', label: t('totalIncome') },
          // Lighter shades tell the second series apart, the latest year still in orange.
          { key: 'profit', label: t('netProfit'), color: '#8b949e', latestColor: '#f5a76c' },
        ]}
        locale={locale}
        categoryLabel={t('year')}
        unitLabel={t('millionBaht')}
        decimals={2}
        height={320}
      />
      <DownloadLinks table="income-profit" locale={locale} />
    </section>
  );
}
