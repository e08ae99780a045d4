'use client';

import type { FormEvent } from 'react';
import { CodeField, EntryField, EntryFormEnd, useEntryRequest } from './entry-form';
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
  const { message, busy, send } = useEntryRequest(labels.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void send(async () => {
      const { status } = await workspacePost('/api/workspace/sign-in', {
        email: form.get('email'),
        password: form.get('password'),
        code: form.get('code'),
      });
      if (status === 200) {
        window.location.assign(home);
        return null;
      }
      return status === 429 ? labels.limited : status === 401 ? labels.failed : labels.error;
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate={false}>
      <EntryField id="sign-in-email" label={labels.email} name="email" type="email" autoComplete="username" required />
      <EntryField
        id="sign-in-password"
        label={labels.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <CodeField id="sign-in-code" label={labels.code} pattern="[0-9 ]{6,7}" />
      <EntryFormEnd message={message} busy={busy}>
        {labels.button}
      </EntryFormEnd>
    </form>
  );
}
