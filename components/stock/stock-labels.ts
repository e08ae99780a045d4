import { getTranslations } from 'next-intl/server';
import type { StockCardLabels } from './stock-card';
import type { StockTickerLabels } from './stock-ticker';
import type { DirectionLabels } from './direction-mark';

/** Server-side translations of the live quote's client leaves, so no message catalogue travels to the browser. */
async function directionLabels(): Promise<DirectionLabels> {
  const t = await getTranslations('StockCard');
  return { up: t('up'), down: t('down'), unchanged: t('unchanged') };
}

export async function stockCardLabels(symbol: string): Promise<StockCardLabels> {
  const t = await getTranslations('StockCard');
  return {
    symbol,
    currency: t('currency'),
    change: t('change'),
    updated: t.raw('updated') as string,
    marketClosed: t('marketClosed'),
    direction: await directionLabels(),
  };
}

export async function stockTickerLabels(symbol: string): Promise<StockTickerLabels> {
  const t = await getTranslations('StockCard');
  return {
    region: t('tickerLabel', { symbol }),
    symbol,
    marketOpen: t('marketOpen'),
    marketClosed: t('marketClosed'),
    direction: await directionLabels(),
  };
}
