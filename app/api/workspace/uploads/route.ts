import { handleUpload } from '@/lib/newsroom/server';

export function POST(request: Request): Promise<Response> {
  return handleUpload(request);
}
