import { sql } from 'kysely';
import type { ContactInput, SubscribeInput, UnsubscribeInput } from '@/lib/validation';
import { getDatabase } from './db';
import { engineOf } from './engine';
import { capLockStatements, insertIf, insertThen } from './capped-insert';
import { first, queries } from './query';
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
  const q = queries(client);
  const { name, surname, phone, fax, address, message } = contact;
  const insert = insertIf(
    q,
    'contact_messages',
    { name, surname, phone, fax, address, message, client_key: clientKey, created_at: created },
    (row) =>
      row(
        row
          .selectFrom('contact_messages')
          .select((count) => count.fn.countAll<number>().as('n'))
          .where('client_key', '=', clientKey)
          .where('created_at', '>', dayAgo),
        '<',
        CONTACT_MESSAGES_PER_DAY,
      ),
  );
  // One batch: the count of the client's messages sees every one stored before this one (./capped-insert.ts).
  const results = await client.batch(
    [
      ...capLockStatements(engine, 'contact-messages', clientKey),
      ...insertThen(
        engine,
        {
          insert,
          returning: insert.returning('id'),
          // last_insert_rowid(): SQLite's own function (no Kysely builder), the id the insert before gave its row.
          row: q
            .selectFrom('contact_messages')
            .select('id')
            .where('id', '=', sql<number>`last_insert_rowid()`),
        },
        // Its mail in the same transaction: both or neither.
        (stored) =>
          q
            .with('stored', () => stored)
            .insertInto('mail_outbox')
            .columns(['kind', 'recipient', 'contact_message_id', 'created_at'])
            .expression((row) =>
              row
                .selectFrom('stored as m')
                .select((m) => [
                  m.val('contact').as('kind'),
                  m.lit(null).as('recipient'),
                  'm.id',
                  m.val(created).as('created_at'),
                ]),
            ),
      ),
    ],
    'write',
  );
  const stored = results[results.length - 1].rowsAffected === 1;
  if (stored) return { stored: true };

  // Refused: the client may store again when its oldest message of the last 24 hours turns a day old.
  const oldest = await first(
    client,
    q
      .selectFrom('contact_messages')
      .select((row) => row.fn.min('created_at').as('oldest'))
      .where('client_key', '=', clientKey)
      .where('created_at', '>', dayAgo),
  );
  const since = Date.parse(oldest?.oldest ?? created);
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
