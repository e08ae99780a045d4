import { openPreview, versionDocuments } from '@/lib/newsroom/server';
import { storedDocumentResponse } from '@/lib/uploads';

// The preview's documents (docs/newsroom.md, Preview): only a document of the version the signed link names,
// while that version is the item's newest and the item is not withdrawn.
export const dynamic = 'force-dynamic';

const NOT_FOUND = () =>
  new Response('Not found', {
    status: 404,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
    },
  });

export async function GET(
  request: Request,
  { params }: { params: Promise<{ token: string; sha: string }> },
): Promise<Response> {
  const { token, sha } = await params;
  const opened = await openPreview(token);
  if (!opened.ok) {
    if (opened.reason === 'invalid') return NOT_FOUND();
    // Well signed, but expired, or its version is no longer the one under review (a newer version, a withdrawal).
    const message =
      opened.reason === 'expired'
        ? 'This preview link has expired.'
        : 'This preview link no longer works: the item has a newer version or was withdrawn.';
    return new Response(message, {
      status: 410,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
      },
    });
  }
  const { item, version } = opened;
  const ref = versionDocuments(item.kind, version.content).get(sha);
  if (!ref) return NOT_FOUND();
  const reply = await storedDocumentResponse(ref.sha256, {
    downloadName: ref.name,
    cacheControl: 'private, no-store',
    request,
  });
  reply.headers.set('x-robots-tag', 'noindex, nofollow');
  return reply;
}
