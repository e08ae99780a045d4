import { getStockQuote } from '@/lib/backend';
import type { Locale } from '@/lib/i18n';
import { FactSheetLink } from './fact-sheet-link';
import { PricePerformance } from './price-performance';
import { QuoteDetails } from './quote-details';

/** The stock quote page: the fact sheet link, the quote of this request (a failed quote shows N/A) and the price performance from the history. */
export async function StockQuote({ locale }: { locale: Locale }) {
  const quote = await getStockQuote();
  return (
    <>
      <FactSheetLink locale={locale} />
      <QuoteDetails quote={quote === false ? null : quote} locale={locale} />
      <PricePerformance locale={locale} />
    </>
  );
}
