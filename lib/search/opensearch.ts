import { escapeXml } from '@/lib/feeds';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { pages } from '@/lib/site';

/**
 * The OpenSearch description (https://github.com/dewitt/opensearch), so that browsers offer the
 * site's search from their address bar. Thai at /opensearch.xml, English at /en/opensearch.xml; every
 * page links the one of its language (components/shell/site-header.tsx).
 */
export const OPENSEARCH_PATH = '/opensearch.xml';

export const OPENSEARCH_CONTENT_TYPE = 'application/opensearchdescription+xml';

export interface OpenSearchDescription {
  /** At most 16 characters (the specification's limit); longer is cut. */
  shortName: string;
  description: string;
  locale: Locale;
  /** The public origin of the site (SITE_URL). */
  origin: URL;
}

export function buildOpenSearchDescription({ shortName, description, locale, origin }: OpenSearchDescription): string {
  const url = (path: string) => escapeXml(new URL(localizePath(path, locale), origin).toString());
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `<ShortName>${escapeXml(Array.from(shortName).slice(0, 16).join(''))}</ShortName>`,
    `<Description>${escapeXml(description)}</Description>`,
    '<InputEncoding>UTF-8</InputEncoding>',
    `<Language>${locale}</Language>`,
    `<Image width="32" height="32" type="image/x-icon">${escapeXml(new URL('/favicon.ico', origin).toString())}</Image>`,
    // {searchTerms} is the template's placeholder, filled in by the browser.
    `<Url type="text/html" method="get" template="${url(pages.search)}?q={searchTerms}"/>`,
    `<Url type="${OPENSEARCH_CONTENT_TYPE}" rel="self" template="${url(OPENSEARCH_PATH)}"/>`,
    `<moz:SearchForm>${url(pages.search)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}
