import { getStockQuote } from '@/lib/backend';
import { dataReply } from '@/lib/backend/route-replies';
import { QUOTE_CACHE_CONTROL } from '@/lib/backend/stock-quote';

export async function GET(): Promise<Response> {
  return dataReply(await getStockQuote(), { 'cache-control': QUOTE_CACHE_CONTROL });
}
