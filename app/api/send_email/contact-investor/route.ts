import { handleSendEmail } from '@/lib/backend';

export function POST(request: Request): Promise<Response> {
  return handleSendEmail(request, 'contact');
}
