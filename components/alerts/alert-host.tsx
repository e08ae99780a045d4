'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { alertsRequested, subscribeToAlertRequests } from './alerts';
import type { AlertLabels } from './alert-labels';

const AlertContainer = dynamic(() => import('./alert-container').then((module) => module.AlertContainer), {
  ssr: false,
});

/** Mounted once in the locale layout. Renders nothing until a form asks for its first alert. */
export function AlertHost({ labels }: { labels: AlertLabels }) {
  const requested = useSyncExternalStore(subscribeToAlertRequests, alertsRequested, () => false);
  return requested ? <AlertContainer labels={labels} /> : null;
}
