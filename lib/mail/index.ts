import 'server-only';

// The outbox's sending (docs/architecture.md, Background jobs): the job 'mail' and `npm run mail:retry`.
export { deliverQueuedMail, retryEverythingOnNextRun } from './outbox';
export type { DeliveryOptions, DeliveryReport } from './outbox';
