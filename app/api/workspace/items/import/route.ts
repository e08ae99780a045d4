import { handleTableImport } from '@/lib/newsroom/server';

export function POST(request: Request): Promise<Response> {
  return handleTableImport(request, null);
}
