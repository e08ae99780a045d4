import { handleStoredDocument } from '@/lib/newsroom/server';

/**
 * A stored PDF of a live newsroom item, /documents/files/<sha256>/<name>: 200 while live, 410 Gone once
 * withdrawn, 404 otherwise (docs/newsroom.md, Documents on the site). HEAD is answered by this GET.
 */
export async function GET(request: Request): Promise<Response> {
  return handleStoredDocument(request);
}
