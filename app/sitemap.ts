import type { MetadataRoute } from 'next';
import { getMediaNews } from '@/lib/backend';
import { routing, type Locale } from '@/lib/i18n/routing';
import { listPages } from '@/lib/list-pages';
import { yearOptions } from '@/lib/selectors/list-state';
import { pages, type PageId } from '@/lib/site-map';
import { absoluteUrl, languageAlternates } from '@/lib/site-url';

/** Built per request (its data calls are cached): SITE_URL is read at run time and new press-release years appear at once. */
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

/** Press releases take their years from the data; the newest is their default page. */
async function mediaNewsYears(): Promise<number[]> {
  const news = await getMediaNews('th');
  return news ? yearOptions(news, (item) => item.publish_date_news_medias).slice(1) : [];
}

/**
 * Every route in both languages with its hreflang alternates, plus each list's year pages
 * (`?year=` for every offered year but the default one, which is the route itself).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const mediaYears = await mediaNewsYears();
  const ids = Object.keys(pages) as PageId[];
  return ids.flatMap((page) => {
    const spec = listPages[page];
    const years = page === 'newsMedia' ? mediaYears : (spec?.years ?? []).filter((year) => year !== spec?.defaultYear);
    return routing.locales.flatMap((locale) => [
      entry(page, locale),
      ...years.map((year) => entry(page, locale, `year=${year}`)),
    ]);
  });
}
