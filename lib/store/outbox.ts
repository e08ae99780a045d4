import type { InStatement } from '@libsql/client';
import { createTransport } from 'nodemailer';
import { settings } from '@/lib/config/settings.mjs';
import { isPlainAddress } from '@/lib/validation';
import { databaseOpenings, getDatabase, plainRows } from './db';
import { writeConfirmationMail, writeUnsubscribeMail } from './email-alerts/confirmation-mail';
import { contactMail, type MailContent } from './mail-content';

/**
 * The outbox of the embedded backend (mail_outbox). A mail waits there until it is sent, or until it
 * has failed for good; each keeps its own retry state, so one mail the SMTP server will not take
 * never holds back the others. The scheduled job 'mail' (lib/jobs/jobs.ts) delivers it.
 */

/** A mail to queue. recipient null = the IR team (IR_MAIL_TO at sending time). */
export interface OutgoingMail extends MailContent {
  kind: 'contact' | 'subscribe';
  recipient: string | null;
}

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

/** Tries of one mail before it is given up: with retryDelayMs, the last falls about six hours after the first. */
export const MAX_ATTEMPTS = 10;

/** Wait before the next try of a mail that has been tried `attempts` times: 1 min, doubling, at most 2 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 2 * 60 * 60 * 1000);
}

/**
 * What a failed send says. `permanent`: the server refused this mail for good (a 5xx to its recipient
 * or its content). `temporary`: it refused it for now (4xx). `unreachable`: nothing was said about this
 * mail (no connection, timeout, TLS, login, a refused sender, 421 "closing"): the next would fare alike.
 */
export type FailureKind = 'permanent' | 'temporary' | 'unreachable';

export function failureKind(error: unknown): FailureKind {
  const { code, command, responseCode } = (error ?? {}) as { code?: unknown; command?: unknown; responseCode?: unknown };
  // nodemailer's own check of an address found it unusable: no server will take it.
  if (code === 'EENVELOPE' && command === 'API') return 'permanent';
  const aboutThisMail = command === 'RCPT TO' || command === 'DATA' || code === 'EMESSAGE';
  if (!aboutThisMail || typeof responseCode !== 'number' || responseCode === 421) return 'unreachable';
  if (responseCode >= 500) return 'permanent';
  if (responseCode >= 400) return 'temporary';
  return 'unreachable';
}

/** A condition for queueing: an EXISTS subquery and its arguments. */
interface QueueCondition {
  exists: string;
  args: (string | number | null)[];
}

/**
 * The statement that queues a mail; callers put it in the same transaction as the row it reports.
 * With onlyIf, the mail is queued only when the subquery finds a row.
 */
export function queueMailStatement(mail: OutgoingMail, now: string, onlyIf?: QueueCondition): InStatement {
  const values = [mail.kind, mail.recipient, mail.subject, mail.body, now];
  const insert = 'INSERT INTO mail_outbox (kind, recipient, subject, body, created_at)';
  if (!onlyIf) return { sql: `${insert} VALUES (?, ?, ?, ?, ?)`, args: values };
  return { sql: `${insert} SELECT ?, ?, ?, ?, ? WHERE EXISTS (${onlyIf.exists})`, args: [...values, ...onlyIf.args] };
}

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
      if (databaseOpenings() !== seenOpenings) {
        seenOpenings = databaseOpenings();
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
  const client = await getDatabase();
  const rows = plainRows(
    await client.execute('SELECT id, recipient FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL AND recipient IS NOT NULL'),
  );
  const refused = rows.filter((row) => !isPlainAddress(String(row.recipient)));
  for (const row of refused) {
    await markFailed(Number(row.id), 'the address is not one plain address (refused by the current rules)', now);
  }
  return refused.length;
}

async function deliveryPass({ signal, ignoreBackoff = false, now = () => new Date() }: DeliveryOptions): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, retrying: 0, pending: 0 };
  const { SMTP_URL: smtpUrl, MAIL_FROM: from, IR_MAIL_TO: teamAddress } = settings();
  if (!smtpUrl) return { ...report, pending: await pendingCount() };

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
      const rows = await dueMail(now(), ignoreBackoff, afterId);
      for (const row of rows) {
        if (signal?.aborted) return { ...report, pending: await pendingCount() };
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
          await (await getDatabase()).execute({
            sql: 'UPDATE mail_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, next_attempt_at = NULL WHERE id = ?',
            args: [now().toISOString(), row.id],
          });
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
            await (await getDatabase()).execute({
              sql: 'UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?',
              args: [reason, next.toISOString(), row.id],
            });
            console.error(`[mail] message ${row.id} stays queued (try ${attempts} of ${MAX_ATTEMPTS}, next at ${next.toISOString()}): ${reason}`);
            report.retrying += 1;
          }
          // No server to talk to: the rest of the queue would only wait for the same timeouts.
          if (kind === 'unreachable') return { ...report, pending: await pendingCount() };
        }
      }
      if (rows.length < BATCH_SIZE) break;
    }
  } finally {
    transport.close();
  }
  return { ...report, pending: await pendingCount() };
}

interface QueuedMail {
  id: number;
  recipient: string | null;
  attempts: number;
  subject: string | null;
  body: string | null;
  /** A contact mail's message, read from contact_messages; null when the row is gone. */
  contact?: Parameters<typeof contactMail>[0] | null;
  /** A confirmation mail's sign-up (subscription_requests), written when sent. */
  subscriptionRequestId: number | null;
  /** An unsubscribe mail's request (unsubscription_requests), written when sent. */
  unsubscriptionRequestId: number | null;
}

async function dueMail(now: Date, ignoreBackoff: boolean, afterId: number): Promise<QueuedMail[]> {
  const client = await getDatabase();
  const rows = plainRows(
    await client.execute({
      sql: `SELECT o.id, o.recipient, o.attempts, o.subject, o.body, o.contact_message_id, o.subscription_request_id, o.unsubscription_request_id,
          c.id AS contact_id, c.name, c.surname, c.phone, c.fax, c.address, c.message
        FROM mail_outbox o LEFT JOIN contact_messages c ON c.id = o.contact_message_id
        WHERE o.sent_at IS NULL AND o.failed_at IS NULL AND o.id > ?
          AND (? OR o.next_attempt_at IS NULL OR o.next_attempt_at <= ?)
        ORDER BY o.id LIMIT ?`,
      args: [afterId, ignoreBackoff ? 1 : 0, now.toISOString(), BATCH_SIZE],
    }),
  );
  const text = (value: unknown) => (value === null ? null : String(value));
  return rows.map((row) => ({
    id: Number(row.id),
    recipient: text(row.recipient),
    attempts: Number(row.attempts),
    subject: text(row.subject),
    body: text(row.body),
    subscriptionRequestId: row.subscription_request_id === null ? null : Number(row.subscription_request_id),
    unsubscriptionRequestId: row.unsubscription_request_id === null ? null : Number(row.unsubscription_request_id),
    ...(row.contact_message_id !== null && {
      contact:
        row.contact_id === null
          ? null
          : {
              name: String(row.name),
              surname: String(row.surname),
              phone: String(row.phone),
              fax: String(row.fax),
              address: String(row.address),
              message: String(row.message),
            },
    }),
  }));
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
  await (await getDatabase()).execute({
    sql: 'UPDATE mail_outbox SET failed_at = ?, attempts = attempts + ?, last_error = ?, next_attempt_at = NULL WHERE id = ?',
    args: [now.toISOString(), addedAttempts, reason, id],
  });
  console.error(`[mail] message ${id} failed for good, not retried: ${reason}`);
}

async function pendingCount(): Promise<number> {
  const client = await getDatabase();
  const result = await client.execute('SELECT COUNT(*) AS pending FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL');
  return Number(result.rows[0]?.pending ?? 0);
}
