import { stockHistoryResponse } from '@/lib/downloads';

export function GET(request: Request): Promise<Response> {
  return stockHistoryResponse(request);
}
