import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { demoPriceRanges, priceHistoryPlaceholder, type PriceRangeId } from '@/lib/content/stock-demo';
import { formatShortDate, formatTime12h } from '@/lib/format/date';
import { labelsOf } from '@/lib/i18n/labels';
import { firstParam, type SearchParamValue } from '@/lib/selectors/coerce';
import { FactSheetLink } from './fact-sheet-link';
import { PriceHistorySearch, PriceHistoryTable, type PriceHistoryLabels } from './price-history';
import { PriceRangeChart } from './price-range-chart';
import styles from './stock-section.module.css';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (raw: SearchParamValue) => {
  const value = firstParam(raw) ?? '';
  return ISO_DATE.test(value) ? value : '';
};

const RANGES: readonly PriceRangeId[] = ['1h', '1D', 'All'];
// Every label of the price table: its message key has the label's name.
const TABLE_LABELS = ['caption', 'date', 'open', 'high', 'low', 'close', 'volume', 'value', 'previous2Weeks', 'previous4Weeks',
  'empty'] as const satisfies readonly (keyof PriceHistoryLabels)[];

/** Historical prices: the date search (?start=, ?end=), the price table and the sample chart. */
export async function PriceRetrospect({ locale, query }: PageContext) {
  const t = await getTranslations('StockPrice.retrospect');
  // Placeholder data until the price-history issue: the components take whatever history they are given.
  const ranges = RANGES.map((id) => ({
    id,
    label: t(`range.${id}`),
    points: demoPriceRanges[id].map((point) => ({
      label: id === 'All' ? formatShortDate(point.at, locale) : formatTime12h(point.at, locale),
      value: point.price,
    })),
  }));

  return (
    <>
      <FactSheetLink locale={locale} />
      <PriceHistorySearch
        start={dateParam(query.start)}
        end={dateParam(query.end)}
        labels={labelsOf(t, ['start', 'end', 'search', 'formatHint'])}
      />
      <PriceHistoryTable history={priceHistoryPlaceholder} locale={locale} labels={labelsOf(t, TABLE_LABELS)} />
      <section className={styles.section} aria-labelledby="price-chart-title">
        <h2 id="price-chart-title">{t('chartTitle')}</h2>
        <p className={styles.demoNote}>{t('demoNote')}</p>
        <PriceRangeChart
          title={t('chartTitle')}
          rangeLabel={t('rangeLabel')}
          categoryLabel={t('time')}
          valueLabel={t('price')}
          ranges={ranges}
          locale={locale}
        />
      </section>
    </>
  );
}
