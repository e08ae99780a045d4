import { getTranslations } from 'next-intl/server';
import { auditPage } from '@/lib/accounts/server';
import styles from '../workspace.module.css';
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
        <div className={styles.tableWrap} role="region" tabIndex={0} aria-label={t('audit.heading')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('audit.at')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.object')}</th>
                <th scope="col">{t('audit.client')}</th>
                <th scope="col">{t('audit.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.seq}>
                  <td>{entry.seq}</td>
                  <td>
                    <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>
                  </td>
                  <td>{entry.actor}</td>
                  <td>{entry.action}</td>
                  <td>{entry.object}</td>
                  <td>{entry.client}</td>
                  <td>{entry.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
