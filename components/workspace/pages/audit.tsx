import { getTranslations } from 'next-intl/server';
import { auditPage } from '@/lib/accounts/server';
import type { DataColumn } from '@/components/tables/data-table';
import styles from '../workspace.module.css';
import { WorkspaceDataTable } from '../workspace-table';
import type { WorkspacePageContext } from '../workspace-page';

type Query = { person?: string | string[]; action?: string | string[] };
const one = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : undefined);

export async function AuditPage({ locale, query }: WorkspacePageContext<object, Query>) {
  const t = await getTranslations('Workspace');
  const person = one(query.person);
  const action = one(query.action);
  const { entries, facets } = await auditPage({ actor: person, action });
  const time = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Bangkok',
  });
  const columns: DataColumn<(typeof entries)[number]>[] = [
    { key: 'seq', header: '#', cell: (entry) => entry.seq },
    {
      key: 'at',
      header: t('audit.at'),
      cell: (entry) => <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>,
    },
    { key: 'who', header: t('audit.who'), cell: (entry) => entry.actor },
    { key: 'action', header: t('audit.action'), cell: (entry) => entry.action },
    { key: 'object', header: t('audit.object'), cell: (entry) => entry.object },
    { key: 'client', header: t('audit.client'), cell: (entry) => entry.client },
    { key: 'detail', header: t('audit.detail'), cell: (entry) => entry.detail },
  ];
  const csv = new URLSearchParams({ ...(person ? { person } : {}), ...(action ? { action } : {}) }).toString();
  return (
    <>
      <h1>{t('audit.heading')}</h1>
      <form className={styles.inline} method="get">
        <label className={styles.field}>
          <span>{t('audit.person')}</span>
          <select name="person" defaultValue={person ?? ''}>
            <option value="">{t('audit.all')}</option>
            {facets.actors.map((actor) => (
              <option key={actor}>{actor}</option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('audit.action')}</span>
          <select name="action" defaultValue={action ?? ''}>
            <option value="">{t('audit.all')}</option>
            {facets.actions.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <button className={styles.button} type="submit">
          {t('audit.filter')}
        </button>
      </form>
      <p>
        <a href={`/api/workspace/audit${csv ? `?${csv}` : ''}`} download>
          {t('audit.csv')}
        </a>
      </p>
      {entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <WorkspaceDataTable
          region={{ label: t('audit.heading') }}
          columns={columns}
          rows={entries}
          rowKey={(entry) => entry.seq}
        />
      )}
    </>
  );
}
