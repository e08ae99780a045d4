import 'server-only';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { WORKSPACE_HEADERS, workspaceAction, workspaceJson } from '@/lib/accounts/server';
import { attachmentDisposition, CSV_CONTENT_TYPE, toCsv } from '@/lib/downloads';
import { routing } from '@/lib/i18n';
import { bangkokDay, readAggregates } from './store';
import { formatValue } from './table';
import { MAX_VIEW_DAYS, viewDays } from './view-days';

/** GET /api/workspace/vitals?days=N: the daily aggregates as JSON, for a session that may view them. */
export function handleVitalsJson(request: Request): Promise<Response> {
  return workspaceAction(request, 'vitals.view', async () => {
    const days = viewDays(new URL(request.url).searchParams.get('days'));
    if (days === null) return workspaceJson({ error: `days must be a whole number from 1 to ${MAX_VIEW_DAYS}` }, 400);
    return workspaceJson({ days, percentile: 'nearest-rank', rows: await readAggregates({ days }) });
  });
}

/** Where the workspace's Web Vitals page links the download of its figures. */
export function vitalsCsvHref(days: number, locale: string): string {
  return `/api/workspace/vitals/csv?${new URLSearchParams({ days: String(days), lang: locale }).toString()}`;
}

/**
 * GET /api/workspace/vitals/csv?days=N&lang=: the daily aggregates (the p75 series of the charts, with
 * the count and p95) as CSV, headers and device classes in `lang`, the page's table row for row.
 */
export function handleVitalsCsv(request: Request): Promise<Response> {
  return workspaceAction(request, 'vitals.view', async () => {
    const query = new URL(request.url).searchParams;
    const days = viewDays(query.get('days'));
    const locale = query.get('lang') ?? routing.defaultLocale;
    if (days === null)
      return workspaceJson({ error: 'days', message: `days must be a whole number from 1 to ${MAX_VIEW_DAYS}` }, 400);
    if (!hasLocale(routing.locales, locale))
      return workspaceJson({ error: 'lang', message: `lang must be one of ${routing.locales.join(', ')}` }, 400);
    const t = await getTranslations({ locale, namespace: 'Workspace' });
    const now = new Date();
    const rows = await readAggregates({ days, now });
    const csv = toCsv(
      [
        t('vitals.day'),
        t('vitals.route'),
        t('vitals.metric'),
        t('vitals.device'),
        t('vitals.count'),
        t('vitals.p75'),
        t('vitals.p95'),
      ],
      rows.map((row) => [
        row.day,
        row.route,
        row.metric,
        t(`vitals.devices.${row.device}`),
        row.count,
        Number(formatValue(row.metric, row.p75)),
        Number(formatValue(row.metric, row.p95)),
      ]),
    );
    return new Response(csv, {
      headers: {
        ...WORKSPACE_HEADERS,
        'content-type': CSV_CONTENT_TYPE,
        'content-disposition': attachmentDisposition(`web-vitals-${days}d-${locale}-${bangkokDay(now)}.csv`),
      },
    });
  });
}
