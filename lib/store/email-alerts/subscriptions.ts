import { sql } from 'kysely';
import { engineOf, type Client, type EngineName, type InStatement } from '../engine';
import { capLockStatements, insertThen, type InsertOfOne } from '../capped-insert';
import {
  formatCategories,
  type AlertCategory,
  PRIVACY_NOTICE_VERSION,
  RETENTION,
  addressMailCaps,
  type AddressMailCaps,
  mailboxDomain,
  mailboxKey,
} from '@/lib/email-alerts';
import { newLinkKey, subscriberOfLinkToken, tokenHash } from '@/lib/email-alerts/server';
import type { SubscribeInput } from '@/lib/validation';
import { getDatabase, plainRows } from '@/lib/store/db';
import { inCategoryList } from './dispatch';
import { queries, statement } from '../query';

/**
 * Subscriptions to the e-mail alerts in the embedded backend: the sign-up waiting for its
 * address to be confirmed (subscription_requests), the confirmed subscriber (subscribers) and the PDPA
 * consent record (subscription_consents), and an unsubscribe asked for by address waiting for its
 * mail's button (unsubscription_requests). Migrations 5 and 9 describe the tables.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The condition that the hourly caps leave room for one more mail to an unconfirmed address of `domain`:
 * waiting sign-ups and waiting unsubscribe requests of the last hour, of that domain and overall.
 */
function capsLeaveRoom(domain: string, now: Date, caps: AddressMailCaps): { sql: string; args: (string | number)[] } {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const recent = (where: string) =>
    `((SELECT COUNT(*) FROM subscription_requests WHERE requested_at > ? AND confirmed_at IS NULL${where})
      + (SELECT COUNT(*) FROM unsubscription_requests WHERE requested_at > ? AND done_at IS NULL${where}))`;
  return {
    sql: `${recent(' AND domain = ?')} < ? AND ${recent('')} < ?`,
    args: [hourAgo, domain, hourAgo, domain, caps.perDomainPerHour, hourAgo, hourAgo, caps.perHour],
  };
}

/**
 * What a request that sends a mail to an address (a sign-up, an unsubscribe) reads off it: the address
 * as typed, without surrounding space, its mailbox, the time, the token's expiry, the earliest time of a
 * mail to the mailbox still within the interval, and whether the hourly caps leave room.
 */
function mailRequest(typed: string, now: Date, caps: AddressMailCaps) {
  const email = typed.trim();
  return {
    email,
    mailbox: mailboxKey(email),
    time: now.toISOString(),
    expires: new Date(now.getTime() + RETENTION.confirmationMs).toISOString(),
    throttle: new Date(now.getTime() - RETENTION.confirmationMailIntervalMs).toISOString(),
    room: capsLeaveRoom(mailboxDomain(email), now, caps),
  };
}

/**
 * The statements that store a request mailing an address (`one`: a sign-up, an unsubscribe request) and,
 * when it stored something, queue its mail, for the caller's transaction. The mail names the request and is
 * written when sent; none is queued while one of the same request still waits to go out (that one will be
 * written from the new details). On PostgreSQL the hourly caps' lock comes first (../capped-insert.ts).
 */
function requestAndMailStatements(
  engine: EngineName,
  one: InsertOfOne,
  mail: { kind: string; column: string; time: string },
): InStatement[] {
  return [
    ...capLockStatements(engine, 'alert-address-mails'),
    ...insertThen(engine, one, (stored) => ({
      sql: `INSERT INTO mail_outbox (kind, recipient, ${mail.column}, created_at)
        SELECT ?, r.email, r.id, ? FROM ${stored.sql} r WHERE NOT EXISTS (
          SELECT 1 FROM mail_outbox o WHERE o.${mail.column} = r.id AND o.sent_at IS NULL AND o.failed_at IS NULL)`,
      args: [mail.kind, mail.time, ...stored.args],
    })),
  ];
}

/**
 * The statements that store a sign-up and queue its confirmation mail, for the caller's transaction.
 * One row and one mail per mailbox (lib/email-alerts/mailbox.ts: `Bob+x@`, `bob@` and, at Gmail, `b.o.b@`
 * are one): a sign-up of a mailbox that had one in the last 10 minutes, or one over an hourly cap,
 * changes nothing and queues nothing, so a stranger cannot make the site mail a mailbox more often than
 * that. A later one replaces the details and the address as typed, and ends the link of the earlier mail
 * (the new mail brings a new one). The mail names the sign-up and is written when sent, with a token made
 * then (lib/mail/token-mails.ts): no token is stored in clear.
 */
export function signUpStatements(
  input: SubscribeInput,
  now: Date,
  caps: AddressMailCaps = addressMailCaps(),
  engine: EngineName = 'sqlite',
): InStatement[] {
  const { email, mailbox, time, expires, throttle, room } = mailRequest(input.email, now, caps);
  const insert = {
    sql: `INSERT INTO subscription_requests (email, mailbox, domain, full_name, country, occupation, job_title, industry, categories, lang, requested_at, expires_at)
        SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${room.sql}
        ON CONFLICT (mailbox) DO UPDATE SET email = excluded.email, full_name = excluded.full_name, country = excluded.country,
          occupation = excluded.occupation, job_title = excluded.job_title, industry = excluded.industry,
          categories = excluded.categories, lang = excluded.lang, requested_at = excluded.requested_at,
          expires_at = excluded.expires_at, token_hash = NULL, confirmed_at = NULL
        WHERE subscription_requests.requested_at <= ?`,
    args: [
      email,
      mailbox,
      mailboxDomain(email),
      input.fullName,
      input.country,
      input.occupation,
      input.jobTitle,
      input.industry,
      input.categories,
      input.lang,
      time,
      expires,
      ...room.args,
      throttle,
    ],
  };
  return requestAndMailStatements(
    engine,
    { table: 'subscription_requests', insert, returning: 'id, email', row: { sql: 'mailbox = ?', args: [mailbox] } },
    { kind: 'confirm', column: 'subscription_request_id', time },
  );
}

/**
 * The statements that ask a subscribed mailbox, by mail, whether it wants to unsubscribe (the unsubscribe
 * modal): nothing ends until the button of the mail's page is pressed. The same bounds as a sign-up: one
 * mail per mailbox per 10 minutes and the hourly caps. An address no subscription reaches gets nothing.
 */
export function unsubscribeRequestStatements(
  email: string,
  now: Date,
  caps: AddressMailCaps = addressMailCaps(),
  engine: EngineName = 'sqlite',
): InStatement[] {
  const { email: typed, mailbox, time, expires, throttle, room } = mailRequest(email, now, caps);
  const insert = {
    sql: `INSERT INTO unsubscription_requests (email, mailbox, domain, requested_at, expires_at)
        SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM subscribers WHERE mailbox = ?) AND ${room.sql}
        ON CONFLICT (mailbox) DO UPDATE SET email = excluded.email, requested_at = excluded.requested_at,
          expires_at = excluded.expires_at, token_hash = NULL, done_at = NULL
        WHERE unsubscription_requests.requested_at <= ?`,
    args: [typed, mailbox, mailboxDomain(typed), time, expires, mailbox, ...room.args, throttle],
  };
  return requestAndMailStatements(
    engine,
    { table: 'unsubscription_requests', insert, returning: 'id, email', row: { sql: 'mailbox = ?', args: [mailbox] } },
    { kind: 'confirm-unsubscribe', column: 'unsubscription_request_id', time },
  );
}

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

const VALID_UNSUBSCRIPTION = 'FROM unsubscription_requests WHERE token_hash = ? AND expires_at > ? AND done_at IS NULL';

/** The address an unsubscribe mail's token was sent to, while the token is still good; else null. */
export async function addressOfUnsubscribeToken(
  token: string,
  now = new Date(),
  database = getDatabase,
): Promise<string | null> {
  const client = await database();
  const [row] = plainRows(
    await client.execute({ sql: `SELECT email ${VALID_UNSUBSCRIPTION}`, args: [tokenHash(token), now.toISOString()] }),
  );
  return row ? String(row.email) : null;
}

/**
 * The button of the unsubscribe mail's page: ends every subscription of the mailbox the token was sent
 * to, and spends the token. One write transaction, so a token acts once.
 */
export async function confirmUnsubscription(
  token: string,
  now = new Date(),
  database = getDatabase,
): Promise<UnsubscribeOutcome> {
  const client = await database();
  const time = now.toISOString();
  const hash = tokenHash(token);
  const results = await client.batch(
    [
      ...withdrawalStatements({ mailboxOf: `SELECT mailbox ${VALID_UNSUBSCRIPTION}`, args: [hash, time] }, now),
      {
        sql: `UPDATE unsubscription_requests SET token_hash = NULL, done_at = ? WHERE token_hash = ? AND expires_at > ? AND done_at IS NULL`,
        args: [time, hash, time],
      },
    ],
    'write',
  );
  return results[results.length - 1].rowsAffected === 1 ? 'unsubscribed' : 'invalid';
}

export type ConfirmOutcome = 'confirmed' | 'invalid';

/**
 * Confirms the sign-up whose mail carried this token, if it is still valid (unused, not expired): the
 * subscription, its categories and details take effect, a consent record is written, and the token is
 * spent. One write transaction, so a token confirms once even when two requests race.
 */
export async function confirmSignUp(token: string, now = new Date(), database = getDatabase): Promise<ConfirmOutcome> {
  const client = await database();
  const time = now.toISOString();
  const hash = tokenHash(token);
  const valid =
    'FROM subscription_requests WHERE token_hash = ? AND expires_at > ? AND confirmed_at IS NULL AND categories IS NOT NULL';
  const results = await client.batch(
    [
      {
        sql: `UPDATE subscription_consents SET replaced_at = ?
          WHERE email = (SELECT email ${valid}) AND replaced_at IS NULL AND withdrawn_at IS NULL`,
        args: [time, hash, time],
      },
      {
        sql: `INSERT INTO subscription_consents (email, given_at, notice_version, categories, lang)
          SELECT email, ?, ?, categories, lang ${valid}`,
        args: [time, PRIVACY_NOTICE_VERSION, hash, time],
      },
      {
        // A subscriber confirming again keeps their first confirmation time (items found since then stay new
        // to them) and takes the new details; a stop after refused deliveries ends.
        sql: `INSERT INTO subscribers (email, mailbox, full_name, country, occupation, job_title, industry, lang, categories, confirmed_at)
          SELECT email, mailbox, full_name, country, occupation, job_title, industry, lang, categories, ? ${valid}
          ON CONFLICT (email) DO UPDATE SET full_name = excluded.full_name, country = excluded.country,
            occupation = excluded.occupation, job_title = excluded.job_title, industry = excluded.industry,
            lang = excluded.lang, categories = excluded.categories, stopped_at = NULL, stop_reason = NULL`,
        args: [time, hash, time],
      },
      {
        // Spent: the details now live in subscribers; the row stays for the 10-minute bound until it expires.
        sql: `UPDATE subscription_requests SET token_hash = NULL, confirmed_at = ?, full_name = NULL, country = NULL,
            occupation = NULL, job_title = NULL, industry = NULL, categories = NULL, lang = NULL
          WHERE token_hash = ? AND expires_at > ? AND confirmed_at IS NULL AND categories IS NOT NULL`,
        args: [time, hash, time],
      },
    ],
    'write',
  );
  return results[3].rowsAffected === 1 ? 'confirmed' : 'invalid';
}

export interface Subscriber {
  id: number;
  email: string;
  lang: 'th' | 'en';
  categories: AlertCategory[];
}

const linkKeys = new WeakMap<Client, Promise<string>>();

/** The key of the unsubscribe links, made once per database (lib/store/migrations.ts, email_alert_keys). */
export function linkKey(client: Client): Promise<string> {
  let key = linkKeys.get(client);
  if (!key) {
    key = (async () => {
      await client.execute({
        sql: "INSERT INTO email_alert_keys (name, value) VALUES ('links', ?) ON CONFLICT (name) DO NOTHING",
        args: [newLinkKey()],
      });
      const result = await client.execute("SELECT value FROM email_alert_keys WHERE name = 'links'");
      return String(result.rows[0].value);
    })();
    key.catch(() => linkKeys.delete(client));
    linkKeys.set(client, key);
  }
  return key;
}

/** The subscriber an unsubscribe link names, or null (a forged or malformed token, or no longer subscribed). */
export async function subscriberOfLink(token: string, database = getDatabase): Promise<Subscriber | null> {
  const client = await database();
  const id = subscriberOfLinkToken(await linkKey(client), token);
  if (id === null) return null;
  const [row] = plainRows(
    await client.execute({ sql: 'SELECT id, email, lang, categories FROM subscribers WHERE id = ?', args: [id] }),
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    email: String(row.email),
    lang: row.lang === 'en' ? 'en' : 'th',
    categories: String(row.categories).split(',') as AlertCategory[],
  };
}

/**
 * Changes a subscriber's categories. A real change is a new consent: the current record is replaced by
 * one with the new categories, and alerts still waiting in a category left out are dropped.
 */
export async function changeCategories(
  subscriberId: number,
  categories: readonly AlertCategory[],
  now = new Date(),
  database = getDatabase,
): Promise<boolean> {
  const client = await database();
  const time = now.toISOString();
  const chosen = formatCategories(categories);
  if (!chosen) throw new Error('at least one category');
  const q = queries(client);
  const changed = q.selectFrom('subscribers').where('id', '=', subscriberId).where('categories', '<>', chosen);
  const results = await client.batch(
    [
      statement(
        q
          .updateTable('subscription_consents')
          .set({ replaced_at: time })
          .where('email', '=', changed.select('email'))
          .where('replaced_at', 'is', null)
          .where('withdrawn_at', 'is', null),
      ),
      statement(
        q
          .insertInto('subscription_consents')
          .columns(['email', 'given_at', 'notice_version', 'categories', 'lang'])
          .expression(
            changed.select((row) => [
              'email',
              row.val(time).as('given_at'),
              row.val(PRIVACY_NOTICE_VERSION).as('notice_version'),
              row.val(chosen).as('categories'),
              'lang',
            ]),
          ),
      ),
      statement(
        q
          .deleteFrom('alert_deliveries')
          .where('subscriber_id', '=', subscriberId)
          .where('state', '=', 'pending')
          .where(
            'item_id',
            'in',
            q
              .selectFrom('alert_items')
              .select('id')
              .where(inCategoryList(engineOf(client), sql.val(chosen), sql.ref('category')), '=', 0),
          ),
      ),
      statement(q.updateTable('subscribers').set({ categories: chosen }).where('id', '=', subscriberId)),
    ],
    'write',
  );
  return results[3].rowsAffected === 1;
}

/** Whose subscriptions end: one subscriber's exact address, or every subscriber of a mailbox (a subquery). */
export type Withdrawn = { email: string } | { mailboxOf: string; args: (string | number)[] };

/**
 * Statements ending subscriptions, whatever way it is asked for (the page of an unsubscribe mail, the link
 * of an alert, the one-click POST): every consent record of the addresses gets its withdrawal time, the
 * subscribers and their alerts still waiting are deleted, and a sign-up of the mailbox waiting for
 * confirmation is cancelled (its row stays until it expires, keeping the 10-minute bound of confirmation mails).
 */
export function withdrawalStatements(who: Withdrawn, now: Date): InStatement[] {
  const time = now.toISOString();
  const chosen =
    'email' in who
      ? { where: 'email = ?', args: [who.email], mailbox: { sql: '?', args: [mailboxKey(who.email)] } }
      : {
          where: `mailbox = (${who.mailboxOf})`,
          args: who.args,
          mailbox: { sql: `(${who.mailboxOf})`, args: who.args },
        };
  return [
    {
      sql: `UPDATE subscription_consents SET withdrawn_at = ? WHERE email IN (SELECT email FROM subscribers WHERE ${chosen.where}) AND withdrawn_at IS NULL`,
      args: [time, ...chosen.args],
    },
    {
      sql: `DELETE FROM alert_deliveries WHERE subscriber_id IN (SELECT id FROM subscribers WHERE ${chosen.where})`,
      args: chosen.args,
    },
    {
      sql: `UPDATE subscription_requests SET token_hash = NULL, full_name = NULL, country = NULL, occupation = NULL, job_title = NULL,
          industry = NULL, categories = NULL, lang = NULL WHERE mailbox = ${chosen.mailbox.sql}`,
      args: chosen.mailbox.args,
    },
    { sql: `DELETE FROM subscribers WHERE ${chosen.where}`, args: chosen.args },
  ];
}

/** Ends the subscription of the subscriber an unsubscribe link named. */
export async function withdrawSubscriber(
  subscriber: Pick<Subscriber, 'email'>,
  now = new Date(),
  database = getDatabase,
): Promise<void> {
  await (await database()).batch(withdrawalStatements({ email: subscriber.email }, now), 'write');
}

export interface AlertPurgeReport {
  /** Expired sign-ups and unsubscribe requests. */
  requests: number;
  consents: number;
  deliveries: number;
}

/**
 * Deletes what the alerts no longer keep: sign-ups past their expiry (unconfirmed ones with their
 * details), consent records a year after their withdrawal, and delivery records 30 days after the send
 * (every item is fanned out once, so a deleted record never makes an alert go out again).
 */
export async function purgeAlertRecords(now = new Date(), database = getDatabase): Promise<AlertPurgeReport> {
  const client = await database();
  const consentCutoff = new Date(now.getTime() - RETENTION.consentAfterWithdrawalDays * DAY_MS).toISOString();
  const deliveryCutoff = new Date(now.getTime() - RETENTION.deliveryDays * DAY_MS).toISOString();
  const [requests, unsubscriptions, consents, deliveries] = await client.batch(
    [
      { sql: 'DELETE FROM subscription_requests WHERE expires_at <= ?', args: [now.toISOString()] },
      { sql: 'DELETE FROM unsubscription_requests WHERE expires_at <= ?', args: [now.toISOString()] },
      {
        sql: 'DELETE FROM subscription_consents WHERE withdrawn_at IS NOT NULL AND withdrawn_at <= ?',
        args: [consentCutoff],
      },
      {
        sql: "DELETE FROM alert_deliveries WHERE done_at IS NOT NULL AND done_at <= ? AND state <> 'pending'",
        args: [deliveryCutoff],
      },
    ],
    'write',
  );
  return {
    requests: requests.rowsAffected + unsubscriptions.rowsAffected,
    consents: consents.rowsAffected,
    deliveries: deliveries.rowsAffected,
  };
}
