import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatChange, formatFigure, quarterValues } from '@/components/results/format';
import type { QuarterlyResult } from '@/lib/backend';
import { formatLongDate } from '@/lib/format';
import { localizePath, type Locale } from '@/lib/i18n';
import { headlineRows, quarterPath, type QuarterId } from '@/lib/results';
import styles from './home.module.css';

/**
 * The "Latest results" card (docs/results.md): the newest stored quarter, its revenue with the change on
 * the year and its net profit, linking to its page. Server-rendered at a fixed place; without data,
 * the same card says so.
 */
export async function LatestResults({ locale, results }: { locale: Locale; results: QuarterlyResult[] | false }) {
  const t = await getTranslations('Results');
  const latest = results ? results[0] : undefined;
  const id = latest && ({ year: latest.year, quarter: latest.quarter } as QuarterId);
  const rows = results && id ? headlineRows(results, id) : null;
  const figure = (metric: 'totalRevenue' | 'netProfit') =>
    formatFigure(metric, rows?.find((row) => row.metric === metric)?.value ?? null, locale);
  const revenueChange = rows?.find((row) => row.metric === 'totalRevenue')?.yearOnYear ?? null;

  return (
    <section
      className={`container ${styles.section} ${styles.latestResults}`}
      aria-labelledby="home-results-title"
      data-testid="home-latest-results"
    >
      <div className={styles.sectionHead}>
        <h2 id="home-results-title">{t('latestTitle')}</h2>
      </div>
      {latest && id ? (
        <div className={styles.resultsCard}>
          <div>
            <p className={styles.resultsQuarter}>{t('quarter', quarterValues(id, locale))}</p>
            <p className={styles.empty}>{t('resultsDate', { date: formatLongDate(latest.results_date, locale) })}</p>
          </div>
          <p>
            {t('latestRevenue', { value: figure('totalRevenue') })} (
            {formatChange('totalRevenue', revenueChange, locale, (value) => value)})
            <br />
            {t('latestNetProfit', { value: figure('netProfit') })}
          </p>
          <Link prefetch={false} href={localizePath(quarterPath(id), locale)} className="button">
            {t('view')}
            <span className="visually-hidden"> {t('quarter', quarterValues(id, locale))}</span>
          </Link>
        </div>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
    </section>
  );
}
