import { figureDownloadResponse } from '@/lib/downloads';
import { captionsResponse } from '@/lib/results/server';

/**
 * A Thai table file, /downloads/<table>.<csv|xlsx>; English is at /en/downloads/... (app/[locale]/downloads).
 * A quarter's captions, /downloads/results-<year>-q<n>-captions-<th|en>.vtt, name their language and are only here.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  if (file.endsWith('.vtt')) return captionsResponse(file);
  return figureDownloadResponse(file, 'th', request);
}
