import type { Kysely, NotNull, SelectQueryBuilder, UpdateObject } from 'kysely';
import type { EngineName, InStatement } from './engine';
import { getDatabase } from './db';
import { all, first, queries, run, statement } from './query';
import type { DB } from './schema';

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

/**
 * The statement that queues a mail; callers put it in the same transaction as the row it reports.
 * With onlyIf, the mail is queued only when that query (built on the builder given) finds a row.
 */
export function queueMailStatement(
  engine: EngineName,
  mail: OutgoingMail,
  now: string,
  onlyIf?: (db: Kysely<DB>) => SelectQueryBuilder<DB, keyof DB, object>,
): InStatement {
  const q = queries({ engine });
  const values = {
    kind: mail.kind,
    recipient: mail.recipient,
    subject: mail.subject,
    body: mail.body,
    created_at: now,
  };
  if (!onlyIf) return statement(q.insertInto('mail_outbox').values(values));
  const row = q
    .selectNoFrom((eb) => [
      eb.val(values.kind).as('kind'),
      eb.val(values.recipient).as('recipient'),
      eb.val(values.subject).as('subject'),
      eb.val(values.body).as('body'),
      eb.val(values.created_at).as('created_at'),
    ])
    .where((eb) => eb.exists(onlyIf(q)));
  return statement(
    q.insertInto('mail_outbox').columns(['kind', 'recipient', 'subject', 'body', 'created_at']).expression(row),
  );
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

/** The unsent mail, neither sent nor failed. */
function waiting(q: Kysely<DB>) {
  return q.selectFrom('mail_outbox as o').where('o.sent_at', 'is', null).where('o.failed_at', 'is', null);
}

/** The queued mail to an address (not the IR team's), neither sent nor failed. */
export async function readQueuedRecipients(): Promise<{ id: number; recipient: string }[]> {
  const client = await getDatabase();
  return all(
    client,
    waiting(queries(client))
      .select(['o.id', 'o.recipient'])
      .where('o.recipient', 'is not', null)
      .$narrowType<{ recipient: NotNull }>(),
  );
}

/** Queued mail after id `afterId`, in order, at most `limit`: those due at `now`, or all with `ignoreBackoff`. */
export async function readDueMail(
  now: Date,
  ignoreBackoff: boolean,
  afterId: number,
  limit: number,
): Promise<QueuedMail[]> {
  const client = await getDatabase();
  const rows = await all(
    client,
    waiting(queries(client))
      .leftJoin('contact_messages as c', 'c.id', 'o.contact_message_id')
      .select([
        'o.id',
        'o.recipient',
        'o.attempts',
        'o.subject',
        'o.body',
        'o.contact_message_id',
        'o.subscription_request_id',
        'o.unsubscription_request_id',
        'c.id as contact_id',
        'c.name',
        'c.surname',
        'c.phone',
        'c.fax',
        'c.address',
        'c.message',
      ])
      .where('o.id', '>', afterId)
      .$if(!ignoreBackoff, (due) =>
        due.where((row) =>
          row.or([row('o.next_attempt_at', 'is', null), row('o.next_attempt_at', '<=', now.toISOString())]),
        ),
      )
      .orderBy('o.id')
      .limit(limit),
  );
  return rows.map(({ contact_id, name, surname, phone, fax, address, message, ...row }) => ({
    id: row.id,
    recipient: row.recipient,
    attempts: row.attempts,
    subject: row.subject,
    body: row.body,
    subscriptionRequestId: row.subscription_request_id,
    unsubscriptionRequestId: row.unsubscription_request_id,
    ...(row.contact_message_id !== null && {
      contact:
        contact_id === null
          ? null
          : {
              name: String(name),
              surname: String(surname),
              phone: String(phone),
              fax: String(fax),
              address: String(address),
              message: String(message),
            },
    }),
  }));
}

/** Sets `changes` on the queued mail `id`, counting `tries` more tries. */
async function updateMail(
  id: number,
  tries: number,
  changes: Omit<UpdateObject<DB, 'mail_outbox'>, 'attempts'>,
): Promise<void> {
  const client = await getDatabase();
  await run(
    client,
    queries(client)
      .updateTable('mail_outbox')
      .set((row) => ({ ...changes, attempts: row('attempts', '+', tries) }))
      .where('id', '=', id),
  );
}

/** A mail sent at `at`: one more try, no error, no next try. */
export async function markMailSent(id: number, at: Date): Promise<void> {
  await updateMail(id, 1, { sent_at: at.toISOString(), last_error: null, next_attempt_at: null });
}

/** A mail refused for now: one more try, its error, and when to try next. */
export async function markMailForRetry(id: number, reason: string, next: Date): Promise<void> {
  await updateMail(id, 1, { last_error: reason, next_attempt_at: next.toISOString() });
}

/** A mail given up for good at `at`, with why (and `addedAttempts` more tries counted). */
export async function markMailFailed(id: number, reason: string, at: Date, addedAttempts = 0): Promise<void> {
  await updateMail(id, addedAttempts, { failed_at: at.toISOString(), last_error: reason, next_attempt_at: null });
}

/** How many mails are still queued (neither sent nor failed). */
export async function pendingMailCount(): Promise<number> {
  const client = await getDatabase();
  const row = await first(
    client,
    waiting(queries(client)).select((count) => count.fn.countAll().as('pending')),
  );
  return Number(row?.pending ?? 0);
}
