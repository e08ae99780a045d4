import { handleUsers } from '@/lib/accounts/server';

export function POST(request: Request): Promise<Response> {
  return handleUsers(request);
}
