'use client';

import { useState, type FormEvent } from 'react';
import { CodeField, EntryField, EntryFormEnd, useEntryRequest } from './entry-form';
import { workspacePost } from './workspace-post';
import styles from './workspace.module.css';

export interface EnrolLabels {
  password: string;
  passwordHint: string;
  continue: string;
  scan: string;
  secret: string;
  qr: string;
  code: string;
  codeHint: string;
  finish: string;
  short: string;
  common: string;
  personal: string;
  pattern: string;
  weak: string;
  link: string;
  wrongCode: string;
  error: string;
}

/** Enrolment: a password, then the authenticator app (secret as text and QR code) and a current code. */
export function EnrolForm({ token, labels, home }: { token: string; labels: EnrolLabels; home: string }) {
  const [factor, setFactor] = useState<{ secret: string; qrSvg: string } | null>(null);
  const { message, busy, send } = useEntryRequest(labels.error);

  // Why the first step was refused: the password (too short, well known, the person's own name or
  // address, a keyboard pattern or repeat, easy to guess otherwise) or the link.
  const refusals: Record<string, string> = {
    'too-short': labels.short,
    common: labels.common,
    personal: labels.personal,
    pattern: labels.pattern,
    weak: labels.weak,
    link: labels.link,
  };

  function choosePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    void send(async () => {
      const { status, data } = await workspacePost('/api/workspace/enrol', { token, password });
      if (status !== 200) return refusals[String(data.error)] ?? labels.error;
      setFactor({ secret: String(data.secret), qrSvg: String(data.qrSvg) });
      return '';
    });
  }

  function confirmCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    void send(async () => {
      const { status } = await workspacePost('/api/workspace/enrol-verify', { token, code });
      if (status !== 200) return labels.wrongCode;
      window.location.assign(home);
      return null;
    });
  }

  if (!factor) {
    return (
      <form className={styles.form} onSubmit={choosePassword}>
        <EntryField
          id="enrol-password"
          label={labels.password}
          hint={labels.passwordHint}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={12}
          required
        />
        <EntryFormEnd message={message} busy={busy}>
          {labels.continue}
        </EntryFormEnd>
      </form>
    );
  }
  return (
    <form className={styles.form} onSubmit={confirmCode}>
      <p>{labels.scan}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL of a server-drawn SVG */}
      <img
        className={styles.qr}
        src={`data:image/svg+xml;base64,${btoa(factor.qrSvg)}`}
        alt={labels.qr}
        width={192}
        height={192}
      />
      <p>
        {labels.secret}:{' '}
        <code className={styles.secret} data-testid="totp-secret">
          {factor.secret}
        </code>
      </p>
      <CodeField id="enrol-code" label={labels.code} hint={labels.codeHint} />
      <EntryFormEnd message={message} busy={busy}>
        {labels.finish}
      </EntryFormEnd>
    </form>
  );
}
