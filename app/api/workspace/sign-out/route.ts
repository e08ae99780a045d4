import { handleSignOut } from '@/lib/accounts/server';

export function POST(request: Request): Promise<Response> {
  return handleSignOut(request);
}
