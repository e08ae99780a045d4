import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/lib/i18n';
import { loadCompanyFacts } from '@/lib/backend';
import { FEED_PATHS } from '@/lib/feeds/server';
import { canonicalListQuery } from '@/lib/lists/server';
import type { SearchParams } from '@/lib/lists';
import { isListPage } from '@/lib/lists';
import { pages, sectionOf, unlistedPages, type PageId, absoluteUrl, languageAlternates, siteUrl } from '@/lib/site';
import { ogImagePath } from '@/lib/seo/og-image';

interface MetadataProps {
  params: Promise<{ locale: string }>;
  searchParams?: Promise<SearchParams>;
}

/**
 * generateMetadata for a route of the site map: the translated title "Page title | Company IR" and
 * description, a canonical URL and reciprocal alternates for th, en and x-default, Open Graph and
 * Twitter cards. A list page's canonical URL is the state the page shows (lib/lists: the same reading of
 * the URL and the same data as the page); the news section announces its RSS feed and the calendar its
 * iCalendar feed. Unlisted pages (the search) are noindex.
 */
export function pageMetadata(page: PageId) {
  return async function generateMetadata({ params, searchParams }: MetadataProps): Promise<Metadata> {
    const { locale: requested } = await params;
    const locale: Locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
    const tRoutes = await getTranslations({ locale, namespace: 'Routes' });
    const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
    const tFeeds = await getTranslations({ locale, namespace: 'Feeds' });
    const facts = await loadCompanyFacts(locale);
    const company = facts.shortName;
    const siteName = tMeta('siteName', { company });
    const title = page === 'home' ? siteName : tMeta('titleTemplate', { title: tRoutes(page), company });
    const description = tMeta(`descriptions.${page}`, { company, symbol: facts.symbol });
    const search = isListPage(page) ? await canonicalListQuery(page, locale, (await searchParams) ?? {}) : '';
    const path = pages[page];
    const url = absoluteUrl(path, locale, search);
    const image = {
      url: new URL(ogImagePath(page, locale), siteUrl()).toString(),
      width: 1200,
      height: 630,
      alt: tMeta('imageAlt', { company, title: page === 'home' ? siteName : tRoutes(page) }),
      type: 'image/png',
    };

    return {
      title,
      description,
      alternates: {
        canonical: url,
        languages: languageAlternates(path, search),
        ...(sectionOf(page)?.id === 'news'
          ? {
              types: {
                'application/rss+xml': [
                  { url: absoluteUrl(FEED_PATHS.news, locale), title: tFeeds('newsTitle', { company }) },
                ],
              },
            }
          : {}),
        ...(page === 'calendar'
          ? {
              types: {
                'text/calendar': [
                  { url: absoluteUrl(FEED_PATHS.calendar, locale), title: tFeeds('calendarName', { company }) },
                ],
              },
            }
          : {}),
      },
      openGraph: {
        title,
        description,
        siteName,
        locale: locale === 'th' ? 'th_TH' : 'en_US',
        alternateLocale: locale === 'th' ? 'en_US' : 'th_TH',
        type: 'website',
        url,
        images: [image],
      },
      twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
      // Search results are the site's own index of its pages: crawlers follow their links but do not list them.
      ...(unlistedPages.includes(page) ? { robots: { index: false, follow: true } } : {}),
    };
  };
}
