import 'server-only';

export { FEED_PATHS, calendarFeedResponse, localizedFeedResponse, newsFeedResponse } from './feed-responses';
