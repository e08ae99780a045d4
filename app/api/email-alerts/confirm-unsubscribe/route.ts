import { handleConfirmUnsubscribe } from '@/lib/backend';

export function POST(request: Request): Promise<Response> {
  return handleConfirmUnsubscribe(request);
}
