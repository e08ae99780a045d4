import { handleReadingCsv } from '@/lib/reading/server';

export function GET(request: Request): Promise<Response> {
  return handleReadingCsv(request);
}
