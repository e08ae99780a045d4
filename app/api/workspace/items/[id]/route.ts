import { handleItemRead } from '@/lib/newsroom/server';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return handleItemRead(request, (await params).id);
}
