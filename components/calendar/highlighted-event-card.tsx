import styles from './highlighted-event-card.module.css';

interface HighlightedEventCardProps {
  heading: string;
  title: string;
  detail: string;
  date: string;
  displayDate: string;
  /** The event's own .ics file, when the date is readable. */
  calendarFile?: { href: string; label: string; fileName: string };
}

/** The calendar's featured event: the next one ahead, or the latest past one. */
export function HighlightedEventCard({
  heading,
  title,
  detail,
  date,
  displayDate,
  calendarFile,
}: HighlightedEventCardProps) {
  return (
    <section className={styles.card} aria-labelledby="highlighted-event">
      <p className={styles.kicker} id="highlighted-event">
        {heading}
      </p>
      <time className={styles.date} dateTime={date}>
        {displayDate}
      </time>
      <h2 className={styles.title}>{title}</h2>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {calendarFile ? (
        <a className={styles.add} href={calendarFile.href} download={calendarFile.fileName}>
          <span aria-hidden="true">+</span> {calendarFile.label}
          <span className="visually-hidden">: {title}</span>
        </a>
      ) : null}
    </section>
  );
}
