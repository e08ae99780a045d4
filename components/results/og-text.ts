import type { getTranslations } from 'next-intl/server';
import { DASH, formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { headlineRows, sameQuarterYearBefore, type HeadlineMetric, type QuarterId } from '@/lib/results';
import type { QuarterlyResult } from '@/lib/backend';
import { quarterValues } from './format';

/** The translator of the Results namespace, whose messages the image draws. */
type Translate = Awaited<ReturnType<typeof getTranslations<'Results'>>>;

export interface QuarterImageFigure {
  metric: HeadlineMetric;
  /** e.g. 'Total revenue 1,234.6 million baht'. */
  text: string;
  /** e.g. '+12.3% vs Q3 2024'; null when the year before is not stored (or its figure is zero or less). */
  change: string | null;
}

export interface QuarterImageText {
  title: string;
  figures: QuarterImageFigure[];
}

const FIGURES = [
  { metric: 'totalRevenue', key: 'ogHeadline' },
  { metric: 'netProfit', key: 'ogNetProfit' },
] as const;

/**
 * What a quarter's share image says (docs/results.md, "Share images"): the quarter's title, total
 * revenue and net profit in million baht with one decimal (the pages show thousand baht; a card is
 * read at a glance), each with its change against the same quarter a year before. Null when the
 * quarter is not stored.
 */
export function quarterImageText(
  results: readonly QuarterlyResult[],
  id: QuarterId,
  locale: Locale,
  t: Translate,
): QuarterImageText | null {
  const rows = headlineRows(results, id);
  if (!rows) return null;
  const yearBefore = quarterValues(sameQuarterYearBefore(id), locale);
  return {
    title: t('quarterTitle', quarterValues(id, locale)),
    figures: FIGURES.map(({ metric, key }) => {
      const row = rows.find((candidate) => candidate.metric === metric);
      const value = row?.value == null ? DASH : formatNumber(row.value / 1000, locale, { decimals: 1 });
      const change =
        row?.yearOnYear == null
          ? null
          : t('ogChange', {
              change: `${formatNumber(row.yearOnYear, locale, { decimals: 1, signed: true })}%`,
              ...yearBefore,
            });
      return { metric, text: t(key, { value }), change };
    }),
  };
}
