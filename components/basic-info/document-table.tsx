import { getTranslations } from 'next-intl/server';
import { documentColumn } from '@/components/documents/document-column';
import { UpdatedNote } from '@/components/lists/updated-note';
import { TableSections, type DataColumn } from '@/components/tables/data-table';
import { ScrollTable } from '@/components/tables/table-scroll';
import type { Locale } from '@/lib/i18n';
import styles from './document-table.module.css';

export interface DocumentRow {
  key: string;
  title: string;
  href: string;
  /** "Updated <date>" when a correction of the item went live (docs/newsroom.md, Corrections). */
  updated?: string;
}

interface DocumentTableProps {
  caption: string;
  rows: readonly DocumentRow[];
  /** Where the headers of the number and title columns are translated ("No.", "Document"). */
  namespace: 'Warrants' | 'ShareSubscription' | 'ShareholderMeetings';
  /** The language of its labels when not the page's (the newsroom preview shows both). */
  locale?: Locale;
}

/** A numbered list of documents, each title with its PDF link (new tab, name includes the title). */
export async function DocumentTable({ caption, rows, namespace, locale }: DocumentTableProps) {
  const [t, tLists] = await Promise.all([
    locale ? getTranslations({ locale, namespace }) : getTranslations(namespace),
    locale ? getTranslations({ locale, namespace: 'Lists' }) : getTranslations('Lists'),
  ]);
  const labels = {
    number: t('number'),
    document: t('document'),
    download: tLists('download'),
    newTab: tLists('newTab'),
  };
  const columns: DataColumn<DocumentRow>[] = [
    {
      key: 'number',
      header: labels.number,
      numeric: true,
      headClassName: styles.number,
      cell: (_, index) => index + 1,
    },
    {
      key: 'document',
      header: labels.document,
      rowHeader: true,
      cellClassName: styles.title,
      cell: (row) => (
        <>
          {row.title}
          <UpdatedNote text={row.updated} />
        </>
      ),
    },
    documentColumn(
      labels.download,
      { label: labels.download, newTabHint: labels.newTab },
      (row) => ({ href: row.href, title: row.title }),
      styles.action,
    ),
  ];
  return (
    <ScrollTable caption={caption} className={styles.table}>
      <TableSections columns={columns} rows={rows} rowKey={(row) => row.key} />
    </ScrollTable>
  );
}
