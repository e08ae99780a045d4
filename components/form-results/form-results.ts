/** Shows a form's result from anywhere on the client, through the FormResultHost the locale layout mounts. */

export interface FormResult {
  kind: 'success' | 'error';
  message: string;
  /** A second paragraph under the message (the sign-up's "confirm by the link we sent"). */
  detail?: string;
  /** Label of the orange confirm button; the FormResults.confirm text when absent. */
  confirmLabel?: string;
}

type Presenter = (result: FormResult) => void;

let presenter: Presenter | null = null;
let pending: FormResult[] = [];

export function showFormResult(result: FormResult): void {
  if (presenter) presenter(result);
  else pending.push(result);
}

/** The mounted host takes over; results requested before it mounted are shown at once. */
export function registerFormResultPresenter(present: Presenter): () => void {
  presenter = present;
  const queued = pending;
  pending = [];
  queued.forEach(present);
  return () => {
    if (presenter === present) presenter = null;
  };
}
