'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { StockQuote } from '@/lib/contract';
import { isMarketOpen } from '@/lib/prices';
import type { Locale } from '@/lib/i18n';
import { quoteRefreshInterval, quoteView, type QuoteView } from './quote-view';

/** The app's own quote route: it adds the provider's api-key on the server. */
export const STOCK_QUOTE_URL = '/api/stock_quotation';

const MARKET_CLOCK_MS = 60_000;

/** Restores already answered: the card and the ticker both listen, and one request serves both. */
const refreshedRestores = new WeakSet<Event>();

async function fetchQuote(url: string): Promise<StockQuote> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as StockQuote;
}

// Stable identity, so SWR keeps its timer; asked again after every refresh, so polling stops at the close.
const refreshWhileOpen = () => quoteRefreshInterval(new Date());

/**
 * The quote, starting from the server's (no refetch on mount, no flash) and refreshed every 30 s
 * while the exchange trades. A minute clock notices the session opening and restarts the polling.
 * The card and the ticker share one SWR key, so they share one request.
 *
 * A page restored from the back/forward cache (pageshow with persisted) was frozen, its timers too,
 * for as long as the reader was away: its quote and market state may be hours old, so both are
 * refreshed at once rather than at the next tick.
 */
export function useLiveQuote(
  initialQuote: StockQuote | null,
  initiallyOpen: boolean,
): { quote: StockQuote | null; marketOpen: boolean } {
  const [marketOpen, setMarketOpen] = useState(initiallyOpen);

  useEffect(() => {
    const timer = window.setInterval(() => setMarketOpen(isMarketOpen(new Date())), MARKET_CLOCK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const { data, mutate } = useSWR(STOCK_QUOTE_URL, fetchQuote, {
    fallbackData: initialQuote ?? undefined,
    refreshInterval: marketOpen ? refreshWhileOpen : 0,
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setMarketOpen(isMarketOpen(new Date()));
      if (refreshedRestores.has(event)) return;
      refreshedRestores.add(event);
      void mutate();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [mutate]);

  return { quote: data ?? null, marketOpen };
}

/**
 * The live quote's figures. While the quote is still the server's, they are the server's own
 * (`initialView`, computed with the page): hydration formats nothing, and the first Intl formatter a
 * page builds costs ICU several milliseconds, which would lengthen the hydration task. A refreshed
 * quote is formatted here (docs/performance.md, What keeps it fast).
 */
export function useLiveQuoteView(
  initialQuote: StockQuote | null,
  initiallyOpen: boolean,
  initialView: QuoteView,
  locale: Locale,
): { view: QuoteView; marketOpen: boolean } {
  const { quote, marketOpen } = useLiveQuote(initialQuote, initiallyOpen);
  return { view: quote === initialQuote ? initialView : quoteView(quote, locale), marketOpen };
}
