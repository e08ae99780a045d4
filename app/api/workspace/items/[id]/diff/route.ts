import { handleItemDiff } from '@/lib/newsroom/server';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return handleItemDiff(request, (await params).id);
}
