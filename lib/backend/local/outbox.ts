import type { InStatement } from '@libsql/client';
import { createTransport } from 'nodemailer';
import { getDatabase, plainRows } from './db';

/** A mail waiting in mail_outbox. recipient null = the IR team (IR_MAIL_TO at sending time). */
export interface OutgoingMail {
  kind: 'contact' | 'subscribe' | 'unsubscribe';
  recipient: string | null;
  subject: string;
  body: string;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
  /** Still queued after the run (failed, or waiting for configuration). */
  pending: number;
}

const DEFAULT_SENDER = 'Investor Relations <no-reply@example.com>';
const BATCH_SIZE = 100;

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

/**
 * Sends queued mail through SMTP_URL. One run at a time per process: a call during a run asks for one
 * more pass, so mail queued meanwhile is not missed. Without SMTP_URL nothing is sent and all stays queued.
 */
export function deliverQueuedMail(): Promise<DeliveryReport> {
  if (inFlight) {
    passRequested = true;
    return inFlight;
  }
  const run = (async () => {
    const report: DeliveryReport = { sent: 0, failed: 0, pending: 0 };
    do {
      passRequested = false;
      const pass = await deliveryPass();
      report.sent += pass.sent;
      report.failed += pass.failed;
      report.pending = pass.pending;
    } while (passRequested);
    return report;
  })();
  inFlight = run;
  void run.finally(() => {
    if (inFlight === run) inFlight = null;
  }).catch(() => undefined);
  return run;
}

async function deliveryPass(): Promise<DeliveryReport> {
  const client = await getDatabase();
  const smtpUrl = process.env.SMTP_URL?.trim();
  const teamAddress = process.env.IR_MAIL_TO?.trim();
  const rows = plainRows(
    await client.execute({
      sql: 'SELECT id, recipient, subject, body FROM mail_outbox WHERE sent_at IS NULL ORDER BY id LIMIT ?',
      args: [BATCH_SIZE],
    }),
  );
  const report: DeliveryReport = { sent: 0, failed: 0, pending: 0 };
  if (!smtpUrl || rows.length === 0) return { ...report, pending: await pendingCount() };

  const transport = createTransport(smtpUrl, {
    from: process.env.MAIL_FROM?.trim() || DEFAULT_SENDER,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    for (const row of rows) {
      const to = row.recipient === null ? teamAddress : String(row.recipient);
      if (!to) {
        console.error(`[mail] message ${String(row.id)} stays queued: IR_MAIL_TO is not set`);
        continue;
      }
      try {
        await transport.sendMail({ to, subject: String(row.subject), text: String(row.body) });
        await client.execute({
          sql: 'UPDATE mail_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
          args: [new Date().toISOString(), Number(row.id)],
        });
        report.sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await client.execute({
          sql: 'UPDATE mail_outbox SET attempts = attempts + 1, last_error = ? WHERE id = ?',
          args: [reason.slice(0, 500), Number(row.id)],
        });
        console.error(`[mail] message ${String(row.id)} stays queued: ${reason}`);
        report.failed += 1;
        // The server is most likely unreachable: leave the rest for the next retry instead of waiting on each.
        break;
      }
    }
  } finally {
    transport.close();
  }
  return { ...report, pending: await pendingCount() };
}

async function pendingCount(): Promise<number> {
  const client = await getDatabase();
  const result = await client.execute('SELECT COUNT(*) AS pending FROM mail_outbox WHERE sent_at IS NULL');
  return Number(result.rows[0]?.pending ?? 0);
}
