/**
 * Shows an alert from anywhere on the client. This module is tiny on purpose: react-toastify is only
 * downloaded when the first alert is requested (see AlertHost), so pages without forms do not pay for it.
 */

export interface AlertRequest {
  kind: 'success' | 'error';
  message: string;
  /** A second paragraph under the message (the sign-up's "confirm by the link we sent"). */
  detail?: string;
  /** Label of the orange confirm button; the Alerts.confirm text when absent. */
  confirmLabel?: string;
}

type Presenter = (alert: AlertRequest) => void;

let presenter: Presenter | null = null;
let pending: AlertRequest[] = [];
let requested = false;
const listeners = new Set<() => void>();

export function showAlert(alert: AlertRequest): void {
  if (presenter) {
    presenter(alert);
    return;
  }
  pending.push(alert);
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
}

/** The mounted container takes over; alerts requested while it was loading are shown at once. */
export function registerAlertPresenter(present: Presenter): () => void {
  presenter = present;
  const queued = pending;
  pending = [];
  queued.forEach(present);
  return () => {
    if (presenter === present) presenter = null;
  };
}

export function subscribeToAlertRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function alertsRequested(): boolean {
  return requested;
}
