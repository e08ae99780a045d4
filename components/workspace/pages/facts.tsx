import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatLongDate } from '@/lib/format';
import { localizePath } from '@/lib/i18n';
import { listFacts } from '@/lib/newsroom/server';
import type { DataColumn } from '@/components/tables/data-table';
import { WorkspaceDataTable } from '../workspace-table';
import type { WorkspacePageContext } from '../workspace-page';

/**
 * Facts and figures (docs/newsroom.md, Facts and figures): every fact the site shows that the IR team
 * keeps, its item's state, and the way to edit it. A fact is always live: editing starts a version that
 * goes through approval like every item, and the site keeps the live one until it goes live.
 */
export async function FactsPage({ locale }: WorkspacePageContext<object>) {
  const t = await getTranslations('Workspace');
  const facts = await listFacts().catch(() => null);
  const columns: DataColumn<NonNullable<typeof facts>[number]>[] = [
    { key: 'fact', header: t('facts.fact'), rowHeader: true, cell: ({ kind }) => t(`itemForm.kinds.${kind}`) },
    {
      key: 'state',
      header: t('facts.state'),
      cell: ({ item }) => (item ? t(`item.states.${item.state}`) : t('facts.seeded')),
    },
    {
      key: 'wentLive',
      header: t('facts.wentLive'),
      cell: ({ item }) => (item?.wentLiveAt ? formatLongDate(item.wentLiveAt, locale) : '–'),
    },
    {
      key: 'action',
      header: t('facts.action'),
      cell: ({ kind, item }) => (
        <Link
          prefetch={false}
          href={localizePath(item ? `/admin/items/${item.id}` : `/admin/items/new?kind=${kind}`, locale)}
        >
          {item ? t('facts.open') : t('facts.edit')}
          <span className="visually-hidden"> {t(`itemForm.kinds.${kind}`)}</span>
        </Link>
      ),
    },
  ];
  return (
    <>
      <h1>{t('facts.heading')}</h1>
      <p>{t('facts.lead')}</p>
      {facts === null ? (
        <p role="status">{t('error')}</p>
      ) : (
        <WorkspaceDataTable
          caption={t('facts.heading')}
          hideCaption
          columns={columns}
          rows={facts}
          rowKey={({ kind }) => kind}
          rowProps={({ kind }) => ({ 'data-testid': `fact-${kind}` })}
        />
      )}
    </>
  );
}
