import { calendarFeedResponse } from '@/lib/feeds/server';

/** The Thai investor calendar (?event=<id>: one event); English is at /en/feeds/calendar.ics. */
export function GET(request: Request): Promise<Response> {
  return calendarFeedResponse('th', request);
}
