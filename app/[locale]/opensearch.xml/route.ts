import { localizedOpenSearchResponse } from '@/lib/search/server';

/** /en/opensearch.xml; /th/opensearch.xml redirects to the unprefixed Thai description. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  return localizedOpenSearchResponse((await params).locale);
}
