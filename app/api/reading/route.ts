import { handleReadingBeacon } from '@/lib/reading/server';

export function POST(request: Request): Promise<Response> {
  return handleReadingBeacon(request);
}
