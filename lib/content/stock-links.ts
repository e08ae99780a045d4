import type { Locale } from '@/lib/i18n';
import { getCompanyFacts } from '@/lib/content/company';

/** The exchange's fact sheet of the stock, in the reader's language (opens in a new tab). */
export function factSheetUrl(locale: Locale): string {
  const { symbol } = getCompanyFacts(locale);
  return `https://www.set.or.th/${locale}/market/product/stock/quote/${symbol}/factsheet`;
}
