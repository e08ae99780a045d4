import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BarChart } from '@/components/charts';
import { DownloadLinks } from '@/components/downloads/download-links';
import { growthSeries } from '@/lib/content';
import { displayYear } from '@/lib/format';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { pages } from '@/lib/site';
import { ChartTabs } from './chart-tabs';
import { yearlyBars } from './highlight-chart-data';
import styles from './home.module.css';

/** The about text beside the five-year growth charts of net profit and total income (two tabs). */
export async function AboutGrowth({ locale }: { locale: Locale }) {
  const t = await getTranslations('Home');
  const tCharts = await getTranslations('Charts');
  const metrics = [
    { key: 'netProfit', label: t('growth.netProfit'), figures: growthSeries.netProfit },
    { key: 'totalIncome', label: t('growth.totalIncome'), figures: growthSeries.totalIncome },
  ] as const;
  const first = displayYear(growthSeries.netProfit[0].year, locale);
  const last = displayYear(growthSeries.netProfit.at(-1)!.year, locale);

  return (
    <section className={`container ${styles.section} ${styles.about}`} aria-labelledby="home-about-title">
      <div>
        <h2 id="home-about-title">{t('about.title')}</h2>
        <p>{t('about.body1')}</p>
        <p>{t('about.body2')}</p>
        <Link prefetch={false} href={localizePath(pages.basicInfo, locale)} className={styles.more}>
          {t('about.more')}
        </Link>
      </div>
      <div className={styles.growth}>
        <h3 className={styles.subTitle}>{t('growth.title', { from: first, to: last })}</h3>
        <ChartTabs label={t('growth.tabsLabel')} tabs={metrics.map((metric) => metric.label)}>
          {metrics.map((metric) => (
            <BarChart
              key={metric.key}
              title={t('growth.chartTitle', { metric: metric.label, from: first, to: last })}
              data={yearlyBars(metric.figures, locale, metric.key)}
              series={[{ key: metric.key, label: metric.label }]}
              locale={locale}
              categoryLabel={tCharts('year')}
              unitLabel={tCharts('millionBaht')}
              height={280}
            />
          ))}
        </ChartTabs>
        {/* The growth series are the yearly highlights' income and profit columns. */}
        <DownloadLinks table="financial-highlights-yearly" locale={locale} named />
      </div>
    </section>
  );
}
