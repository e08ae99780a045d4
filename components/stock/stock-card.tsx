'use client';

import type { StockQuote } from '@/lib/contract';
import type { Locale } from '@/lib/i18n';
import type { QuoteView } from './quote-view';
import { DirectionMark, type DirectionLabels } from './direction-mark';
import { useLiveQuoteView } from './use-live-quote';
import styles from './stock-card.module.css';

export interface StockCardLabels {
  symbol: string;
  currency: string;
  change: string;
  /** Template with {date} and {time}, e.g. 'Updated {date} at {time}'. */
  updated: string;
  marketClosed: string;
  direction: DirectionLabels;
}

export interface StockCardProps {
  /** The server's quote: the first paint; null when the backend failed (dashes). */
  initialQuote: StockQuote | null;
  /** Whether the exchange traded when the server rendered. */
  initiallyOpen: boolean;
  /** quoteView(initialQuote, locale), computed by the server. */
  initialView: QuoteView;
  locale: Locale;
  labels: StockCardLabels;
}

/** Price, change and update time of the stock, refreshed live while the market is open. */
export function StockCard({ initialQuote, initiallyOpen, initialView, locale, labels }: StockCardProps) {
  const { view } = useLiveQuoteView(initialQuote, initiallyOpen, initialView, locale);

  return (
    <div className={styles.card} data-testid="stock-card">
      <p className={styles.symbol}>{labels.symbol}</p>
      <p className={styles.price}>
        <span className={styles.priceValue}>{view.price}</span>{' '}
        <span className={styles.currency}>{labels.currency}</span>
      </p>
      <p className={styles.change} data-direction={view.direction}>
        <span className={styles.changeLabel}>{labels.change}</span>{' '}
        {view.closed ? (
          <span>{view.change}</span>
        ) : (
          <>
            <DirectionMark direction={view.direction} labels={labels.direction} />
            <span>
              {view.change} ({view.changePercent})
            </span>
          </>
        )}
      </p>
      <p className={styles.status}>
        {view.closed
          ? labels.marketClosed
          : labels.updated.replace('{date}', view.updatedDate ?? '').replace('{time}', view.updatedTime ?? '')}
      </p>
    </div>
  );
}
