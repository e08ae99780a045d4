import { inTransaction } from './db';

/**
 * How long the embedded backend keeps what visitors sent (docs/security.md, Personal data). Run by the scheduled
 * job 'retention' (lib/jobs/jobs.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sent and failed mail, and contact messages whose mail is no longer waiting, are kept this long. */
export const RETENTION_DAYS = 30;

export interface PurgeReport {
  mail: number;
  contactMessages: number;
  clientKeysCleared: number;
}

/**
 * - mail_outbox: a sent or failed mail is deleted 30 days after it was sent or given up.
 * - contact_messages: deleted 30 days after it arrived, unless its mail is still waiting to go out;
 *   the client key (for the daily bound per client) is cleared after one day, when it no longer counts.
 */
export async function purgeExpiredRecords(now = new Date()): Promise<PurgeReport> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * DAY_MS).toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const [mail, contactMessages, clientKeys] = await inTransaction([
    { sql: 'DELETE FROM mail_outbox WHERE sent_at < ? OR failed_at < ?', args: [cutoff, cutoff] },
    {
      sql: `DELETE FROM contact_messages WHERE created_at < ? AND NOT EXISTS (
          SELECT 1 FROM mail_outbox o WHERE o.contact_message_id = contact_messages.id AND o.sent_at IS NULL AND o.failed_at IS NULL)`,
      args: [cutoff],
    },
    {
      sql: 'UPDATE contact_messages SET client_key = NULL WHERE client_key IS NOT NULL AND created_at <= ?',
      args: [dayAgo],
    },
  ]);
  return {
    mail: mail.rowsAffected,
    contactMessages: contactMessages.rowsAffected,
    clientKeysCleared: clientKeys.rowsAffected,
  };
}
