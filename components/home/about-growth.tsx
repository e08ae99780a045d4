import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BarChart } from '@/components/charts';
import { DownloadLinks } from '@/components/downloads/download-links';
import { loadCompanyFacts } from '@/lib/backend';
import { growthSeries, type FigureBook } from '@/lib/figures';
import { displayYear } from '@/lib/format';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { pages } from '@/lib/site';
import { ChartTabs } from './chart-tabs';
import { yearlyBars } from './highlight-chart-data';
import styles from './home.module.css';

/**
 * The about text the IR team keeps (the company facts) beside the growth charts of net profit and total income (two tabs) over the latest
 * five complete years of the figure book (lib/figures); without figures, a line says so.
 */
export async function AboutGrowth({ locale, figures }: { locale: Locale; figures: FigureBook | false }) {
  const [t, { about }] = await Promise.all([getTranslations('Home'), loadCompanyFacts(locale)]);
  const tCharts = await getTranslations('Charts');
  const series = figures ? growthSeries(figures) : null;
  const metrics = series
    ? ([
        { key: 'netProfit', label: t('growth.netProfit'), figures: series.netProfit },
        { key: 'totalIncome', label: t('growth.totalIncome'), figures: series.totalIncome },
      ] as const)
    : [];
  const first = series?.netProfit[0] ? displayYear(series.netProfit[0].year, locale) : '';
  const last = series?.netProfit.at(-1) ? displayYear(series.netProfit.at(-1)!.year, locale) : '';

  return (
    <section className={`container ${styles.section} ${styles.about}`} aria-labelledby="home-about-title">
      <div>
        <h2 id="home-about-title">{t('about.title')}</h2>
        {about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Link prefetch={false} href={localizePath(pages.basicInfo, locale)} className={styles.more}>
          {t('about.more')}
        </Link>
      </div>
      <div className={styles.growth}>
        {metrics.length === 0 || !first ? (
          <p role="status">{t('growth.unavailable')}</p>
        ) : (
          <>
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
                  decimals={0}
                  height={280}
                />
              ))}
            </ChartTabs>
            {/* The growth series are the yearly highlights' income and profit columns. */}
            <DownloadLinks table="financial-highlights-yearly" locale={locale} named />
          </>
        )}
      </div>
    </section>
  );
}
