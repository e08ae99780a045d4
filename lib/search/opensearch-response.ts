import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { loadCompanyFacts } from '@/lib/backend';
import { routing, type Locale } from '@/lib/i18n';
import { siteUrl } from '@/lib/site';
import { buildOpenSearchDescription, OPENSEARCH_CONTENT_TYPE, OPENSEARCH_PATH } from './opensearch';

/** The OpenSearch description of a language, as served. */
export async function openSearchResponse(locale: Locale): Promise<Response> {
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  const company = await loadCompanyFacts(locale);
  const xml = buildOpenSearchDescription({
    shortName: `${company.symbol} IR`,
    description: tMeta('descriptions.search', { company: company.shortName, symbol: company.symbol }),
    locale,
    origin: siteUrl(),
  });
  return new Response(xml, {
    headers: { 'content-type': `${OPENSEARCH_CONTENT_TYPE}; charset=utf-8`, 'cache-control': 'public, max-age=86400' },
  });
}

/**
 * The description under a locale segment (the path has a dot, so the proxy leaves it alone): English is
 * served; /th/opensearch.xml redirects to the unprefixed Thai one; any other segment is not found.
 */
export async function localizedOpenSearchResponse(requested: string): Promise<Response> {
  if (requested === routing.defaultLocale)
    return new Response(null, { status: 308, headers: { location: OPENSEARCH_PATH } });
  if (!hasLocale(routing.locales, requested)) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  return openSearchResponse(requested);
}
