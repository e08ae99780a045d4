import { handleFiguresImport } from '@/lib/newsroom/server';

export function POST(request: Request): Promise<Response> {
  return handleFiguresImport(request, null);
}
