import { DocumentLink } from '@/components/documents/document-link';
import { UpdatedNote } from '@/components/lists/updated-note';
import { ScrollTable } from '@/components/tables/table-scroll';
import styles from './analyst-report-table.module.css';

export interface AnalystReportRow {
  key: string;
  company: string;
  headline: string;
  /** The full name as sent: the document link's accessible name. */
  name: string;
  date: string;
  displayDate: string;
  href: string;
  /** "Updated <date>" when a correction of the item went live (docs/newsroom.md, Corrections). */
  updated?: string;
}

interface AnalystReportTableProps {
  caption: string;
  headers: { company: string; report: string; date: string; document: string };
  rows: AnalystReportRow[];
  linkLabel: string;
  newTabHint: string;
}

/** Analyst reports of one year: company, headline, date, PDF. */
export function AnalystReportTable({ caption, headers, rows, linkLabel, newTabHint }: AnalystReportTableProps) {
  return (
    <ScrollTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{headers.company}</th>
          <th scope="col">{headers.report}</th>
          <th scope="col" className={styles.date}>
            {headers.date}
          </th>
          <th scope="col" className={styles.document}>
            {headers.document}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.company}</th>
            <td>{row.headline}</td>
            <td className={styles.date}>
              <time dateTime={row.date}>{row.displayDate}</time>
              <UpdatedNote text={row.updated} />
            </td>
            <td className={styles.document}>
              <DocumentLink href={row.href} title={row.name} label={linkLabel} newTabHint={newTabHint} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
