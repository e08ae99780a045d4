import { handleSendEmail } from '@/lib/backend/send-email';

export function POST(request: Request): Promise<Response> {
  return handleSendEmail(request, 'unsubscribe');
}
