import type { InStatement } from './engine';
import { getDatabase, plainRows } from './db';

/**
 * Every query of the outbox of the embedded backend (mail_outbox). A mail waits there until it is
 * sent, or until it has failed for good; each keeps its own retry state. Sending it is lib/mail's.
 */

/** A mail to queue. recipient null = the IR team (IR_MAIL_TO at sending time). */
export interface OutgoingMail {
  subject: string;
  body: string;
  kind: 'contact' | 'subscribe';
  recipient: string | null;
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

/** A queued mail as the outbox holds it. */
export interface QueuedMail {
  id: number;
  recipient: string | null;
  attempts: number;
  subject: string | null;
  body: string | null;
  /** A contact mail's message, read from contact_messages; null when the row is gone. */
  contact?: { name: string; surname: string; phone: string; fax: string; address: string; message: string } | null;
  /** A confirmation mail's sign-up (subscription_requests), written when sent. */
  subscriptionRequestId: number | null;
  /** An unsubscribe mail's request (unsubscription_requests), written when sent. */
  unsubscriptionRequestId: number | null;
}

/** The queued mail to an address (not the IR team's), neither sent nor failed. */
export async function readQueuedRecipients(): Promise<{ id: number; recipient: string }[]> {
  const rows = plainRows(
    await (
      await getDatabase()
    ).execute(
      'SELECT id, recipient FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL AND recipient IS NOT NULL',
    ),
  );
  return rows.map((row) => ({ id: Number(row.id), recipient: String(row.recipient) }));
}

/** Queued mail after id `afterId`, in order, at most `limit`: those due at `now`, or all with `ignoreBackoff`. */
export async function readDueMail(
  now: Date,
  ignoreBackoff: boolean,
  afterId: number,
  limit: number,
): Promise<QueuedMail[]> {
  const rows = plainRows(
    await (
      await getDatabase()
    ).execute({
      sql: `SELECT o.id, o.recipient, o.attempts, o.subject, o.body, o.contact_message_id, o.subscription_request_id, o.unsubscription_request_id,
          c.id AS contact_id, c.name, c.surname, c.phone, c.fax, c.address, c.message
        FROM mail_outbox o LEFT JOIN contact_messages c ON c.id = o.contact_message_id
        WHERE o.sent_at IS NULL AND o.failed_at IS NULL AND o.id > ?
          AND (? = 1 OR o.next_attempt_at IS NULL OR o.next_attempt_at <= ?)
        ORDER BY o.id LIMIT ?`,
      args: [afterId, ignoreBackoff ? 1 : 0, now.toISOString(), limit],
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

/** A mail sent at `at`: one more try, no error, no next try. */
export async function markMailSent(id: number, at: Date): Promise<void> {
  await (
    await getDatabase()
  ).execute({
    sql: 'UPDATE mail_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, next_attempt_at = NULL WHERE id = ?',
    args: [at.toISOString(), id],
  });
}

/** A mail refused for now: one more try, its error, and when to try next. */
export async function markMailForRetry(id: number, reason: string, next: Date): Promise<void> {
  await (
    await getDatabase()
  ).execute({
    sql: 'UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?',
    args: [reason, next.toISOString(), id],
  });
}

/** A mail given up for good at `at`, with why (and `addedAttempts` more tries counted). */
export async function markMailFailed(id: number, reason: string, at: Date, addedAttempts = 0): Promise<void> {
  await (
    await getDatabase()
  ).execute({
    sql: 'UPDATE mail_outbox SET failed_at = ?, attempts = attempts + ?, last_error = ?, next_attempt_at = NULL WHERE id = ?',
    args: [at.toISOString(), addedAttempts, reason, id],
  });
}

/** How many mails are still queued (neither sent nor failed). */
export async function pendingMailCount(): Promise<number> {
  const result = await (
    await getDatabase()
  ).execute('SELECT COUNT(*) AS pending FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL');
  return Number(result.rows[0]?.pending ?? 0);
}
