import { newsFeedResponse } from '@/lib/feeds/server';

/** The Thai RSS feed; English is at /en/feeds/news.xml (app/[locale]/feeds). */
export function GET(request: Request): Promise<Response> {
  return newsFeedResponse('th', request);
}
