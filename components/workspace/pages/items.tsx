import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { listUsers } from '@/lib/accounts';
import { localizePath } from '@/lib/i18n';
import { ITEM_STATES, KIND_NAMES } from '@/lib/newsroom';
import {
  findItems,
  itemLanguages,
  itemQueryString,
  itemTitle,
  MAX_ITEM_SEARCH,
  readItemQuery,
  type ItemPage,
} from '@/lib/newsroom/server';
import type { DataColumn } from '@/components/tables/data-table';
import styles from '../workspace.module.css';
import { WorkspaceDataTable } from '../workspace-table';
import type { WorkspacePageContext } from '../workspace-page';

/**
 * Every item of every kind (docs/newsroom.md, The Items page): its state, kind, languages, when it
 * changed and who acted last, filtered by state, kind and year and searched by title in either
 * language, a page at a time. A GET form: the URL holds the whole view, and it works without JavaScript.
 */
export async function ItemsPage({ locale, query: searchQuery }: WorkspacePageContext<object>) {
  const t = await getTranslations('Workspace');
  const query = readItemQuery(searchQuery);
  // A store that cannot be read shows the empty list, not an error page.
  const empty: ItemPage = { rows: [], total: 0, page: 1, pages: 1, years: [] };
  const [found, accounts] = await Promise.all([
    findItems(query).catch((error: unknown) => {
      console.error('[workspace] could not read the items:', error instanceof Error ? error.message : error);
      return empty;
    }),
    listUsers().catch(() => []),
  ]);
  const names = new Map(
    accounts.flatMap((account) => [
      [account.email, account.name || account.email] as const,
      [account.id, account.name || account.email] as const,
    ]),
  );
  const here = localizePath('/admin/items', locale);
  const time = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  });
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{time.format(new Date(iso))}</time> : '—');
  const year = (value: number) => (locale === 'th' ? value + 543 : value);
  const columns: DataColumn<ItemPage['rows'][number]>[] = [
    {
      key: 'title',
      header: t('items.title'),
      rowHeader: true,
      cell: ({ item }) => (
        <Link prefetch={false} href={localizePath(`/admin/items/${item.id}`, locale)}>
          {itemTitle(item, locale) ?? t('items.untitled')}
        </Link>
      ),
    },
    { key: 'kind', header: t('items.kind'), cell: ({ item }) => t(`itemForm.kinds.${item.kind}`) },
    { key: 'state', header: t('items.state'), cell: ({ item }) => t(`item.states.${item.state}`) },
    {
      key: 'languages',
      header: t('items.languages'),
      cell: ({ item }) => t(`items.languageCount.${itemLanguages(item.kind)}`),
    },
    { key: 'changed', header: t('items.changed'), cell: ({ item }) => when(item.updatedAt) },
    {
      key: 'lastActor',
      header: t('items.lastActor'),
      cell: ({ lastActor, lastActedAt }) => (
        <>
          {lastActor ? (names.get(lastActor) ?? lastActor) : '—'} {lastActedAt ? <>({when(lastActedAt)})</> : null}
        </>
      ),
    },
  ];
  return (
    <>
      <h1>{t('items.heading')}</h1>
      <form className={styles.inline} method="get" action={here} role="search" aria-label={t('items.filters')}>
        <div className={styles.field}>
          <label htmlFor="items-state">{t('items.state')}</label>
          <select id="items-state" name="state" defaultValue={query.state ?? ''}>
            <option value="">{t('items.any')}</option>
            {ITEM_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`item.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="items-kind">{t('items.kind')}</label>
          <select id="items-kind" name="kind" defaultValue={query.kind ?? ''}>
            <option value="">{t('items.any')}</option>
            {KIND_NAMES.map((kind) => (
              <option key={kind} value={kind}>
                {t(`itemForm.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="items-year">{t('items.year')}</label>
          <select id="items-year" name="year" defaultValue={query.year ? String(query.year) : ''}>
            <option value="">{t('items.any')}</option>
            {found.years.map((value) => (
              <option key={value} value={value}>
                {year(value)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="items-q">{t('items.search')}</label>
          <input id="items-q" type="search" name="q" defaultValue={query.q} maxLength={MAX_ITEM_SEARCH} />
        </div>
        <button className={styles.button} type="submit">
          {t('items.show')}
        </button>
      </form>
      <p role="status" data-testid="items-total">
        {t('items.total', { count: found.total })}
      </p>
      {found.rows.length === 0 ? (
        <p>{t('items.empty')}</p>
      ) : (
        <WorkspaceDataTable
          region={{ label: t('items.heading') }}
          columns={columns}
          rows={found.rows}
          rowKey={({ item }) => item.id}
          rowProps={() => ({ 'data-testid': 'items-row' })}
        />
      )}
      {found.pages > 1 ? (
        <nav aria-label={t('items.pagination')} className={styles.inline}>
          {found.page > 1 ? (
            <Link prefetch={false} href={`${here}${itemQueryString(query, found.page - 1)}`} rel="prev">
              {t('items.previous')}
            </Link>
          ) : null}
          <span aria-current="page">{t('items.pageOf', { page: String(found.page), pages: String(found.pages) })}</span>
          {found.page < found.pages ? (
            <Link prefetch={false} href={`${here}${itemQueryString(query, found.page + 1)}`} rel="next">
              {t('items.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
