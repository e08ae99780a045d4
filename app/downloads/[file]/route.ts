import { figureDownloadResponse } from '@/lib/downloads';

/** A Thai table file, /downloads/<table>.<csv|xlsx>; English is at /en/downloads/... (app/[locale]/downloads). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return figureDownloadResponse((await params).file, 'th');
}
