import { handlePreviewMint } from '@/lib/newsroom/server';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return handlePreviewMint(request, id);
}
