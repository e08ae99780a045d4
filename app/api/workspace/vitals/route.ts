import { handleVitalsJson } from '@/lib/vitals/server';

export function GET(request: Request): Promise<Response> {
  return handleVitalsJson(request);
}
