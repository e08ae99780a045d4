import 'server-only';

// The outbox's sending (docs/architecture.md, Background jobs): the job 'mail' and `npm run mail:retry`.
export { deliverQueuedMail, retryEverythingOnNextRun } from './outbox';
export type { DeliveryOptions, DeliveryReport } from './outbox';
// The alerts' fan-out and sending (steps 2 and 3 of the 'alerts' job).
export { alertTransport, dispatchAlerts, runAlertsJob } from './alerts';
export type { DispatchOptions, DispatchReport } from './alerts';
