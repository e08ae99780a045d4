import { TableScroll, tableStyles } from '@/components/tables/table-scroll';
import styles from './calendar-table.module.css';

export interface CalendarRow {
  key: string;
  date: string;
  displayDate: string;
  title: string;
  detail: string;
}

interface CalendarTableProps {
  caption: string;
  headers: { date: string; event: string; detail: string };
  rows: CalendarRow[];
}

/** The events of one year: date, event, detail. */
export function CalendarTable({ caption, headers, rows }: CalendarTableProps) {
  return (
    <TableScroll label={caption}>
      <table className={tableStyles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.date}>
              {headers.date}
            </th>
            <th scope="col">{headers.event}</th>
            <th scope="col">{headers.detail}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td className={styles.date}>
                <time dateTime={row.date}>{row.displayDate}</time>
              </td>
              <th scope="row">{row.title}</th>
              <td>{row.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
