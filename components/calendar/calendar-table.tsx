import { UpdatedNote } from '@/components/lists/updated-note';
import { ScrollTable } from '@/components/tables/table-scroll';
import styles from './calendar-table.module.css';

export interface CalendarRow {
  key: string;
  date: string;
  displayDate: string;
  title: string;
  detail: string;
  /** The event's own .ics file, when its date is readable. */
  calendarFile?: { href: string; fileName: string };
  /** "Updated <date>" when a correction of the item went live (docs/newsroom.md, Corrections). */
  updated?: string;
}

interface CalendarTableProps {
  caption: string;
  headers: { date: string; event: string; detail: string };
  rows: CalendarRow[];
  /** Visible text of each row's "add to calendar" link; the event title completes its accessible name. */
  addToCalendarLabel: string;
}

/** The events of one year: date (with the event's "add to calendar" link), event, detail. */
export function CalendarTable({ caption, headers, rows, addToCalendarLabel }: CalendarTableProps) {
  return (
    <ScrollTable caption={caption}>
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
              <UpdatedNote text={row.updated} />
              {row.calendarFile ? (
                <a className={styles.add} href={row.calendarFile.href} download={row.calendarFile.fileName}>
                  <span aria-hidden="true">+</span> {addToCalendarLabel}
                  <span className="visually-hidden">: {row.title}</span>
                </a>
              ) : null}
            </td>
            <th scope="row">{row.title}</th>
            <td>{row.detail}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
