'use client';

import { useEffect, useId, useState } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { registerFormResultPresenter, type FormResult } from './form-results';
import type { FormResultLabels } from './form-result-labels';
import styles from './form-result-host.module.css';

interface QueuedFormResult extends FormResult {
  id: number;
}

let nextId = 0;

/**
 * Mounted once in the locale layout: shows each form outcome as a modal alert dialog with an orange confirm
 * button (docs/product.md, The error catalogue), one after the other. Above an open dialog (the unsubscribe modal) it stacks on top.
 */
export function FormResultHost({ labels }: { labels: FormResultLabels }) {
  const [queue, setQueue] = useState<QueuedFormResult[]>([]);

  useEffect(
    () => registerFormResultPresenter((result) => setQueue((shown) => [...shown, { ...result, id: nextId++ }])),
    [],
  );

  const current = queue[0];
  if (!current) return null;
  const dismiss = () => setQueue((shown) => shown.slice(1));
  return <FormResultDialog key={current.id} result={current} labels={labels} onDismiss={dismiss} />;
}

function FormResultDialog({
  result,
  labels,
  onDismiss,
}: {
  result: FormResult;
  labels: FormResultLabels;
  onDismiss: () => void;
}) {
  const messageId = useId();
  return (
    <Dialog role="alertdialog" title={labels[result.kind]} hideTitle onClose={onDismiss} describedBy={messageId}>
      <div className={styles.body} data-kind={result.kind}>
        <span className={styles.icon} aria-hidden="true">
          {result.kind === 'success' ? '✓' : '!'}
        </span>
        <div id={messageId} className={styles.text}>
          <p className={styles.message}>{result.message}</p>
          {result.detail && <p className={styles.message}>{result.detail}</p>}
        </div>
        <button type="button" className={`button ${styles.confirm}`} onClick={onDismiss}>
          {result.confirmLabel ?? labels.confirm}
        </button>
      </div>
    </Dialog>
  );
}
