import { NextResponse } from 'next/server';
import { checkHealth } from '@/lib/backend';

// Every probe asks anew: never prerendered, never cached.
export const dynamic = 'force-dynamic';

/**
 * GET /api/health: readiness for a load balancer. 200 when the store or backend (and Redis, when
 * configured) answers, else 503; the embedded store's engine by name (sqlite or postgres); with BACKUP_DIR, also the newest backup's age, which never makes it
 * 503. server.mjs answers 503 itself once the instance is shutting down.
 */
export async function GET(): Promise<Response> {
  const health = await checkHealth();
  return NextResponse.json(
    {
      status: health.ok ? 'ok' : 'unavailable',
      checks: health.checks,
      ...(health.engine ? { engine: health.engine } : {}),
      ...(health.backup ? { backup: health.backup } : {}),
    },
    { status: health.ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
