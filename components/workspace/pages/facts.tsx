import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatLongDate } from '@/lib/format';
import { localizePath } from '@/lib/i18n';
import { listFacts } from '@/lib/newsroom/server';
import styles from '../workspace.module.css';
import type { WorkspacePageContext } from '../workspace-page';

/**
 * Facts and figures (docs/newsroom.md, Facts and figures): every fact the site shows that the IR team
 * keeps, its item's state, and the way to edit it. A fact is always live: editing starts a version that
 * goes through approval like every item, and the site keeps the live one until it goes live.
 */
export async function FactsPage({ locale }: WorkspacePageContext<object>) {
  const t = await getTranslations('Workspace');
  const facts = await listFacts().catch(() => null);
  return (
    <>
      <h1>{t('facts.heading')}</h1>
      <p>{t('facts.lead')}</p>
      {facts === null ? (
        <p role="status">{t('error')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('facts.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('facts.fact')}</th>
                <th scope="col">{t('facts.state')}</th>
                <th scope="col">{t('facts.wentLive')}</th>
                <th scope="col">{t('facts.action')}</th>
              </tr>
            </thead>
            <tbody>
              {facts.map(({ kind, item }) => (
                <tr key={kind} data-testid={`fact-${kind}`}>
                  <th scope="row">{t(`itemForm.kinds.${kind}`)}</th>
                  <td>{item ? t(`item.states.${item.state}`) : t('facts.seeded')}</td>
                  <td>{item?.wentLiveAt ? formatLongDate(item.wentLiveAt, locale) : '–'}</td>
                  <td>
                    <Link
                      prefetch={false}
                      href={localizePath(item ? `/admin/items/${item.id}` : `/admin/items/new?kind=${kind}`, locale)}
                    >
                      {item ? t('facts.open') : t('facts.edit')}
                      <span className="visually-hidden"> {t(`itemForm.kinds.${kind}`)}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
