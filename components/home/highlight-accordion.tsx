'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './highlight-accordion.module.css';

export interface HighlightAccordionProps {
  title: string;
  /** Open on a phone at first; on wider screens every item is open and the toggle is gone. */
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * One financial highlight: a plain heading and its body on desktop, an accordion item on a phone.
 * The body stays in the HTML when collapsed, so crawlers and the value tables keep it.
 */
export function HighlightAccordion({ title, defaultOpen = false, children }: HighlightAccordionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();

  return (
    <section className={styles.item} data-open={open}>
      <h3 className={styles.heading}>
        <span className={styles.desktopTitle}>{title}</span>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} className={styles.body}>
        {children}
      </div>
    </section>
  );
}
