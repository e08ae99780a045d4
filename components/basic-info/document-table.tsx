import { DocumentLink } from '@/components/documents/document-link';
import { TableScroll, tableStyles } from '@/components/tables/table-scroll';
import styles from './document-table.module.css';

export interface DocumentRow {
  key: string;
  title: string;
  href: string;
}

interface DocumentTableProps {
  caption: string;
  rows: readonly DocumentRow[];
  labels: {
    /** Header of the running-number column. */
    number: string;
    /** Header of the title column. */
    document: string;
    /** Header of the link column and visible text of each link ("Download"). */
    download: string;
    /** "(opens in a new tab)". */
    newTab: string;
  };
}

/** A numbered list of documents, each title with its PDF link (new tab, name includes the title). */
export function DocumentTable({ caption, rows, labels }: DocumentTableProps) {
  return (
    <TableScroll label={caption}>
      <table className={`${tableStyles.table} ${styles.table}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${tableStyles.numeric} ${styles.number}`}>
              {labels.number}
            </th>
            <th scope="col">{labels.document}</th>
            <th scope="col" className={styles.action}>
              {labels.download}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key}>
              <td className={tableStyles.numeric}>{index + 1}</td>
              <th scope="row" className={styles.title}>
                {row.title}
              </th>
              <td className={styles.action}>
                <DocumentLink href={row.href} title={row.title} label={labels.download} newTabHint={labels.newTab} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
