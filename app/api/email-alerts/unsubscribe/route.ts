import { handleUnsubscribe } from '@/lib/backend';

export function POST(request: Request): Promise<Response> {
  return handleUnsubscribe(request);
}
