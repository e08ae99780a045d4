import 'server-only';

export {
  FEED_PATHS,
  calendarFeedResponse,
  feedsPurge,
  localizedFeedResponse,
  newsFeedResponse,
} from './feed-responses';
