import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BarChart } from '@/components/charts';
import { DownloadLinks } from '@/components/downloads/download-links';
import { HIGHLIGHT_METRICS, highlightSeries, type FigureBook } from '@/lib/figures';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { pages } from '@/lib/site';
import { ChartTabs } from './chart-tabs';
import { HighlightAccordion } from './highlight-accordion';
import { quarterlyBars, yearlyBars } from './highlight-chart-data';
import styles from './home.module.css';

/**
 * Income, profit, presale and backlog, each with a quarter and a year chart from the figure book
 * (lib/figures): a grid on desktop, an accordion on a phone. Without figures, a line says so.
 */
export async function FinancialHighlights({ locale, figures }: { locale: Locale; figures: FigureBook | false }) {
  const t = await getTranslations('Home.highlights');
  const tCharts = await getTranslations('Charts');
  const quarterLabel = (quarter: number, year: string) => tCharts('quarterShort', { quarter: String(quarter), year });

  return (
    <section className={styles.band} aria-labelledby="home-highlights-title">
      <div className={`container ${styles.section}`}>
        <div className={styles.sectionHead}>
          <h2 id="home-highlights-title">{t('title')}</h2>
          <Link prefetch={false} href={localizePath(pages.financialInfo, locale)} className={styles.more}>
            {t('more')}
          </Link>
        </div>
        {figures ? null : <p role="status">{t('unavailable')}</p>}
        <div className={styles.highlightGrid}>
          {(figures ? HIGHLIGHT_METRICS : []).map((metric, index) => {
            const label = t(metric);
            const series = [{ key: metric, label }];
            const { quarterly, yearly } = highlightSeries(figures as FigureBook, metric);
            return (
              <HighlightAccordion key={metric} title={label} defaultOpen={index === 0}>
                <ChartTabs
                  label={t('periodLabel', { metric: label })}
                  tabs={[t('quarterly'), t('yearly')]}
                  variant="switch"
                >
                  <BarChart
                    title={t('quarterlyTitle', { metric: label })}
                    data={quarterlyBars(quarterly, locale, quarterLabel, metric)}
                    series={series}
                    locale={locale}
                    categoryLabel={tCharts('quarter')}
                    unitLabel={tCharts('millionBaht')}
                    decimals={0}
                    height={240}
                  />
                  <BarChart
                    title={t('yearlyTitle', { metric: label })}
                    data={yearlyBars(yearly, locale, metric)}
                    series={series}
                    locale={locale}
                    categoryLabel={tCharts('year')}
                    unitLabel={tCharts('millionBaht')}
                    decimals={0}
                    height={240}
                  />
                </ChartTabs>
              </HighlightAccordion>
            );
          })}
        </div>
        <div className={styles.downloads}>
          <DownloadLinks table="financial-highlights-quarterly" locale={locale} named />
          <DownloadLinks table="financial-highlights-yearly" locale={locale} named />
        </div>
      </div>
    </section>
  );
}
