import { getItem, itemHistory, readPreviewToken, versionDocuments } from '@/lib/newsroom/server';
import { storedDocumentResponse } from '@/lib/uploads';

// The preview's documents (docs/newsroom.md, Preview): only a document of the version the signed link names.
export const dynamic = 'force-dynamic';

const NOT_FOUND = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' } });

export async function GET(request: Request, { params }: { params: Promise<{ token: string; sha: string }> }): Promise<Response> {
  const { token, sha } = await params;
  const verdict = readPreviewToken(token);
  if (!verdict.ok) {
    return new Response(verdict.reason === 'expired' ? 'This preview link has expired.' : 'Not found', {
      status: verdict.reason === 'expired' ? 410 : 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' },
    });
  }
  const [item, history] = await Promise.all([getItem(verdict.grant.itemId).catch(() => null), itemHistory(verdict.grant.itemId).catch(() => null)]);
  const version = history?.versions.find((entry) => entry.version === verdict.grant.version);
  if (!item || !version) return NOT_FOUND();
  const ref = versionDocuments(item.kind, version.content).get(sha);
  if (!ref) return NOT_FOUND();
  const reply = await storedDocumentResponse(ref.sha256, { downloadName: ref.name, cacheControl: 'private, no-store', request });
  reply.headers.set('x-robots-tag', 'noindex, nofollow');
  return reply;
}
