/** An RSS 2.0 writer (https://www.rssboard.org/rss-specification), pure so that it is tested without a server. */

import { newestFirst } from '@/lib/lists';

export interface RssItem {
  title: string;
  /** Absolute URL of the item: its document, else the page that lists it. */
  link: string;
  /** Null when the backend's date is unreadable: the item is listed last, without pubDate. */
  pubDate: Date | null;
  guid: string;
  /** True when the guid is itself a URL that keeps pointing at this item. */
  guidIsPermaLink: boolean;
  category?: string;
}

export interface RssChannel {
  title: string;
  /** The site page the channel mirrors. */
  link: string;
  description: string;
  language: string;
  /** The feed's own URL (atom:link rel="self"). */
  selfUrl: string;
  items: readonly RssItem[];
}

/** Enough for a reader catching up after weeks; older items stay on the news pages. */
export const RSS_MAX_ITEMS = 50;

/** RFC 822 date as RSS wants it, e.g. 'Wed, 05 Mar 2025 05:00:00 GMT' (toUTCString is RFC 1123, a profile of it). */
export function rfc822Date(date: Date): string {
  return date.toUTCString();
}

// XML 1.0 forbids most C0 controls, lone surrogates and U+FFFE/U+FFFF even when escaped.
const NOT_XML_CHAR =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text safe inside an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The items newest first (undated last, ties in the given order), at most {@link RSS_MAX_ITEMS}. */
export function newestItems(items: readonly RssItem[]): RssItem[] {
  return newestFirst(items, (item) => item.pubDate).slice(0, RSS_MAX_ITEMS);
}

/**
 * The feed document. lastBuildDate is the newest item's date, so an unchanged feed stays byte for
 * byte the same; a channel without dated items uses `now`.
 */
export function buildRss(channel: RssChannel, now: Date): string {
  const items = newestItems(channel.items);
  const lastBuildDate = items.find((item) => item.pubDate)?.pubDate ?? now;
  const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    element('lastBuildDate', rfc822Date(lastBuildDate)),
    ...items.map((item) =>
      [
        '<item>',
        element('title', item.title),
        element('link', item.link),
        `<guid isPermaLink="${item.guidIsPermaLink}">${escapeXml(item.guid)}</guid>`,
        item.pubDate ? element('pubDate', rfc822Date(item.pubDate)) : '',
        item.category ? element('category', item.category) : '',
        '</item>',
      ]
        .filter(Boolean)
        .join(''),
    ),
    '</channel>',
    '</rss>',
    '',
  ];
  return lines.join('\n');
}
