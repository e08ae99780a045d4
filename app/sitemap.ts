import type { MetadataRoute } from 'next';
import { routing, type Locale } from '@/lib/i18n';
import { listYearPageQueries } from '@/lib/lists/server';
import { isListPage } from '@/lib/lists';
import { quarterPath } from '@/lib/results';
import { loadQuarters } from '@/lib/results/server';
import { allPageIds, pages, unlistedPages, type PageId, absoluteUrl, languageAlternates } from '@/lib/site';

/** Built per request (its data calls are cached): SITE_URL is read at run time and new years appear at once. */
export const dynamic = 'force-dynamic';

function entry(page: PageId, locale: Locale, search = ''): MetadataRoute.Sitemap[number] {
  const path = pages[page];
  return {
    url: absoluteUrl(path, locale, search),
    changeFrequency: page === 'home' ? 'daily' : search ? 'monthly' : 'weekly',
    priority: page === 'home' ? 1 : search ? 0.5 : 0.7,
    alternates: { languages: languageAlternates(path, search) },
  };
}

/**
 * Every route in both languages with its hreflang alternates, plus each list's year pages: every
 * year the list offers in that language (from its data where the years come from the data) but the
 * default one, which is the route itself; the same URLs the pages give as canonical. Unlisted pages
 * (the search, noindex) are left out. Then every quarter of the results hub.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const listed = allPageIds.filter((page) => !unlistedPages.includes(page));
  const entries = await Promise.all(
    listed.flatMap((page) =>
      routing.locales.map(async (locale) => [
        entry(page, locale),
        ...(isListPage(page) ? await listYearPageQueries(page, locale) : []).map((search) =>
          entry(page, locale, search),
        ),
      ]),
    ),
  );
  // Each quarter of the results hub (docs/results.md), in both languages.
  const quarters = (await loadQuarters()) || [];
  const quarterEntries = quarters.flatMap((quarter) =>
    routing.locales.map((locale): MetadataRoute.Sitemap[number] => ({
      url: absoluteUrl(quarterPath(quarter), locale),
      changeFrequency: 'monthly',
      priority: 0.6,
      alternates: { languages: languageAlternates(quarterPath(quarter)) },
    })),
  );
  return [...entries.flat(), ...quarterEntries];
}
