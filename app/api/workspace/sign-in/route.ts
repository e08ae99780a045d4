import { handleSignIn } from '@/lib/accounts/server';

export function POST(request: Request): Promise<Response> {
  return handleSignIn(request);
}
