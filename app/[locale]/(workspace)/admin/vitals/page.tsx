import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MAX_VIEW_DAYS, readAggregates, viewDays, type VitalsAggregate } from '@/lib/vitals/server';
import styles from '@/components/workspace/workspace.module.css';
import { workspacePage, type WorkspacePageContext } from '@/components/workspace/workspace-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Workspace');
  return { title: `${t('vitals.heading')} | ${t('title')}` };
}

type Query = { days?: string | string[] };

/** The daily Web Vitals aggregates (lib/vitals), for the roles that may view them. */
async function VitalsPage({ locale, query }: WorkspacePageContext<object, Query>) {
  const t = await getTranslations('Workspace');
  const asked = query.days;
  const days = viewDays(typeof asked === 'string' ? asked : undefined) ?? 7;
  // A store that cannot be read shows the empty state, not an error page.
  const rows: VitalsAggregate[] = await readAggregates({ days }).catch((error: unknown) => {
    console.error('[vitals] could not read the aggregates:', error instanceof Error ? error.message : error);
    return [];
  });
  const number = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB', { maximumFractionDigits: 0 });
  const cls = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const value = (row: VitalsAggregate, v: number) => (row.metric === 'CLS' ? cls : number).format(v);
  // Thai dates in the Buddhist era (th-TH's calendar), the day as stored (Bangkok).
  const date = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
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
        <button className={styles.button} type="submit">
          {t('vitals.show')}
        </button>
      </form>
      {rows.length === 0 ? (
        <p>{t('vitals.empty')}</p>
      ) : (
        <div className={styles.tableWrap} role="region" tabIndex={0} aria-label={t('vitals.heading')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('vitals.day')}</th>
                <th scope="col">{t('vitals.route')}</th>
                <th scope="col">{t('vitals.metric')}</th>
                <th scope="col">{t('vitals.device')}</th>
                <th scope="col">{t('vitals.count')}</th>
                <th scope="col">{t('vitals.p75')}</th>
                <th scope="col">{t('vitals.p95')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.day} ${row.route} ${row.metric} ${row.device}`}>
                  <td>
                    <time dateTime={row.day}>{date.format(new Date(`${row.day}T00:00:00Z`))}</time>
                  </td>
                  <td>{row.route}</td>
                  <td>{row.metric}</td>
                  <td>{t(`vitals.devices.${row.device}`)}</td>
                  <td>{number.format(row.count)}</td>
                  <td>{value(row, row.p75)}</td>
                  <td>{value(row, row.p95)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export default workspacePage('vitals.view', VitalsPage);
