'use client';

import { useState, type FormEvent } from 'react';
import { workspacePost } from './workspace-post';
import styles from './workspace.module.css';

export interface SignInLabels {
  email: string;
  password: string;
  code: string;
  button: string;
  failed: string;
  limited: string;
  error: string;
}

/** E-mail, password and the authenticator's code; one message for any refusal. */
export function SignInForm({ labels, home }: { labels: SignInLabels; home: string }) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setMessage('');
    try {
      const { status } = await workspacePost('/api/workspace/sign-in', {
        email: form.get('email'),
        password: form.get('password'),
        code: form.get('code'),
      });
      if (status === 200) {
        window.location.assign(home);
        return;
      }
      setMessage(status === 429 ? labels.limited : status === 401 ? labels.failed : labels.error);
    } catch {
      setMessage(labels.error);
    }
    setBusy(false);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate={false}>
      <div className={styles.field}>
        <label htmlFor="sign-in-email">{labels.email}</label>
        <input id="sign-in-email" name="email" type="email" autoComplete="username" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="sign-in-password">{labels.password}</label>
        <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="sign-in-code">{labels.code}</label>
        <input
          id="sign-in-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          required
        />
      </div>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      <button className={styles.button} type="submit" disabled={busy}>
        {labels.button}
      </button>
    </form>
  );
}
