'use client';

import { useState, type FormEvent } from 'react';
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
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

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

  async function choosePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setMessage('');
    try {
      const { status, data } = await workspacePost('/api/workspace/enrol', { token, password });
      if (status === 200) setFactor({ secret: String(data.secret), qrSvg: String(data.qrSvg) });
      else setMessage(refusals[String(data.error)] ?? labels.error);
    } catch {
      setMessage(labels.error);
    }
    setBusy(false);
  }

  async function confirmCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setBusy(true);
    setMessage('');
    try {
      const { status } = await workspacePost('/api/workspace/enrol-verify', { token, code });
      if (status === 200) {
        window.location.assign(home);
        return;
      }
      setMessage(labels.wrongCode);
    } catch {
      setMessage(labels.error);
    }
    setBusy(false);
  }

  const alert = (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  );

  if (!factor) {
    return (
      <form className={styles.form} onSubmit={choosePassword}>
        <div className={styles.field}>
          <label htmlFor="enrol-password">{labels.password}</label>
          <input
            id="enrol-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={12}
            required
            aria-describedby="enrol-password-hint"
          />
          <span id="enrol-password-hint">{labels.passwordHint}</span>
        </div>
        {alert}
        <button className={styles.button} type="submit" disabled={busy}>
          {labels.continue}
        </button>
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
      <div className={styles.field}>
        <label htmlFor="enrol-code">{labels.code}</label>
        <input
          id="enrol-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          aria-describedby="enrol-code-hint"
        />
        <span id="enrol-code-hint">{labels.codeHint}</span>
      </div>
      {alert}
      <button className={styles.button} type="submit" disabled={busy}>
        {labels.finish}
      </button>
    </form>
  );
}
