import { getTranslations } from 'next-intl/server';
import { formatShortDate } from '@/lib/format';
import { DEVICE_CLASSES } from '@/lib/vitals';
import {
  bangkokDay,
  busiestDevice,
  MAX_VIEW_DAYS,
  readAggregates,
  viewDays,
  vitalsCsvHref,
  vitalsSeries,
  vitalsWindow,
  type VitalsAggregate,
} from '@/lib/vitals/server';
import type { DataColumn } from '@/components/tables/data-table';
import { VitalsChartBox } from '../chart-boxes';
import styles from '../workspace.module.css';
import { WorkspaceDataTable } from '../workspace-table';
import type { WorkspacePageContext } from '../workspace-page';

type Query = { days?: string | string[]; device?: string | string[] };

/**
 * The daily Web Vitals aggregates (lib/vitals), for the roles that may view them: per metric a chart of
 * each page's p75 on one device class (`?device=`, else the one measured most) with the "good" bound
 * drawn, then the table of every aggregate (the figures the charts draw, for assistive technology and
 * for reading), and its CSV download.
 */
export async function VitalsPage({ locale, query }: WorkspacePageContext<object, Query>) {
  const t = await getTranslations('Workspace');
  const asked = query.days;
  const days = viewDays(typeof asked === 'string' ? asked : undefined) ?? 7;
  const now = new Date();
  // A store that cannot be read shows the empty state, not an error page.
  const rows: VitalsAggregate[] = await readAggregates({ days, now }).catch((error: unknown) => {
    console.error('[vitals] could not read the aggregates:', error instanceof Error ? error.message : error);
    return [];
  });
  // The charts show one device class: the one asked for, else the one measured most.
  const device = DEVICE_CLASSES.find((name) => name === query.device) ?? busiestDevice(rows);
  const number = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB', { maximumFractionDigits: 0 });
  const cls = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  const value = (row: VitalsAggregate, v: number) => (row.metric === 'CLS' ? cls : number).format(v);
  // Thai dates in the Buddhist era (th-TH's calendar), the day as stored (Bangkok).
  const date = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
  const window = vitalsWindow(days, bangkokDay(now));
  const charts = vitalsSeries(rows, { device, days: window });
  const deviceName = t(`vitals.devices.${device}`);
  const columns: DataColumn<VitalsAggregate>[] = [
    {
      key: 'day',
      header: t('vitals.day'),
      cell: (row) => <time dateTime={row.day}>{date.format(new Date(`${row.day}T00:00:00Z`))}</time>,
    },
    { key: 'route', header: t('vitals.route'), cell: (row) => row.route },
    { key: 'metric', header: t('vitals.metric'), cell: (row) => row.metric },
    { key: 'device', header: t('vitals.device'), cell: (row) => t(`vitals.devices.${row.device}`) },
    { key: 'count', header: t('vitals.count'), cell: (row) => number.format(row.count) },
    { key: 'p75', header: t('vitals.p75'), cell: (row) => value(row, row.p75) },
    { key: 'p95', header: t('vitals.p95'), cell: (row) => value(row, row.p95) },
  ];
  return (
    <>
      <h1>{t('vitals.heading')}</h1>
      <p>{t('vitals.intro')}</p>
      <form className={styles.inline} method="get">
        <label className={styles.field}>
          <span>{t('vitals.days')}</span>
          <select name="days" defaultValue={String(days)}>
            {[1, 7, 14, MAX_VIEW_DAYS].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('vitals.chartDevice')}</span>
          <select name="device" defaultValue={device}>
            {DEVICE_CLASSES.map((name) => (
              <option key={name} value={name}>
                {t(`vitals.devices.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <button className={styles.button} type="submit">
          {t('vitals.show')}
        </button>
      </form>
      <p>
        <a href={vitalsCsvHref(days, locale)} download>
          {t('vitals.csv')}
        </a>
      </p>
      {rows.length === 0 ? (
        <p>{t('vitals.empty')}</p>
      ) : (
        <>
          <p>{t('vitals.chartsIntro', { device: deviceName })}</p>
          {charts.map((chart) => {
            const id = `vitals-${chart.metric.toLowerCase()}`;
            const unitless = chart.metric === 'CLS';
            const good = (
              unitless
                ? new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB', { maximumFractionDigits: 2 })
                : number
            ).format(chart.good);
            return (
              <section key={chart.metric} className={styles.dashboardSection} aria-labelledby={id} data-testid={id}>
                <h2 id={id}>{t('vitals.chartHeading', { metric: chart.metric, device: deviceName })}</h2>
                {chart.routes.length === 0 ? (
                  <p>{t('vitals.chartEmpty', { metric: chart.metric, device: deviceName })}</p>
                ) : (
                  <VitalsChartBox
                    testId={`${id}-chart`}
                    locale={locale}
                    routes={chart.routes}
                    good={chart.good}
                    goodLabel={
                      unitless ? t('vitals.goodScore', { value: good }) : t('vitals.goodTime', { value: good })
                    }
                    decimals={unitless ? 3 : 0}
                    points={chart.points.map((point) => ({
                      label: formatShortDate(point.day, locale),
                      values: point.values,
                    }))}
                  />
                )}
              </section>
            );
          })}
          <WorkspaceDataTable
            region={{ label: t('vitals.table') }}
            caption={t('vitals.table')}
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.day} ${row.route} ${row.metric} ${row.device}`}
          />
        </>
      )}
    </>
  );
}
