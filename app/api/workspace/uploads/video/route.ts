import { handleVideoUpload } from '@/lib/newsroom/server';

export function POST(request: Request): Promise<Response> {
  return handleVideoUpload(request);
}
