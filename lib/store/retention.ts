import { getDatabase } from './db';
import { queries, statement } from './query';

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
  const client = await getDatabase();
  const q = queries(client);
  const [mail, contactMessages, clientKeys] = await client.batch(
    [
      statement(
        q
          .deleteFrom('mail_outbox')
          .where((row) => row.or([row('sent_at', '<', cutoff), row('failed_at', '<', cutoff)])),
      ),
      statement(
        q
          .deleteFrom('contact_messages')
          .where('created_at', '<', cutoff)
          .where((row) =>
            row.not(
              row.exists(
                row
                  .selectFrom('mail_outbox as o')
                  .select(row.lit(1).as('one'))
                  .whereRef('o.contact_message_id', '=', 'contact_messages.id')
                  .where('o.sent_at', 'is', null)
                  .where('o.failed_at', 'is', null),
              ),
            ),
          ),
      ),
      statement(
        q
          .updateTable('contact_messages')
          .set({ client_key: null })
          .where('client_key', 'is not', null)
          .where('created_at', '<=', dayAgo),
      ),
    ],
    'write',
  );
  return {
    mail: mail.rowsAffected,
    contactMessages: contactMessages.rowsAffected,
    clientKeysCleared: clientKeys.rowsAffected,
  };
}
