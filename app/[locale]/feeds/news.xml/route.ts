import { localizedFeedResponse } from '@/lib/feeds/server';

/** /en/feeds/news.xml; /th/feeds/news.xml redirects to the unprefixed Thai feed. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  return localizedFeedResponse((await params).locale, 'news', request);
}
