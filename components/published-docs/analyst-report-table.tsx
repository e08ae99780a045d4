import { documentColumn } from '@/components/documents/document-column';
import { UpdatedNote } from '@/components/lists/updated-note';
import { TableSections, type DataColumn } from '@/components/tables/data-table';
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
  const columns: DataColumn<AnalystReportRow>[] = [
    { key: 'company', header: headers.company, rowHeader: true, cell: (row) => row.company },
    { key: 'report', header: headers.report, cell: (row) => row.headline },
    {
      key: 'date',
      header: headers.date,
      className: styles.date,
      cell: (row) => (
        <>
          <time dateTime={row.date}>{row.displayDate}</time>
          <UpdatedNote text={row.updated} />
        </>
      ),
    },
    documentColumn(
      headers.document,
      { label: linkLabel, newTabHint },
      (row) => ({ href: row.href, title: row.name }),
      styles.document,
    ),
  ];
  return (
    <ScrollTable caption={caption}>
      <TableSections columns={columns} rows={rows} rowKey={(row) => row.key} />
    </ScrollTable>
  );
}
