import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import cardGrid from '@/components/layout/card-grid.module.css';
import type { PageContext } from '@/components/layout/framed-page';
import { EmptyState } from '@/components/lists/empty-state';
import { EXPORT_FORMATS, dataPackHref } from '@/lib/downloads';
import { formatLongDate } from '@/lib/format';
import { localizePath } from '@/lib/i18n';
import { headlineRows, quarterPath, quarterSlug, type HeadlineMetric, type QuarterId } from '@/lib/results';
import { loadQuarters } from '@/lib/results/server';
import { ComingUp } from './coming-up';
import { formatChange, formatFigure, quarterValues } from './format';
import styles from './results.module.css';

const CARD_METRICS: readonly HeadlineMetric[] = ['totalRevenue', 'netProfit', 'eps'];

/**
 * The results hub (docs/results.md): every stored quarter, newest first, as a card with its headline
 * figures, the change of revenue on the year, and links to the quarter's page and data pack. An empty
 * state when the backend failed or lacks the call. Above the cards, the next results date and
 * Opportunity Day from the investor calendar (ComingUp).
 */
export async function ResultsHub({ locale }: PageContext<'quarterlyResults'>) {
  const [results, t, tDownloads] = await Promise.all([
    loadQuarters(),
    getTranslations('Results'),
    getTranslations('Downloads'),
  ]);
  if (!results || results.length === 0) {
    return (
      <>
        <EmptyState>{t('empty')}</EmptyState>
        <ComingUp locale={locale} />
      </>
    );
  }
  const points = (value: string) => t('points', { value });

  return (
    <>
      <p className={styles.lead}>{t('hubLead')}</p>
      <ComingUp locale={locale} />
      <p className={styles.meta}>{t('unitNote')}</p>
      <ul className={`${cardGrid.grid} ${styles.cards}`}>
        {results.map((result) => {
          const id = { year: result.year, quarter: result.quarter } as QuarterId;
          const slug = quarterSlug(id);
          const rows = headlineRows(results, id) ?? [];
          const values = quarterValues(id, locale);
          const revenue = rows.find((row) => row.metric === 'totalRevenue');
          return (
            <li key={slug} className={`${cardGrid.card} ${styles.card}`} data-testid={`results-card-${slug}`}>
              <h2 className={styles.cardTitle}>
                <Link prefetch={false} href={localizePath(quarterPath(id), locale)}>
                  {t('quarter', values)}
                </Link>
              </h2>
              <p className={styles.cardDate}>
                {t('resultsDate', { date: formatLongDate(result.results_date, locale) })}
              </p>
              <dl className={styles.cardFigures}>
                {CARD_METRICS.map((metric) => (
                  <div key={metric} className={styles.figure}>
                    <dt>{t(`metrics.${metric}`)}</dt>
                    <dd data-metric={metric}>
                      {formatFigure(metric, rows.find((row) => row.metric === metric)?.value ?? null, locale)}
                    </dd>
                  </div>
                ))}
                <div className={styles.figure}>
                  <dt>{t('revenueYearOnYear', quarterValues({ year: id.year - 1, quarter: id.quarter }, locale))}</dt>
                  <dd data-metric="totalRevenueYearOnYear">
                    {formatChange('totalRevenue', revenue?.yearOnYear ?? null, locale, points)}
                  </dd>
                </div>
              </dl>
              <div className={styles.cardLinks}>
                <Link prefetch={false} href={localizePath(quarterPath(id), locale)}>
                  {t('view')}
                  <span className="visually-hidden"> {t('quarter', values)}</span>
                </Link>
                {EXPORT_FORMATS.map((format) => (
                  <a key={format} href={dataPackHref(slug, format, locale)} download>
                    {tDownloads(`formats.${format}`)}
                    <span className="visually-hidden">
                      {' '}
                      {t('dataPackTitle')} {t('quarter', values)}
                    </span>
                  </a>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
