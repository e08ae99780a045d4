import { getTranslations } from 'next-intl/server';
import { getQuarterlyResults } from '@/lib/backend';
import { loadCompanyFacts } from '@/lib/backend';
import { displayYear, formatLongDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import {
  dataPackQuarters,
  findQuarter,
  METRIC_DECIMALS,
  metricValue,
  quarterSlug,
  type HeadlineMetric,
  type QuarterId,
} from '@/lib/results';
import { fileStemOf, type FigureColumn, type FigureDownload } from './figure-table';

/**
 * The data pack of a quarter of the results hub (docs/results.md): the quarter and the eight before it,
 * newest first, one row each, the figures as the quarter's page shows them (rounded to its decimals).
 */

const QUARTER_END = ['03-31', '06-30', '09-30', '12-31'];
const PACK_METRICS: readonly (HeadlineMetric | 'salesRevenue')[] = [
  'totalRevenue',
  'salesRevenue',
  'grossProfit',
  'grossMargin',
  'netProfit',
  'eps',
];

const rounded = (value: number | null, decimals: number) => (value === null ? null : Number(value.toFixed(decimals)));

/** The pack's download, or null when the quarter is not stored or the backend failed (the file is then not found). */
export async function buildResultsDataPack(id: QuarterId, locale: Locale): Promise<FigureDownload | null> {
  const results = await getQuarterlyResults();
  if (!results || !findQuarter(results, id)) return null;
  const [t, tDownloads] = await Promise.all([
    getTranslations({ locale, namespace: 'Results' }),
    getTranslations({ locale, namespace: 'Downloads' }),
  ]);
  const header = (metric: HeadlineMetric | 'salesRevenue') =>
    metric === 'salesRevenue' ? t('columns.salesRevenue') : t(`metrics.${metric}`);
  const columns: FigureColumn[] = [
    { header: t('columns.year'), type: 'number', decimals: 0, grouping: false },
    { header: t('columns.quarter'), type: 'number', decimals: 0, grouping: false },
    ...PACK_METRICS.map((metric): FigureColumn => ({
      header: header(metric),
      type: 'number',
      decimals: metric === 'salesRevenue' ? 0 : METRIC_DECIMALS[metric],
    })),
  ];
  const rows = dataPackQuarters(results, id).map((result) => [
    Number(displayYear(result.year, locale)),
    result.quarter,
    ...PACK_METRICS.map((metric) =>
      metric === 'salesRevenue' ? result.sales_revenue : rounded(metricValue(result, metric), METRIC_DECIMALS[metric]),
    ),
  ]);
  const title = `${t('dataPackSheet')} ${t('quarter', { quarter: String(id.quarter), year: displayYear(id.year, locale) })}`;
  const asOf = `${id.year}-${QUARTER_END[id.quarter - 1]}`;
  return {
    fileStem: fileStemOf((await loadCompanyFacts(locale)).symbol, `results-${quarterSlug(id)}`, locale, asOf),
    asOfLabel: tDownloads('asOfDate', { date: formatLongDate(asOf, locale) }),
    sheets: [{ name: t('dataPackSheet'), title, unit: t('unitNote'), columns, rows }],
  };
}
