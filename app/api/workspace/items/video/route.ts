import { handleVideoForm } from '@/lib/newsroom/server';

export function POST(request: Request): Promise<Response> {
  return handleVideoForm(request, null);
}
