'use client';

import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import styles from './dialog.module.css';

const FIRST_CONTROL =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

interface DialogProps {
  title: string;
  /** The × button's label; without it the dialog closes by its own buttons and Escape. */
  closeLabel?: string;
  /** After Escape, the × button, a click on the backdrop or close() from inside; the caller unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
  /** alertdialog for an outcome that needs the reader's acknowledgement. */
  role?: 'dialog' | 'alertdialog';
  /** Where the focus starts: the first control of the body (default) or the × button. */
  initialFocus?: 'content' | 'close';
  /** Gets the focus back when the dialog goes; by default the element that had it when the dialog opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /**
   * Opened in the server HTML: the caller puts an inline script right after the dialog that calls
   * showModal() as the page is parsed (the popup's: components/shell/popup-state.tsx), so the dialog
   * paints modal with the page and hydration finds it open. Closed by Escape before then, it calls
   * onClose once hydrated. A press on its × before hydration is replayed then (lib/early-input).
   */
  serverOpen?: boolean;
  /** The heading is for assistive technology only (an alert whose message says it all). */
  hideTitle?: boolean;
  /** Extra attributes for the <dialog> element (data-*). */
  attributes?: Record<`data-${string}`, string>;
  describedBy?: string;
}

/**
 * The site's one dialog: a native <dialog> opened with showModal(), so the browser keeps focus inside,
 * makes the page behind inert, closes it on Escape and draws its ::backdrop. Mounted means open.
 */
export function Dialog({
  title,
  closeLabel,
  onClose,
  children,
  role,
  initialFocus = 'content',
  returnFocusTo,
  serverOpen = false,
  hideTitle = false,
  attributes,
  describedBy,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // Whether this mount is hydration's, which finds the dialog the server's script opened (a client render, as
  // after a change of language, opens it here). React's dev remount runs the effect again: it reopens it then.
  const hydrated = useHydrated();
  const fromServerRef = useRef(serverOpen && !hydrated);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const fromServer = fromServerRef.current;
    fromServerRef.current = false;
    if (fromServer && !dialog.open) {
      // Closed before hydration (Escape; its close event came before React listened).
      onCloseRef.current();
      return;
    }
    // A server-opened dialog already has the focus inside; when it goes, the focus goes to the page's top.
    const opener = !fromServer && document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      dialog.showModal();
      const first =
        initialFocus === 'close' ? closeRef.current : bodyRef.current?.querySelector<HTMLElement>(FIRST_CONTROL);
      first?.focus({ preventScroll: true });
    }
    return () => {
      // Unmounted while still modal (a form that closes its dialog on success): the page is live again first.
      if (dialog.open) dialog.close();
      // The caller's ref is read as the dialog goes, when it points where the focus belongs.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const target = returnFocusTo?.current ?? opener;
      (target && target !== document.body && target.isConnected ? target : document.getElementById('top'))?.focus({
        preventScroll: true,
      });
    };
    // The dialog opens once per mount; the focus choices are read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={dialogRef}
      // The server-opened dialog has the attributes showModal() gave it (open) when React hydrates it.
      suppressHydrationWarning={serverOpen}
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={styles.dialog}
      {...attributes}
      // A close event is queued; one that arrives after the dialog has been reopened (React's dev remount) is stale.
      onClose={(event) => !event.currentTarget.open && onCloseRef.current()}
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
    >
      <div className={styles.panel}>
        {hideTitle && !closeLabel ? (
          <h2 id={titleId} className="visually-hidden">
            {title}
          </h2>
        ) : (
          <div className={styles.header}>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </h2>
            {closeLabel && (
              <button
                ref={closeRef}
                type="button"
                className={styles.close}
                onClick={() => dialogRef.current?.close()}
                aria-label={closeLabel}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
        )}
        <div ref={bodyRef}>{children}</div>
      </div>
    </dialog>
  );
}
