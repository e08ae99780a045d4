import { handleVitalsCsv } from '@/lib/vitals/server';

export function GET(request: Request): Promise<Response> {
  return handleVitalsCsv(request);
}
