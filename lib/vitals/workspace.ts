import 'server-only';
import { workspaceAction, workspaceJson } from '@/lib/accounts/server';
import { readAggregates } from './store';
import { MAX_VIEW_DAYS, viewDays } from './view-days';

/** GET /api/workspace/vitals?days=N: the daily aggregates as JSON, for a session that may view them. */
export function handleVitalsJson(request: Request): Promise<Response> {
  return workspaceAction(request, 'vitals.view', async () => {
    const days = viewDays(new URL(request.url).searchParams.get('days'));
    if (days === null) return workspaceJson({ error: `days must be a whole number from 1 to ${MAX_VIEW_DAYS}` }, 400);
    return workspaceJson({ days, percentile: 'nearest-rank', rows: await readAggregates({ days }) });
  });
}
