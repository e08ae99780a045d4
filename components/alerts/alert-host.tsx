'use client';

import { useEffect, useId, useState } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { registerAlertPresenter, type AlertRequest } from './alerts';
import type { AlertLabels } from './alert-labels';
import styles from './alert-host.module.css';

interface QueuedAlert extends AlertRequest {
  id: number;
}

let nextId = 0;

/**
 * Mounted once in the locale layout: shows each form outcome as a modal alert dialog with an orange confirm
 * button (SPEC §8), one after the other. Above an open dialog (the unsubscribe modal) it stacks on top.
 */
export function AlertHost({ labels }: { labels: AlertLabels }) {
  const [queue, setQueue] = useState<QueuedAlert[]>([]);

  useEffect(() => registerAlertPresenter((alert) => setQueue((shown) => [...shown, { ...alert, id: nextId++ }])), []);

  const current = queue[0];
  if (!current) return null;
  const dismiss = () => setQueue((shown) => shown.slice(1));
  return <AlertDialog key={current.id} alert={current} labels={labels} onDismiss={dismiss} />;
}

function AlertDialog({ alert, labels, onDismiss }: { alert: AlertRequest; labels: AlertLabels; onDismiss: () => void }) {
  const messageId = useId();
  return (
    <Dialog role="alertdialog" title={labels[alert.kind]} hideTitle onClose={onDismiss} describedBy={messageId}>
      <div className={styles.body} data-kind={alert.kind}>
        <span className={styles.icon} aria-hidden="true">
          {alert.kind === 'success' ? '✓' : '!'}
        </span>
        <div id={messageId} className={styles.text}>
          <p className={styles.message}>{alert.message}</p>
          {alert.detail && <p className={styles.message}>{alert.detail}</p>}
        </div>
        <button type="button" className={`button ${styles.confirm}`} onClick={onDismiss}>
          {alert.confirmLabel ?? labels.confirm}
        </button>
      </div>
    </Dialog>
  );
}
