import { getTranslations } from 'next-intl/server';
import { getStockHistory } from '@/lib/backend';
import { formatLongDate, formatNumber, formatPercent, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { bangkokToday, performanceRange, pricePerformance } from '@/lib/prices';
import styles from './stock-section.module.css';

const CHANGES = ['1M', '3M', 'YTD', '1Y'] as const;

/** The 52-week range and the change over 1 month, 3 months, year to date and 1 year, from the price history (N/A without it). */
export async function PricePerformance({ locale }: { locale: Locale }) {
  const t = await getTranslations('StockPrice.info');
  const range = performanceRange(bangkokToday(new Date()));
  const days = await getStockHistory(range.from, range.to);
  const performance = days === false ? null : pricePerformance(days);
  const na = formatNumber(null, locale);
  const rows: [string, string, string][] = [
    [
      'high52Weeks',
      t('high52Weeks'),
      performance
        ? `${formatPrice(performance.high52Weeks.price)} (${formatLongDate(performance.high52Weeks.date, locale)})`
        : na,
    ],
    [
      'low52Weeks',
      t('low52Weeks'),
      performance
        ? `${formatPrice(performance.low52Weeks.price)} (${formatLongDate(performance.low52Weeks.date, locale)})`
        : na,
    ],
    ...CHANGES.map((id): [string, string, string] => {
      const change = performance?.changes[id];
      return [
        `change${id}`,
        t(`change${id}`),
        change && change.change !== null
          ? `${formatPrice(change.change, { signed: true })} (${formatPercent(change.changePercent, locale, { signed: true })})`
          : na,
      ];
    }),
  ];
  return (
    <section className={styles.section} aria-labelledby="price-performance-title" data-testid="price-performance">
      <h2 id="price-performance-title">
        {t('performance', { date: performance ? formatLongDate(performance.asOf, locale) : na })}
      </h2>
      <dl className={styles.resultList}>
        {rows.map(([key, label, value]) => (
          <div key={key} data-testid={`performance-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
