import { stockHistoryResponse } from '@/lib/prices/history-response';

export function GET(request: Request): Promise<Response> {
  return stockHistoryResponse(request);
}
