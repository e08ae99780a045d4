import { createHash } from 'node:crypto';
import type { MediaNews, SetNews } from '@/lib/backend';
import { parseBangkokDate, yearOf } from '@/lib/format';
import type { RssItem } from './rss';

export interface NewsItemContext {
  /** The site's origin: relative document paths of the backend resolve against it. */
  origin: URL;
  /** Absolute URL of a news page of the reader's language, showing the given year when there is one. */
  pageUrl: (page: 'newsSet' | 'newsMedia', year: number | undefined) => string;
  /** The translated category of each kind of item. */
  categories: { announcement: string; pressRelease: string };
}

/** Absolute http(s) URL of a backend document link, or undefined when there is none usable. */
export function documentUrl(href: string | null | undefined, origin: URL): string | undefined {
  if (!href?.trim()) return undefined;
  try {
    const url = new URL(href.trim(), origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

// A tag: URI (RFC 4151) names an item that has no URL of its own; 2009 is the year the company was founded.
function tagUri(origin: URL, specific: string): string {
  return `tag:${origin.hostname},2009:${specific}`;
}

/**
 * When an item was published: its time (`published_at`) when that falls on the item's date in
 * Bangkok, else the start of its date.
 */
function publishedOn(date: string, publishedAt: string | undefined): Date | null {
  const day = parseBangkokDate(date);
  if (!day || !publishedAt) return day;
  const moment = new Date(publishedAt);
  const sameDay = moment.getTime() >= day.getTime() && moment.getTime() < day.getTime() + 86_400_000;
  return sameDay ? moment : day;
}

/** Exchange announcements: linked to their PDF; the guid is the backend id, which outlives a moved PDF. */
export function setNewsItems(news: readonly SetNews[], context: NewsItemContext): RssItem[] {
  return news.map((item) => ({
    title: item.new_set_title,
    link: documentUrl(item.new_set_pdf_url, context.origin) ?? context.pageUrl('newsSet', yearOf(item.new_set_date)),
    pubDate: publishedOn(item.new_set_date, item.published_at),
    guid: tagUri(context.origin, `set-news/${item.new_set_id}`),
    guidIsPermaLink: false,
    category: context.categories.announcement,
  }));
}

/** Press releases have no id: the document URL is the guid, else the date and a hash of the title. */
export function mediaNewsItems(news: readonly MediaNews[], context: NewsItemContext): RssItem[] {
  return news.map((item) => {
    const document = documentUrl(item.url_news_medias, context.origin);
    const titleHash = createHash('sha256').update(item.title_news_medias).digest('hex').slice(0, 12);
    return {
      title: item.title_news_medias,
      link: document ?? context.pageUrl('newsMedia', yearOf(item.publish_date_news_medias)),
      pubDate: publishedOn(item.publish_date_news_medias, item.published_at),
      guid:
        document ??
        tagUri(
          context.origin,
          `press-release/${encodeURIComponent(item.publish_date_news_medias.trim())}/${titleHash}`,
        ),
      guidIsPermaLink: document !== undefined,
      category: context.categories.pressRelease,
    };
  });
}
