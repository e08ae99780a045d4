import { localizedFigureDownloadResponse } from '@/lib/downloads';

/** /en/downloads/<table>.<csv|xlsx>; /th/downloads/... redirects to the unprefixed Thai file. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ locale: string; file: string }> },
): Promise<Response> {
  const { locale, file } = await params;
  return localizedFigureDownloadResponse(locale, file, request);
}
