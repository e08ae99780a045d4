import { handleCsrfToken } from '@/lib/accounts/server';

export function GET(request: Request): Promise<Response> {
  return handleCsrfToken(request);
}
