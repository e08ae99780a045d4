import {
  getAnalysisExplanation,
  getFinancialStatements,
  getMeetings,
  getNewsClippings,
  getOneReports,
  getQuarterlyResults,
  getSetNews,
  getStockQuote,
} from '@/lib/backend';
import { loadCompanyFacts } from '@/lib/backend';
import { isMarketOpen } from '@/lib/prices';
import { resolveLocale, type LocaleParams } from '@/lib/i18n';
import { pageMetadata, corporationJsonLd } from '@/lib/seo';
import { JsonLd } from '@/components/seo/json-ld';
import { AboutGrowth } from '@/components/home/about-growth';
import { FinancialHighlights } from '@/components/home/financial-highlights';
import { HomeHero } from '@/components/home/home-hero';
import { HomeNews } from '@/components/home/home-news';
import { homeClippings, homeDocuments, homeSetNews } from '@/components/home/home-selection';
import { IrContact } from '@/components/home/ir-contact';
import { LatestDocuments } from '@/components/home/latest-documents';
import { LatestResults } from '@/components/home/latest-results';
import { newestFirst } from '@/lib/results';
import { loadFigureBook } from '@/lib/results/server';
import { quoteView } from '@/components/stock/quote-view';
import { StockTicker } from '@/components/stock/stock-ticker';
import { stockTickerLabels } from '@/components/stock/stock-labels';

export const generateMetadata = pageMetadata('home');

export default async function HomePage({ params }: LocaleParams) {
  // Rendered per request like every page (app/[locale]/layout.tsx), so the quote and the market window are
  // current; a shared cache in front may answer with a copy up to a minute old (docs/operations.md).
  const locale = await resolveLocale(params);

  // The calls run together; each resolves to false on failure and empties only its block.
  const [quote, statements, analyses, meetings, oneReports, clippings, setNews, quarters, figures] = await Promise.all([
    getStockQuote(),
    getFinancialStatements(locale),
    getAnalysisExplanation(locale),
    getMeetings(locale),
    getOneReports(locale),
    getNewsClippings(),
    getSetNews(locale),
    getQuarterlyResults(),
    loadFigureBook(),
  ]);
  const liveQuote = quote === false ? null : quote;
  const marketOpen = isMarketOpen(new Date());
  const company = await loadCompanyFacts(locale);
  const { symbol } = company;

  return (
    <>
      <JsonLd data={corporationJsonLd(locale, company)} />
      <StockTicker
        initialQuote={liveQuote}
        initiallyOpen={marketOpen}
        initialView={quoteView(liveQuote, locale)}
        locale={locale}
        labels={await stockTickerLabels(symbol)}
      />
      <HomeHero locale={locale} quote={liveQuote} marketOpen={marketOpen} />
      <AboutGrowth locale={locale} figures={figures} />
      <FinancialHighlights locale={locale} figures={figures} />
      <LatestResults locale={locale} results={quarters && newestFirst(quarters)} />
      <LatestDocuments locale={locale} documents={homeDocuments({ statements, analyses, meetings, oneReports })} />
      <HomeNews locale={locale} clippings={homeClippings(clippings)} setNews={homeSetNews(setNews)} />
      <IrContact locale={locale} />
    </>
  );
}
