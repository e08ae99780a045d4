'use client';

import { useEffect, useRef } from 'react';
import styles from './alert-container.module.css';

interface AlertMessageProps {
  kind: 'success' | 'error';
  kindLabel: string;
  message: string;
  detail?: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * The body of one alert. Like a confirm popup, it takes the focus to its button and gives it back to
 * where it was (the submit button, the unsubscribe line) once confirmed.
 */
export function AlertMessage({ kind, kindLabel, message, detail, confirmLabel, onConfirm }: AlertMessageProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    confirmRef.current?.focus({ preventScroll: true });
  }, []);

  const confirm = () => {
    onConfirm();
    const target = returnFocusTo.current;
    if (target && target !== document.body && target.isConnected) target.focus({ preventScroll: true });
  };

  return (
    <div className={styles.body} data-kind={kind}>
      <p className={styles.message}>
        <span className="visually-hidden">{kindLabel}: </span>
        {message}
      </p>
      {detail && <p className={styles.message}>{detail}</p>}
      <button ref={confirmRef} type="button" className={`button ${styles.confirm}`} onClick={confirm}>
        {confirmLabel}
      </button>
    </div>
  );
}
