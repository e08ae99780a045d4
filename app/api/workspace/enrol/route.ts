import { handleEnrolStart } from '@/lib/accounts/server';

export function POST(request: Request): Promise<Response> {
  return handleEnrolStart(request);
}
