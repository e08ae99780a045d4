import { handlePreferences } from '@/lib/backend/email-alerts';

export function POST(request: Request): Promise<Response> {
  return handlePreferences(request);
}
