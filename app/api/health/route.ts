import { NextResponse } from 'next/server';
import { checkHealth } from '@/lib/backend';
import { uploadFilesHealth } from '@/lib/uploads';

// Every probe asks anew: never prerendered, never cached.
export const dynamic = 'force-dynamic';

/**
 * GET /api/health: readiness for a load balancer. 200 when the store or backend (and Redis, and the
 * bucket of the uploaded files, when configured) answers, else 503; the embedded store's engine by name
 * (sqlite or postgres); where the uploaded files are (the disk, or the bucket's host and name); with
 * BACKUP_DIR, also the newest backup's age, which never makes it 503. server.mjs answers 503 itself
 * once the instance is shutting down.
 */
export async function GET(): Promise<Response> {
  const health = await checkHealth({ files: uploadFilesHealth() });
  return NextResponse.json(
    {
      status: health.ok ? 'ok' : 'unavailable',
      checks: health.checks,
      ...(health.engine ? { engine: health.engine } : {}),
      ...(health.files ? { files: health.files } : {}),
      ...(health.backup ? { backup: health.backup } : {}),
    },
    { status: health.ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
