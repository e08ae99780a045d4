export { arrangeList } from './arrange';
export type { ListCallItems } from './arrange';
export {
  CALENDAR_FEED_PATH,
  calendarPageUrl,
  eventFileHref,
  eventFileName,
  eventsJsonLd,
  icsEventOf,
  investorEvents,
} from './investor-calendar';
export type { InvestorEvent } from './investor-calendar';
export { documentYear, latestDocument, latestOfList, newestMeetingDocument } from './latest-documents';
export { listHref, newestFirst, paginationWindow } from './list-state';
export type { ListDefaults, ListState } from './list-state';
export { canonicalQuery, itemQueries } from './list-view';
export type { ListView, SearchParams } from './list-view';
export { ANNUAL_GENERAL_MEETING, meetingType, meetingYear } from './meeting-fields';
export { isListPage, listRegistry } from './registry';
export type { ListItems, ListPageId } from './registry';
export type { NonListCall } from './non-list-calls';
