'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './popup-dialog.module.css';

/** Remembered for the browser tab, so that the banner greets a visitor once, not on every page. */
export const POPUP_DISMISSED_KEY = 'ir-popup-dismissed';

interface PopupDialogProps {
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal dialog shown after hydration. It is fixed over the page, so it never moves the layout;
 * focus is kept inside while it is open and returns to where it was when it closes.
 */
export function PopupDialog({ title, closeLabel, children }: PopupDialogProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (sessionStorage.getItem(POPUP_DISMISSED_KEY)) return;
    returnFocusTo.current = document.activeElement as HTMLElement | null;
    // Showing the popup after hydration is the point of this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(true);
  }, []);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  const close = () => {
    sessionStorage.setItem(POPUP_DISMISSED_KEY, '1');
    setOpen(false);
    const target = returnFocusTo.current;
    (target && target !== document.body ? target : document.getElementById('top'))?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('a[href], button');
    if (!focusable?.length) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!open) return null;

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <button ref={closeRef} type="button" className={styles.close} onClick={close} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
