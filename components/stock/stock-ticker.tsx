'use client';

import type { StockQuote } from '@/lib/contract';
import type { Locale } from '@/lib/i18n';
import type { QuoteView } from './quote-view';
import { DirectionMark, type DirectionLabels } from './direction-mark';
import { useLiveQuoteView } from './use-live-quote';
import styles from './stock-ticker.module.css';

export interface StockTickerLabels {
  /** Accessible name of the ticker region. */
  region: string;
  symbol: string;
  marketOpen: string;
  marketClosed: string;
  direction: DirectionLabels;
}

export interface StockTickerProps {
  initialQuote: StockQuote | null;
  initiallyOpen: boolean;
  /** quoteView(initialQuote, locale), computed by the server. */
  initialView: QuoteView;
  locale: Locale;
  labels: StockTickerLabels;
}

/** One line of symbol, price and change with the market status; shares the card's live quote. */
export function StockTicker({ initialQuote, initiallyOpen, initialView, locale, labels }: StockTickerProps) {
  const { view, marketOpen } = useLiveQuoteView(initialQuote, initiallyOpen, initialView, locale);
  // Closed outside the trading sessions, and whenever the quote itself carries no time.
  const open = marketOpen && !view.closed;

  return (
    <section className={styles.ticker} aria-label={labels.region} data-testid="stock-ticker">
      <div className={`container ${styles.row}`}>
        <span className={styles.symbol}>{labels.symbol}</span>
        <span className={styles.price}>{view.price}</span>
        <span className={styles.change} data-direction={view.direction}>
          {view.closed ? (
            view.change
          ) : (
            <>
              <DirectionMark direction={view.direction} labels={labels.direction} />
              {view.change} ({view.changePercent})
            </>
          )}
        </span>
        <span className={styles.status} data-open={open}>
          {open ? labels.marketOpen : labels.marketClosed}
        </span>
      </div>
    </section>
  );
}
