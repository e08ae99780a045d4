'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '@/components/forms/use-hydrated';
import { POPUP_DISMISSED_KEY } from './popup-state';
import styles from './popup-dialog.module.css';

export { POPUP_DISMISSED_KEY };

interface PopupDialogProps {
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal dialog that is in the server HTML, open: it paints with the page (SPEC: visible at start)
 * instead of popping up after the scripts. A visit that has closed it hides it before the first paint
 * (PopupStateScript sets the attribute the stylesheet reads) and unmounts it once hydrated. It is
 * fixed over the page, so it never moves the layout; its close button works, and takes the focus, once
 * React has hydrated; focus is kept inside while it is open and returns to where it was when it closes.
 */
export function PopupDialog({ title, closeLabel, children }: PopupDialogProps) {
  const [open, setOpen] = useState(true);
  const hydrated = useHydrated();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!hydrated) return;
    if (sessionStorage.getItem(POPUP_DISMISSED_KEY)) {
      // Hidden by the stylesheet since the first paint; now gone from the page.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOpen(false);
      return;
    }
    returnFocusTo.current = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
  }, [hydrated]);

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
    <div className={styles.backdrop} data-popup-backdrop="" data-print="hide" onClick={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <button ref={closeRef} type="button" className={styles.close} onClick={close} aria-label={closeLabel} disabled={!hydrated}>
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
