import type { ReactNode } from 'react';
import styles from './data-table.module.css';

/**
 * Wraps a wide table on a phone: the region scrolls sideways and can be reached and scrolled by keyboard.
 * Tables use it through {@link ScrollTable}.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

interface ScrollTableProps {
  /** The table's caption, also the name of its scrolling region. */
  caption: string;
  /** Keeps the caption for assistive technology only (a visible heading already names the table). */
  hideCaption?: boolean;
  /** Classes beside the shared table style (column widths, a minimum width). */
  className?: string;
  /** The <thead>, <tbody> and <tfoot>, with <th scope> cells. */
  children: ReactNode;
}

/** A semantic data table with its caption in a {@link TableScroll}: the shape of every table of the site. */
export function ScrollTable({ caption, hideCaption = false, className, children }: ScrollTableProps) {
  return (
    <TableScroll label={caption}>
      <table className={className ? `${styles.table} ${className}` : styles.table}>
        <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        {children}
      </table>
    </TableScroll>
  );
}

export { styles as tableStyles };
