import { handleEnrolFinish } from '@/lib/accounts/server';

export function POST(request: Request): Promise<Response> {
  return handleEnrolFinish(request);
}
