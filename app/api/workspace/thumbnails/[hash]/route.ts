import { handleDocumentThumbnail } from '@/lib/newsroom/server';

export async function GET(request: Request, { params }: { params: Promise<{ hash: string }> }): Promise<Response> {
  return handleDocumentThumbnail(request, (await params).hash);
}
