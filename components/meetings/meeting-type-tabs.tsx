import { Link } from '@/lib/i18n/navigation';
import { meetingHref } from './meeting-page-view';
import styles from './meeting-type-tabs.module.css';

interface MeetingTypeTabsProps {
  label: string;
  year: number;
  types: readonly number[];
  current: number;
  typeLabel: (type: number) => string;
}

/** One plain link per meeting type of the year (?year=&type=); the shown one carries aria-current. */
export function MeetingTypeTabs({ label, year, types, current, typeLabel }: MeetingTypeTabsProps) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        {types.map((type) => (
          <li key={type}>
            <Link
              href={meetingHref({ year, type })}
              className={styles.tab}
              aria-current={type === current ? 'page' : undefined}
              scroll={false}
            >
              {typeLabel(type)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
