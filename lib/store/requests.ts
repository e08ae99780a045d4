import type { ContactInput, SubscribeInput, UnsubscribeInput } from '@/lib/validation';
import { getDatabase, inTransaction } from './db';
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
  const transaction = await client.transaction('write');
  let stored = false;
  try {
    const inserted = await transaction.execute({
      sql: `INSERT INTO contact_messages (name, surname, phone, fax, address, message, client_key, created_at)
        SELECT ?, ?, ?, ?, ?, ?, ?, ?
        WHERE (SELECT COUNT(*) FROM contact_messages WHERE client_key = ? AND created_at > ?) < ?
        RETURNING id`,
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
    });
    const id = inserted.rows[0]?.id;
    if (id !== undefined) {
      // Its mail in the same transaction: both or neither.
      await transaction.execute({
        sql: `INSERT INTO mail_outbox (kind, recipient, contact_message_id, created_at) VALUES ('contact', NULL, ?, ?)`,
        args: [id, created],
      });
      stored = true;
    }
    await transaction.commit();
  } finally {
    transaction.close();
  }
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
  await inTransaction(signUpStatements(subscription, now, caps));
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
  await inTransaction(unsubscribeRequestStatements(email, now, caps));
}
