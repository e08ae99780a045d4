import { createTransport } from 'nodemailer';
import { settings } from '@/lib/config/settings.mjs';
import {
  markMailFailed,
  markMailForRetry,
  markMailSent,
  pendingMailCount,
  readDueMail,
  readQueuedRecipients,
  storeOpenings,
  type QueuedMail,
} from '@/lib/backend';
import { failureKind, MAX_ATTEMPTS, retryDelayMs } from '@/lib/email-alerts';
import { isPlainAddress } from '@/lib/validation';
import { contactMail, type MailContent } from './mails';
import { writeConfirmationMail, writeUnsubscribeMail } from './token-mails';

/**
 * Sending the outbox of the embedded backend (mail_outbox, lib/store/outbox-store.ts). A mail waits
 * there until it is sent, or until it has failed for good; each keeps its own retry state, so one
 * mail the SMTP server will not take never holds back the others. The scheduled job 'mail'
 * (lib/jobs/jobs.ts) delivers it.
 */

export interface DeliveryReport {
  sent: number;
  /** Given up for good in this run (refused by the server, or out of tries). */
  failed: number;
  /** Tried in this run and left queued for a later try. */
  retrying: number;
  /** Still queued after the run (waiting for a retry, or for configuration). */
  pending: number;
}

export interface DeliveryOptions {
  /** Ends the run between two mails (the scheduler stopping, or its lease lost). */
  signal?: AbortSignal;
  /** Tries every queued mail now, even those waiting for their next try (`npm run mail:retry`). */
  ignoreBackoff?: boolean;
  now?: () => Date;
}

const BATCH_SIZE = 100;

let inFlight: Promise<DeliveryReport> | null = null;
let passRequested = false;
let ignoreBackoffRequested = false;
let freshStart = false;
/** The database openings already seen: a new opening (a start, a restore) is a fresh start. */
let seenOpenings = 0;

/**
 * The database was (re)opened, i.e. the process started: the next run first marks failed the queued
 * mail whose address today's rules refuse, then tries everything queued once, whatever its backoff
 * (a restart often follows a fix of the SMTP settings).
 */
export function retryEverythingOnNextRun(): void {
  freshStart = true;
}

/**
 * Sends the due queued mail through SMTP_URL. One run at a time per process: a call during a run asks
 * for one more pass, so mail queued meanwhile is not missed. Without SMTP_URL nothing is sent and all
 * stays queued. Across processes the job's lease (lib/jobs) keeps runs apart.
 */
export function deliverQueuedMail(options: DeliveryOptions = {}): Promise<DeliveryReport> {
  if (inFlight) {
    passRequested = true;
    ignoreBackoffRequested ||= Boolean(options.ignoreBackoff);
    return inFlight;
  }
  const run = (async () => {
    const report: DeliveryReport = { sent: 0, failed: 0, retrying: 0, pending: 0 };
    let ignoreBackoff = Boolean(options.ignoreBackoff);
    do {
      passRequested = false;
      if (storeOpenings() !== seenOpenings) {
        seenOpenings = storeOpenings();
        freshStart = true;
      }
      if (freshStart) {
        freshStart = false;
        ignoreBackoff = true;
        report.failed += await failRefusedAddresses(options.now?.() ?? new Date());
      }
      const pass = await deliveryPass({ ...options, ignoreBackoff });
      report.sent += pass.sent;
      report.failed += pass.failed;
      report.retrying += pass.retrying;
      report.pending = pass.pending;
      ignoreBackoff = ignoreBackoffRequested;
      ignoreBackoffRequested = false;
    } while (passRequested && !options.signal?.aborted);
    return report;
  })();
  inFlight = run;
  void run
    .finally(() => {
      if (inFlight === run) inFlight = null;
    })
    .catch(() => undefined);
  return run;
}

/** Marks failed the queued mail to an address the current rules refuse (queued under older, looser rules). */
async function failRefusedAddresses(now: Date): Promise<number> {
  const refused = (await readQueuedRecipients()).filter((row) => !isPlainAddress(row.recipient));
  for (const row of refused) {
    await markFailed(row.id, 'the address is not one plain address (refused by the current rules)', now);
  }
  return refused.length;
}

async function deliveryPass({
  signal,
  ignoreBackoff = false,
  now = () => new Date(),
}: DeliveryOptions): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, retrying: 0, pending: 0 };
  const { SMTP_URL: smtpUrl, MAIL_FROM: from, IR_MAIL_TO: teamAddress } = settings();
  if (!smtpUrl) return { ...report, pending: await pendingMailCount() };

  const transport = createTransport(smtpUrl, {
    from,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  // Ids already handled in this pass: a mail left waiting for configuration is not picked up again.
  let afterId = 0;
  try {
    for (;;) {
      const rows = await readDueMail(now(), ignoreBackoff, afterId, BATCH_SIZE);
      for (const row of rows) {
        if (signal?.aborted) return { ...report, pending: await pendingMailCount() };
        afterId = row.id;
        const to = row.recipient ?? teamAddress;
        if (!to) {
          console.error(`[mail] message ${row.id} stays queued: IR_MAIL_TO is not set`);
          continue;
        }
        if (row.recipient !== null && !isPlainAddress(row.recipient)) {
          await markFailed(row.id, 'the address is not one plain address (refused by the current rules)', now());
          report.failed += 1;
          continue;
        }
        const content = await mailContent(row, now());
        if (!content) {
          const reason =
            row.subscriptionRequestId !== null
              ? 'its sign-up no longer waits for confirmation'
              : row.unsubscriptionRequestId !== null
                ? 'its unsubscribe request is no longer waiting, or the address is no longer subscribed'
                : 'its contact message is no longer stored';
          await markFailed(row.id, reason, now());
          report.failed += 1;
          continue;
        }
        try {
          await transport.sendMail({ to, subject: content.subject, text: content.body });
          await markMailSent(row.id, now());
          report.sent += 1;
        } catch (error) {
          const kind = failureKind(error);
          const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
          const attempts = row.attempts + 1;
          if (kind === 'permanent' || attempts >= MAX_ATTEMPTS) {
            await markFailed(row.id, reason, now(), 1);
            report.failed += 1;
          } else {
            const next = new Date(now().getTime() + retryDelayMs(attempts));
            await markMailForRetry(row.id, reason, next);
            console.error(
              `[mail] message ${row.id} stays queued (try ${attempts} of ${MAX_ATTEMPTS}, next at ${next.toISOString()}): ${reason}`,
            );
            report.retrying += 1;
          }
          // No server to talk to: the rest of the queue would only wait for the same timeouts.
          if (kind === 'unreachable') return { ...report, pending: await pendingMailCount() };
        }
      }
      if (rows.length < BATCH_SIZE) break;
    }
  } finally {
    transport.close();
  }
  return { ...report, pending: await pendingMailCount() };
}

/**
 * The mail as it goes out: a contact mail written from its stored message, a confirmation mail from its
 * sign-up and an unsubscribe mail from its request, each with a token made now, any other as queued. Null if what it is written from is gone.
 */
async function mailContent(row: QueuedMail, now: Date): Promise<MailContent | null> {
  if (row.contact !== undefined) return row.contact && contactMail(row.contact);
  if (row.subscriptionRequestId !== null) return writeConfirmationMail(row.subscriptionRequestId, now);
  if (row.unsubscriptionRequestId !== null) return writeUnsubscribeMail(row.unsubscriptionRequestId, now);
  return row.subject !== null && row.body !== null ? { subject: row.subject, body: row.body } : null;
}

async function markFailed(id: number, reason: string, now: Date, addedAttempts = 0): Promise<void> {
  await markMailFailed(id, reason, now, addedAttempts);
  console.error(`[mail] message ${id} failed for good, not retried: ${reason}`);
}
