import { connection } from 'next/server';
import { PageFrame } from '@/components/layout/page-frame';
import { FactSheetLink } from '@/components/stock/fact-sheet-link';
import { QuoteDetails } from '@/components/stock/quote-details';
import { getStockQuote } from '@/lib/backend';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('stockInfo');

export default async function StockInfoPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  // The quote is per request: never prerender it at build time.
  await connection();
  const quote = await getStockQuote();
  return (
    <PageFrame page="stockInfo">
      <FactSheetLink locale={locale} />
      <QuoteDetails quote={quote === false ? null : quote} locale={locale} />
    </PageFrame>
  );
}
