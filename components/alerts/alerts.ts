/** Shows an alert from anywhere on the client, through the AlertHost the locale layout mounts. */

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

export function showAlert(alert: AlertRequest): void {
  if (presenter) presenter(alert);
  else pending.push(alert);
}

/** The mounted host takes over; alerts requested before it mounted are shown at once. */
export function registerAlertPresenter(present: Presenter): () => void {
  presenter = present;
  const queued = pending;
  pending = [];
  queued.forEach(present);
  return () => {
    if (presenter === present) presenter = null;
  };
}
