import { handleConfirm } from '@/lib/backend';

export function POST(request: Request): Promise<Response> {
  return handleConfirm(request);
}
