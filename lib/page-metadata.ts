import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/lib/i18n/routing';
import { getCompanyFacts } from '@/lib/content/company';
import { pages, type PageId } from '@/lib/site-map';
import { absoluteUrl } from '@/lib/site-url';

type SearchParams = Record<string, string | string[] | undefined>;

interface MetadataProps {
  params: Promise<{ locale: string }>;
  searchParams?: Promise<SearchParams>;
}

const listParams: Record<string, RegExp> = { year: /^\d{4}$/, type: /^\d{1,2}$/, page: /^\d{1,4}$/, q: /\S/ };

/** The list state of the URL that the canonical URL keeps (page 1 is the page without ?page=). */
function canonicalSearch(searchParams: SearchParams): string {
  const search = new URLSearchParams();
  for (const [name, pattern] of Object.entries(listParams)) {
    const raw = searchParams[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!value || !pattern.test(value) || (name === 'page' && Number(value) <= 1)) continue;
    search.set(name, value.slice(0, 100));
  }
  return search.toString();
}

/**
 * generateMetadata for a route of the site map: the translated title "Page title | Company IR", a
 * canonical URL and reciprocal alternates for th, en and x-default. List pages pass `list: true`
 * so that the canonical URL keeps their year/page/search state.
 */
export function pageMetadata(page: PageId, options: { list?: boolean } = {}) {
  return async function generateMetadata({ params, searchParams }: MetadataProps): Promise<Metadata> {
    const { locale: requested } = await params;
    const locale: Locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
    const tRoutes = await getTranslations({ locale, namespace: 'Routes' });
    const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
    const company = getCompanyFacts(locale).shortName;
    const title =
      page === 'home' ? tMeta('siteName', { company }) : tMeta('titleTemplate', { title: tRoutes(page), company });
    const search = options.list && searchParams ? canonicalSearch(await searchParams) : '';
    const path = pages[page];

    return {
      title,
      alternates: {
        canonical: absoluteUrl(path, locale, search),
        languages: {
          th: absoluteUrl(path, 'th', search),
          en: absoluteUrl(path, 'en', search),
          'x-default': absoluteUrl(path, 'th', search),
        },
      },
      openGraph: {
        title,
        siteName: tMeta('siteName', { company }),
        locale: locale === 'th' ? 'th_TH' : 'en_US',
        type: 'website',
        url: absoluteUrl(path, locale, search),
      },
      twitter: { card: 'summary_large_image', title },
    };
  };
}
