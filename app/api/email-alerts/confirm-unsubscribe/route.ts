import { handleConfirmUnsubscribe } from '@/lib/backend/email-alerts';

export function POST(request: Request): Promise<Response> {
  return handleConfirmUnsubscribe(request);
}
