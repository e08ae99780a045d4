import Link from 'next/link';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { listHref, type ListDefaults } from '@/lib/lists';
import { pages } from '@/lib/site';
import styles from './meeting-type-tabs.module.css';

interface MeetingTypeTabsProps {
  locale: Locale;
  label: string;
  year: number;
  types: readonly number[];
  current: number;
  /** Left out of the links: the default year and the type the year shows without ?type=. */
  defaults: ListDefaults;
  typeLabel: (type: number) => string;
}

/** One plain link per meeting type of the year (?year=&type=); the shown one carries aria-current. */
export function MeetingTypeTabs({ locale, label, year, types, current, defaults, typeLabel }: MeetingTypeTabsProps) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        {types.map((type) => (
          <li key={type}>
            <Link
              prefetch={false}
              href={localizePath(listHref(pages.shareholderMeeting, { year, type }, defaults), locale)}
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
