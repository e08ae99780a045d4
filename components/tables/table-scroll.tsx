import type { ReactNode } from 'react';
import styles from './data-table.module.css';

/**
 * Wraps a wide table on a phone: the region scrolls sideways and can be reached and scrolled by keyboard.
 * Put a semantic <table className={tableStyles.table}> with a <caption> and <th scope> inside.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export { styles as tableStyles };
