import { publishedVideoResponse } from '@/lib/results/server';

/** A self-hosted results video, /videos/<sha256>.<webm|mp4>, with byte ranges (docs/uploads.md#videos). GET and HEAD. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return publishedVideoResponse((await params).file, request);
}
