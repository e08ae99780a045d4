import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { getMediaNews, getSetNews } from '@/lib/backend';
import { loadCalendarEvents } from '@/lib/lists/server';
import { loadCompanyFacts } from '@/lib/backend';
import { routing, type Locale } from '@/lib/i18n';
import {
  arrangeList,
  CALENDAR_FEED_PATH,
  calendarPageUrl,
  canonicalQuery,
  eventFileName,
  icsEventOf,
  investorEvents,
  listRegistry,
} from '@/lib/lists';
import { FEEDS_KEY, feedKeys, revalidatedResponse, sharedCacheHeaders, type PurgeRequest } from '@/lib/shared-cache';
import { pages, absoluteUrl, siteUrl } from '@/lib/site';
import { buildIcs } from './ics';
import { mediaNewsItems, setNewsItems } from './news-items';
import { buildRss } from './rss';

/**
 * The HTTP side of the feeds. The feed paths contain a dot, so the proxy (and with it next-intl)
 * leaves them alone: Thai is served by app/feeds/..., English by app/[locale]/feeds/...
 */
export const FEED_PATHS = { news: '/feeds/news.xml', calendar: CALENDAR_FEED_PATH } as const;

export type FeedName = keyof typeof FEED_PATHS;

/**
 * What an item going live, corrected or taken off changes in a shared cache's copies of the feeds:
 * every feed in both languages (by path for nginx, by key for the others).
 */
export function feedsPurge(): PurgeRequest {
  const paths = Object.values(FEED_PATHS);
  return { paths: [...paths, ...paths.map((path) => `/en${path}`)], keys: [FEEDS_KEY] };
}

/**
 * A complete feed: readers poll every so often and keep it 5 minutes, as the data cache keeps its
 * lists; a shared cache keeps it as long, purged when an item goes live or comes off
 * (lib/newsroom/site-refresh.ts), and may answer with it a minute longer while it asks again.
 */
const feedHeaders = (feed: FeedName) =>
  sharedCacheHeaders({ maxAge: 300, sharedMaxAge: 300, staleWhileRevalidate: 60, keys: feedKeys(feed) });
// A feed missing a failed list should not be held long by readers or a CDN.
const DEGRADED_CACHE_CONTROL = 'public, max-age=60';

/**
 * The RSS feed of exchange announcements and press releases; a failed list leaves it out, never a 500.
 * An unchanged feed is the same bytes (its lastBuildDate is the newest item's), so its ETag lets a
 * reader or a cache that holds it get a 304.
 */
export async function newsFeedResponse(locale: Locale, request?: Request): Promise<Response> {
  const [t, setNews, mediaNews] = await Promise.all([
    getTranslations({ locale, namespace: 'Feeds' }),
    getSetNews(locale),
    getMediaNews(locale),
  ]);
  const company = await loadCompanyFacts(locale);
  // An item without a document links to its year of the list, as the list's canonical URL names it.
  const now = new Date();
  const announcements = arrangeList('newsSet', setNews || []);
  const releases = arrangeList('newsMedia', mediaNews || []);
  const yearQuery = (page: 'newsSet' | 'newsMedia', year: string) =>
    page === 'newsSet'
      ? canonicalQuery(listRegistry.newsSet, { year }, announcements, now)
      : canonicalQuery(listRegistry.newsMedia, { year }, releases, now);
  const context = {
    origin: siteUrl(),
    pageUrl: (page: 'newsSet' | 'newsMedia', year: number | undefined) =>
      absoluteUrl(pages[page], locale, year === undefined ? '' : yearQuery(page, String(year))),
    categories: { announcement: t('announcement'), pressRelease: t('pressRelease') },
  };
  const xml = buildRss(
    {
      title: t('newsTitle', { company: company.shortName }),
      link: absoluteUrl(pages.newsSet, locale),
      description: t('newsDescription', { company: company.shortName, symbol: company.symbol }),
      language: locale,
      selfUrl: absoluteUrl(FEED_PATHS.news, locale),
      items: [...setNewsItems(announcements, context), ...mediaNewsItems(releases, context)],
    },
    new Date(),
  );
  return revalidatedResponse(request, xml, {
    'content-type': 'application/rss+xml; charset=utf-8',
    ...(setNews && mediaNews ? feedHeaders('news') : { 'cache-control': DEGRADED_CACHE_CONTROL }),
  });
}

/**
 * The investor calendar as iCalendar; with ?event=<id> only that event, as a download (the
 * "add to calendar" link of each event). A failed backend gives an empty calendar, not a 500.
 */
export async function calendarFeedResponse(locale: Locale, request: Request): Promise<Response> {
  const eventId = new URL(request.url).searchParams.get('event');
  const [t, backendEvents] = await Promise.all([
    getTranslations({ locale, namespace: 'Feeds' }),
    loadCalendarEvents(locale),
  ]);
  const events = investorEvents(backendEvents || []).sort((a, b) => a.day.localeCompare(b.day));
  const chosen = eventId === null ? events : events.filter((event) => event.id === eventId);
  if (eventId !== null && chosen.length === 0) {
    return backendEvents
      ? plainText('No such event', 404, 'public, max-age=300')
      : plainText('The calendar is unavailable; please try again later', 503, 'no-store');
  }

  const company = await loadCompanyFacts(locale);
  const domain = siteUrl().hostname;
  const ics = buildIcs(
    {
      name: t('calendarName', { company: company.shortName }),
      description: t('calendarDescription', { company: company.shortName }),
      events: chosen.map((event) => icsEventOf(event, domain, calendarPageUrl(event, locale))),
    },
    new Date(),
  );
  const headers: Record<string, string> = {
    'content-type': 'text/calendar; charset=utf-8',
    ...(backendEvents ? feedHeaders('calendar') : { 'cache-control': DEGRADED_CACHE_CONTROL }),
  };
  if (eventId !== null) headers['content-disposition'] = `attachment; filename="${eventFileName(chosen[0])}"`;
  return new Response(ics, { headers });
}

/**
 * A feed under a locale segment: English is served; /th/... redirects permanently to the unprefixed
 * Thai feed (as next-intl does for pages); any other segment is not found.
 */
export async function localizedFeedResponse(requested: string, feed: FeedName, request: Request): Promise<Response> {
  if (requested === routing.defaultLocale) {
    return new Response(null, {
      status: 308,
      headers: { location: `${FEED_PATHS[feed]}${new URL(request.url).search}` },
    });
  }
  if (!hasLocale(routing.locales, requested)) return plainText('Not found', 404, 'public, max-age=300');
  return feed === 'news' ? newsFeedResponse(requested, request) : calendarFeedResponse(requested, request);
}

function plainText(text: string, status: number, cacheControl: string): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl },
  });
}
