import type { ReactNode } from 'react';
import styles from './list-toolbar.module.css';

/** The filters above a list (search, year), side by side on wide screens and stacked on phones. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}

/** "12 items in 2568": tells every reader, screen readers included, what the filters left. */
export function ListSummary({ children }: { children: ReactNode }) {
  return (
    <p className={styles.summary} aria-live="polite">
      {children}
    </p>
  );
}
