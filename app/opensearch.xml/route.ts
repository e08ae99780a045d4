import { openSearchResponse } from '@/lib/search/server';

/** The Thai OpenSearch description; English is at /en/opensearch.xml (app/[locale]/opensearch.xml). */
export function GET(): Promise<Response> {
  return openSearchResponse('th');
}
