import type { DataColumn } from '@/components/tables/data-table';
import { DocumentLink } from './document-link';

/** The texts of a document link: its visible text ("Download") and the new-tab hint. */
export interface DocumentLinkLabels {
  label: string;
  newTabHint: string;
}

/**
 * A table's column of document links ({@link DocumentLink}): the heading, the link's texts, each row's
 * document (its address and the title that names the link), and the class of the heading and the cells.
 */
export function documentColumn<Row>(
  header: string,
  labels: DocumentLinkLabels,
  documentOf: (row: Row) => { href: string; title: string },
  className?: string,
): DataColumn<Row> {
  return { key: 'download', header, className, cell: (row) => <DocumentLink {...documentOf(row)} {...labels} /> };
}
