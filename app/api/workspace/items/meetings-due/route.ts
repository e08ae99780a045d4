import { handleMeetingsDue } from '@/lib/newsroom/server';

export function GET(request: Request): Promise<Response> {
  return handleMeetingsDue(request);
}
