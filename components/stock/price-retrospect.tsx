import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { getStockHistory } from '@/lib/backend';
import { formatLongDate } from '@/lib/format';
import { labelsOf, localizePath } from '@/lib/i18n';
import {
  CHART_RANGES,
  bangkokToday,
  historyPage,
  retrospectFetchRange,
  retrospectQuery,
  periodSummary,
  priceRows,
} from '@/lib/prices';
import { firstParam } from '@/lib/site';
import { FactSheetLink } from './fact-sheet-link';
import { PriceHistorySearch, PriceHistoryTable, RetrospectPager, type PriceHistoryLabels } from './price-history';
import { PriceRangeChart } from './price-range-chart';
import styles from './stock-section.module.css';

const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Every label of the price table: its message key has the label's name.
const TABLE_LABELS = [
  'caption',
  'date',
  'open',
  'high',
  'low',
  'close',
  'change',
  'changePercent',
  'volume',
  'value',
  'previous2Weeks',
  'previous4Weeks',
  'empty',
  'unavailable',
] as const satisfies readonly (keyof PriceHistoryLabels)[];

/**
 * Historical prices (?from=&to=&page=, the old ?start=&end= too): the date search, the day table
 * newest first with the 2- and 4-week summaries before the end date, the CSV and Excel links of the range and the
 * price chart, all from one read of the history (lib/backend getStockHistory).
 */
export async function PriceRetrospect({ locale, query }: PageContext) {
  const t = await getTranslations('StockPrice.retrospect');
  const today = bangkokToday(new Date());
  const { range, problems, asked } = retrospectQuery(query, today);
  // One read covers the range, the summaries' weeks and the chart's longest button.
  const fetchRange = retrospectFetchRange(range, today);
  const days = await getStockHistory(fetchRange.from, fetchRange.to);
  const rows = days === false ? [] : priceRows(days, range.from, range.to);
  const { pageRows, page, pages } = historyPage(rows, firstParam(query.page));
  const summaries =
    days === false ? null : { weeks2: periodSummary(days, range.to, 2), weeks4: periodSummary(days, range.to, 4) };
  // Both files of the shown range come from one table definition (lib/downloads/figure-downloads.ts).
  const fileHref = (format: 'csv' | 'xlsx') =>
    `/api/stock_history?${new URLSearchParams({ from: range.from, to: range.to, format, lang: locale })}`;
  const pathname = localizePath('/stockpriceinfo/retrospect', locale);
  const pageHref = (target: number) =>
    `${pathname}?${new URLSearchParams({ from: range.from, to: range.to, ...(target > 1 ? { page: String(target) } : {}) })}`;

  return (
    <>
      <FactSheetLink locale={locale} />
      <PriceHistorySearch
        from={asked && !problems.length ? range.from : ''}
        to={asked && !problems.length ? range.to : ''}
        problems={problems.map((problem) => t(`problem.${problem}`))}
        labels={labelsOf(t, ['start', 'end', 'search', 'formatHint'])}
      />
      <p className={styles.rangeLine}>
        <span>{t('shown', { from: formatLongDate(range.from, locale), to: formatLongDate(range.to, locale) })}</span>
        {days !== false && rows.length > 0 && (
          <span className={styles.downloadLinks}>
            <a
              href={fileHref('csv')}
              download
              type="text/csv"
              rel="nofollow"
              className={styles.downloadLink}
              data-download="prices"
            >
              {t('download', { from: range.from, to: range.to })}
            </a>
            <a
              href={fileHref('xlsx')}
              download
              type={XLSX_MEDIA_TYPE}
              rel="nofollow"
              className={styles.downloadLink}
              data-download="prices"
            >
              {t('downloadXlsx', { from: range.from, to: range.to })}
            </a>
          </span>
        )}
      </p>
      <PriceHistoryTable
        rows={days === false ? null : pageRows}
        summaries={summaries}
        locale={locale}
        labels={labelsOf(t, TABLE_LABELS)}
      />
      <RetrospectPager
        page={page}
        pages={pages}
        href={pageHref}
        label={t('pageOf', { page: String(page), pages: String(pages) })}
      />
      <section className={styles.section} aria-labelledby="price-chart-title">
        <h2 id="price-chart-title">{t('chartTitle')}</h2>
        <PriceRangeChart
          title={t('chartTitle')}
          rangeLabel={t('rangeLabel')}
          valueLabel={t('price')}
          categoryLabel={t('date')}
          noIntraday={t('noIntraday')}
          factsTemplate={t.raw('facts') as string}
          ranges={[
            { id: 'search', label: t('range.search') },
            ...CHART_RANGES.map((id) => ({ id, label: t(`range.${id}`) })),
          ]}
          searched={range}
          today={days === false || days.length === 0 ? today : days[days.length - 1].date}
          points={days === false ? [] : days.map((day) => [day.date, day.close] as const)}
          locale={locale}
        />
      </section>
    </>
  );
}
