import type { StockQuote } from '@/lib/contract';
import type { Locale } from '@/lib/i18n';
import {
  formatLongDate,
  formatTime12h,
  DASH,
  formatPercent,
  formatPrice,
  changePercent,
  direction,
  displayPrice,
  priceChange,
  type PriceDirection,
} from '@/lib/format';
import { isMarketOpen } from '@/lib/prices';

/** Refresh period of the live quote while the exchange trades. */
export const QUOTE_REFRESH_MS = 30_000;

/** How often the live quote refreshes at this instant: every 30 s in a trading session, never outside one. */
export function quoteRefreshInterval(now: Date): number {
  return isMarketOpen(now) ? QUOTE_REFRESH_MS : 0;
}

/** What the stock card and ticker print for a quote (docs/product.md, States and transitions). */
export interface QuoteView {
  price: string;
  /** '+0.04' or '-'; a dash while the quote has no time (market closed) or no change. */
  change: string;
  /** '+1.74%' or '-'. */
  changePercent: string;
  direction: PriceDirection;
  /** Whether the quote has no time: the card shows the market-closed message instead of the update time. */
  closed: boolean;
  /** '20 November 2569' and '4:35 PM' of the update, when the quote has a time. */
  updatedDate: string | null;
  updatedTime: string | null;
}

/** The card's figures; a missing quote (backend failure) prints dashes everywhere. */
export function quoteView(quote: StockQuote | null | undefined, locale: Locale): QuoteView {
  const price = formatPrice(displayPrice(quote), { missing: DASH });
  const time = quote?.time?.trim() ? quote.time : null;
  if (!quote || !time) {
    return {
      price,
      change: DASH,
      changePercent: DASH,
      direction: 'unchanged',
      closed: true,
      updatedDate: null,
      updatedTime: null,
    };
  }
  const change = priceChange(quote);
  const percent = changePercent(quote);
  return {
    price,
    change: formatPrice(change, { missing: DASH, signed: true }),
    changePercent: percent === null ? DASH : formatPercent(percent, locale, { signed: true }),
    direction: direction(change),
    closed: false,
    updatedDate: formatLongDate(time, locale),
    updatedTime: formatTime12h(time, locale),
  };
}
