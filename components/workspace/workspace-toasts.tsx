'use client';

import { useEffect } from 'react';
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify';

/**
 * Where the workspace's feedback toasts appear (react-toastify; docs/accounts.md, The workspace's
 * shell): top right under the bar, clear of the forms' buttons, at most three, each with a close
 * button. The workspace's own; no public page loads it.
 */
export function WorkspaceToastHost({ label, closeLabel }: { label: string; closeLabel: string }) {
  return (
    <ToastContainer
      position="top-right"
      autoClose={8000}
      closeOnClick={false}
      draggable={false}
      newestOnTop
      limit={3}
      aria-label={label}
      closeButton={(props) => <CloseToast {...props} label={closeLabel} />}
      style={{ top: '4rem' }}
    />
  );
}

/** The toast's close button: a real button named in the reader's language, 44 px to tap. */
function CloseToast({ closeToast, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={(event) => closeToast(event)}
      style={{
        minWidth: '2.75rem',
        minHeight: '2.75rem',
        background: 'none',
        border: 0,
        cursor: 'pointer',
        fontSize: '1.25rem',
        color: 'inherit',
      }}
    >
      ×
    </button>
  );
}

/**
 * Shows an outcome as a toast: announced politely (status), or at once for an error (alert). Never
 * the only place: the page or the field keeps its own message.
 */
export function showOutcome(kind: 'done' | 'error', text: string): void {
  if (!text) return;
  toast(text, {
    type: kind === 'error' ? 'error' : 'success',
    role: kind === 'error' ? 'alert' : 'status',
    toastId: `${kind}:${text}`,
  });
}

/** A step's outcome as the server rendered it (it stays without JavaScript), and once as a toast. */
export function OutcomeMessage({
  kind,
  text,
  className,
  testId,
}: {
  kind: 'done' | 'error';
  text: string;
  className?: string;
  testId?: string;
}) {
  useEffect(() => showOutcome(kind, text), [kind, text]);
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={className} data-testid={testId}>
      {text}
    </p>
  );
}
