import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { FactSheetLink } from '@/components/stock/fact-sheet-link';
import { PriceHistorySearch, PriceHistoryTable } from '@/components/stock/price-history';
import { PriceRangeChart } from '@/components/stock/price-range-chart';
import styles from '@/components/stock/stock-section.module.css';
import { demoPriceRanges, priceHistoryPlaceholder, type PriceRangeId } from '@/lib/content/stock-demo';
import { formatShortDate, formatTime12h } from '@/lib/format/date';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { firstParam, type SearchParamValue } from '@/lib/selectors/coerce';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('stockRetrospect');

interface RetrospectProps extends LocaleParams {
  searchParams: Promise<Record<string, SearchParamValue>>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (raw: SearchParamValue) => {
  const value = firstParam(raw) ?? '';
  return ISO_DATE.test(value) ? value : '';
};

const RANGES: readonly PriceRangeId[] = ['1h', '1D', 'All'];

export default async function StockRetrospectPage({ params, searchParams }: RetrospectProps) {
  const locale = await resolveLocale(params);
  const query = await searchParams;
  const t = await getTranslations('StockPrice.retrospect');

  // Placeholder data until the price-history issue: the components take whatever history they are given.
  const history = priceHistoryPlaceholder;
  const ranges = RANGES.map((id) => ({
    id,
    label: t(`range.${id}`),
    points: demoPriceRanges[id].map((point) => ({
      label: id === 'All' ? formatShortDate(point.at, locale) : formatTime12h(point.at, locale),
      value: point.price,
    })),
  }));

  return (
    <PageFrame page="stockRetrospect">
      <FactSheetLink locale={locale} />
      <PriceHistorySearch
        start={dateParam(query.start)}
        end={dateParam(query.end)}
        labels={{ start: t('start'), end: t('end'), search: t('search'), formatHint: t('formatHint') }}
      />
      <PriceHistoryTable
        history={history}
        locale={locale}
        labels={{
          caption: t('caption'),
          date: t('date'),
          open: t('open'),
          high: t('high'),
          low: t('low'),
          close: t('close'),
          volume: t('volume'),
          value: t('value'),
          previous2Weeks: t('previous2Weeks'),
          previous4Weeks: t('previous4Weeks'),
          empty: t('empty'),
        }}
      />
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
    </PageFrame>
  );
}
