import { handleVitalsReport } from '@/lib/vitals/server';

export function POST(request: Request): Promise<Response> {
  return handleVitalsReport(request);
}
