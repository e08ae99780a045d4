export { FEED_PATHS, calendarFeedResponse, localizedFeedResponse, newsFeedResponse } from './feed-responses';
export type { IcsEvent } from './ics';
export { escapeXml } from './rss';
