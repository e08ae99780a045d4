import { handleItemForm } from '@/lib/newsroom/server';

export function POST(request: Request): Promise<Response> {
  return handleItemForm(request, null);
}
