'use client';

import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './field.module.css';

/** react-hook-form's register() result; the static copy of a form (form-views.tsx) passes the name alone. */
export type FieldRegistration = Pick<UseFormRegisterReturn, 'name'> & Partial<UseFormRegisterReturn>;

interface FieldProps {
  label: string;
  registration: FieldRegistration;
  /** The translated error message, shown in red under the field and tied to it. */
  error?: string;
  /** Shows the star after the label; the input is marked required for assistive technology either way. */
  starred?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** The static copy of a form: its ids get a suffix, so they never repeat the real form's. */
  copy?: boolean;
}

/** A labelled text input or text area with its error message. */
export function Field({
  label,
  registration,
  error,
  starred,
  multiline,
  type = 'text',
  autoComplete,
  inputMode,
  copy,
}: FieldProps) {
  const id = `${useId()}-${registration.name}${copy ? '-copy' : ''}`;
  const errorId = `${id}-error`;
  const described = {
    id,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    autoComplete,
    className: styles.input,
    ...registration,
  } as const;

  return (
    <div className={`${styles.field} ${multiline ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {starred && (
          <span className={styles.star} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {multiline ? <textarea rows={5} {...described} /> : <input type={type} inputMode={inputMode} {...described} />}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
