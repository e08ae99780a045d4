import { documentsZipResponse } from '@/lib/downloads';

/** POST the download-documents page's form: the ticked documents as one streamed ZIP (lib/downloads). */
export function POST(request: Request): Promise<Response> {
  return documentsZipResponse(request);
}
