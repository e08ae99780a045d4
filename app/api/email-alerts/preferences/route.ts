import { handlePreferences } from '@/lib/backend';

export function POST(request: Request): Promise<Response> {
  return handlePreferences(request);
}
