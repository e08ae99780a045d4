import { localizedFeedResponse } from '@/lib/feeds/server';

/** /en/feeds/calendar.ics; /th/feeds/calendar.ics redirects to the unprefixed Thai calendar. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  return localizedFeedResponse((await params).locale, 'calendar', request);
}
