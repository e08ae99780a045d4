'use client';

import { PaintFirstLink } from './paint-first-link';
import styles from './tab-menu.module.css';

interface TabMenuProps {
  label: string;
  tabs: { href: string; label: string; current: boolean }[];
}

/** The section's pages as links; the current one is marked and a click on it does nothing. */
export function TabMenu({ label, tabs }: TabMenuProps) {
  return (
    <nav aria-label={label} className={styles.tabs} data-print="hide">
      <ul className="container">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <PaintFirstLink
              prefetch={false}
              href={tab.href}
              className={styles.tab}
              aria-current={tab.current ? 'page' : undefined}
              onClick={tab.current ? (event) => event.preventDefault() : undefined}
            >
              {tab.label}
            </PaintFirstLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
