import type { ContactInput, SubscribeInput, UnsubscribeInput } from '@/lib/validation';
import { getDatabase } from './db';
import { engineOf } from './engine';
import { capLockStatements, insertThen } from './capped-insert';
import type { AddressMailCaps } from '@/lib/email-alerts';
import { signUpStatements, unsubscribeRequestStatements } from './email-alerts/subscriptions';

/**
 * Requests accepted by the embedded backend. Each is stored together with the mail it triggers in
 * one transaction, so an accepted request is never lost even when mail cannot go out yet.
 */

/** Contact messages stored per client in any 24 hours: a flood from one address cannot fill the disk. */
export const CONTACT_MESSAGES_PER_DAY = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

export type StoreOutcome = { stored: true } | { stored: false; retryAfterSeconds: number };

/**
 * Stores a contact message and queues its mail to the IR team, unless the client (its rate-limit key)
 * has stored CONTACT_MESSAGES_PER_DAY in the last 24 hours. The mail names the row instead of copying
 * the message (lib/mail/outbox.ts writes it when sending), so the message is stored once.
 */
export async function storeContactMessage(
  contact: ContactInput,
  { clientKey = 'unknown', now = new Date() }: { clientKey?: string; now?: Date } = {},
): Promise<StoreOutcome> {
  const created = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const client = await getDatabase();
  const engine = engineOf(client);
  // One batch: the count of the client's messages sees every one stored before this one (./capped-insert.ts).
  const results = await client.batch(
    [
      ...capLockStatements(engine, 'contact-messages', clientKey),
      ...insertThen(
        engine,
        {
          table: 'contact_messages',
          insert: {
            sql: `INSERT INTO contact_messages (name, surname, phone, fax, address, message, client_key, created_at)
              SELECT ?, ?, ?, ?, ?, ?, ?, ?
              WHERE (SELECT COUNT(*) FROM contact_messages WHERE client_key = ? AND created_at > ?) < ?`,
            args: [
              contact.name,
              contact.surname,
              contact.phone,
              contact.fax,
              contact.address,
              contact.message,
              clientKey,
              created,
              clientKey,
              dayAgo,
              CONTACT_MESSAGES_PER_DAY,
            ],
          },
          returning: 'id',
          row: { sql: 'id = last_insert_rowid()', args: [] },
        },
        // Its mail in the same transaction: both or neither.
        (stored) => ({
          sql: `INSERT INTO mail_outbox (kind, recipient, contact_message_id, created_at) SELECT 'contact', NULL, m.id, ? FROM ${stored.sql} m`,
          args: [created, ...stored.args],
        }),
      ),
    ],
    'write',
  );
  const stored = results[results.length - 1].rowsAffected === 1;
  if (stored) return { stored: true };

  // Refused: the client may store again when its oldest message of the last 24 hours turns a day old.
  const oldest = await client.execute({
    sql: 'SELECT MIN(created_at) AS oldest FROM contact_messages WHERE client_key = ? AND created_at > ?',
    args: [clientKey, dayAgo],
  });
  const since = Date.parse(String(oldest.rows[0]?.oldest ?? created));
  return { stored: false, retryAfterSeconds: Math.max(1, Math.ceil((since + DAY_MS - now.getTime()) / 1000)) };
}

/**
 * A sign-up for the e-mail alerts: stored as waiting for confirmation, with its confirmation mail queued, at
 * most one per mailbox per 10 minutes and within the hourly caps (./email-alerts/subscriptions.ts). The
 * caller answers the same whether or not anything was queued, and whether or not the address is subscribed already.
 */
export async function storeSubscription(
  subscription: SubscribeInput,
  now = new Date(),
  caps?: AddressMailCaps,
): Promise<void> {
  const client = await getDatabase();
  await client.batch(signUpStatements(subscription, now, caps, engineOf(client)), 'write');
}

/**
 * The unsubscribe modal: a subscribed mailbox is sent one mail whose page's button ends the subscription
 * (someone else may have typed the address, and nothing ends on their word); within the same bounds as a
 * sign-up. An address no subscription reaches changes nothing and gets no mail; the caller answers alike.
 */
export async function storeUnsubscription(
  { email }: UnsubscribeInput,
  now = new Date(),
  caps?: AddressMailCaps,
): Promise<void> {
  const client = await getDatabase();
  await client.batch(unsubscribeRequestStatements(email, now, caps, engineOf(client)), 'write');
}
