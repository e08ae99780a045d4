'use client';

import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './workspace.module.css';

/**
 * The sending state of a workspace entry form (sign-in, enrolment): busy while its request runs, then the
 * message the request ends with. `send` runs a request that gives the message to show ('' for none), or
 * null when it leaves the page (the form stays busy); a request that fails shows the error text.
 */
export function useEntryRequest(errorText: string) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function send(request: () => Promise<string | null>) {
    setBusy(true);
    setMessage('');
    let next: string | null;
    try {
      next = await request();
    } catch {
      next = errorText;
    }
    if (next === null) return;
    setMessage(next);
    setBusy(false);
  }

  return { message, busy, send };
}

interface EntryFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** A hint under the box, read with it (aria-describedby). */
  hint?: string;
}

/** A labelled box of an entry form, with its hint. */
export function EntryField({ id, label, hint, ...input }: EntryFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint ? <span id={`${id}-hint`}>{hint}</span> : null}
    </div>
  );
}

/** The box of the authenticator app's current code. */
export function CodeField(props: { id: string; label: string; hint?: string; pattern?: string }) {
  return <EntryField {...props} name="code" inputMode="numeric" autoComplete="one-time-code" required />;
}

/** The end of an entry form: the message (an alert, read out when it changes) and the submit button. */
export function EntryFormEnd({ message, busy, children }: { message: string; busy: boolean; children: ReactNode }) {
  return (
    <>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      <button className={styles.button} type="submit" disabled={busy}>
        {children}
      </button>
    </>
  );
}
