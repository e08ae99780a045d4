import { getTranslations } from 'next-intl/server';
import { DataTable, type DataColumn } from '@/components/tables/data-table';
import type { PriceLevel, StockQuote } from '@/lib/contract';
import { formatLongDate, formatTime12h, formatNumber, formatPrice, NOT_AVAILABLE } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import styles from './stock-section.module.css';

/** The whole quote: prices with 2 decimals, volumes with separators, N/A for anything missing. */
export async function QuoteDetails({ quote, locale }: { quote: StockQuote | null; locale: Locale }) {
  const t = await getTranslations('StockPrice.info');
  const time = quote?.time
    ? `${formatLongDate(quote.time, locale)} ${formatTime12h(quote.time, locale)}`
    : NOT_AVAILABLE;
  const summary: [string, string][] = [
    [t('symbol'), quote?.symbol || NOT_AVAILABLE],
    [t('last'), formatPrice(quote?.last)],
    [t('prior'), formatPrice(quote?.prior)],
    [t('project1'), formatPrice(quote?.project1)],
    [t('open'), formatPrice(quote?.open)],
    [t('high'), formatPrice(quote?.high)],
    [t('low'), formatPrice(quote?.low)],
    [t('time'), time],
    [t('totalVolume'), formatNumber(quote?.totalVolume, locale, { decimals: 0 })],
  ];
  const bids: readonly PriceLevel[] = quote?.bid ?? [];
  const offers: readonly PriceLevel[] = quote?.offer ?? [];
  const depth = Math.max(bids.length, offers.length);
  const volume = (level: PriceLevel | undefined) => formatNumber(level?.volume, locale, { decimals: 0 });
  const depthColumns: DataColumn<number>[] = [
    { key: 'bidVolume', header: t('bidVolume'), cell: (index) => volume(bids[index]) },
    { key: 'bid', header: t('bid'), cellClassName: styles.bid, cell: (index) => formatPrice(bids[index]?.price) },
    {
      key: 'offer',
      header: t('offer'),
      cellClassName: styles.offer,
      cell: (index) => formatPrice(offers[index]?.price),
    },
    { key: 'offerVolume', header: t('offerVolume'), cell: (index) => volume(offers[index]) },
  ];

  return (
    <div className={styles.quoteGrid} data-testid="quote-details">
      <section aria-labelledby="quote-summary-title">
        <h2 id="quote-summary-title">{t('summary')}</h2>
        <dl className={styles.summary}>
          {summary.map(([label, value]) => (
            <div key={label} className={styles.summaryItem}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="quote-depth-title">
        <h2 id="quote-depth-title">{t('depth')}</h2>
        <div className={styles.tableWrap}>
          <DataTable
            className={styles.table}
            columns={depthColumns}
            rows={Array.from({ length: depth }, (_, index) => index)}
            rowKey={(index) => index}
            empty={t('noDepth')}
            emptyClassName={styles.emptyCell}
          />
        </div>
      </section>
    </div>
  );
}
