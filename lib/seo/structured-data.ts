import type { CompanyFacts } from '@/lib/facts';
import type { Locale } from '@/lib/i18n';
import { absoluteUrl, siteUrl } from '@/lib/site';

/** A Thai number as dialled from abroad: 02-123-4567 → +66-2-123-4567. */
export function internationalPhone(local: string): string {
  return local.replace(/^0/, '+66-');
}

/** schema.org Corporation of the home page: name, ticker, site, logo and the IR contact points. */
export function corporationJsonLd(locale: Locale, company: CompanyFacts): Record<string, unknown> {
  const home = absoluteUrl('/', locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Corporation',
    '@id': `${new URL('/', siteUrl()).toString()}#corporation`,
    name: company.name,
    alternateName: company.shortName,
    legalName: company.name,
    tickerSymbol: `SET:${company.symbol}`,
    url: home,
    logo: new URL('/apple-icon.png', siteUrl()).toString(),
    foundingDate: String(company.founded),
    address: { '@type': 'PostalAddress', streetAddress: company.headOffice, addressCountry: 'TH' },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'investor relations',
        telephone: internationalPhone(company.irPhone),
        faxNumber: internationalPhone(company.irFax),
        email: company.irEmail,
        url: absoluteUrl('/informationinfo', locale),
        availableLanguage: ['th', 'en'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: internationalPhone(company.companyPhone),
        faxNumber: internationalPhone(company.companyFax),
        availableLanguage: ['th', 'en'],
      },
    ],
    sameAs: [company.website, ...Object.values(company.social)],
  };
}
