import {
  expressionBuilder,
  sql,
  type AliasedExpression,
  type InsertQueryBuilder,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { engineOf, type Client, type EngineName, type InStatement, type InValue } from '../engine';
import { capLockStatements } from '../capped-insert';
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
import { getDatabase } from '@/lib/store/db';
import { inCategoryList } from './dispatch';
import { first, queries, run, statement } from '../query';
import type { DB } from '../schema';

/**
 * Subscriptions to the e-mail alerts in the embedded backend: the sign-up waiting for its
 * address to be confirmed (subscription_requests), the confirmed subscriber (subscribers) and the PDPA
 * consent record (subscription_consents), and an unsubscribe asked for by address waiting for its
 * mail's button (unsubscription_requests). Migrations 5 and 9 describe the tables.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type Builder = Kysely<DB>;

/**
 * The condition that the hourly caps leave room for one more mail to an unconfirmed address of `domain`:
 * waiting sign-ups and waiting unsubscribe requests of the last hour, of that domain and overall.
 */
function capsLeaveRoom(q: Builder, domain: string, now: Date, caps: AddressMailCaps): Expression<SqlBool> {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const waiting = q
    .selectFrom('subscription_requests')
    .select('domain')
    .where('requested_at', '>', hourAgo)
    .where('confirmed_at', 'is', null)
    .unionAll(
      q
        .selectFrom('unsubscription_requests')
        .select('domain')
        .where('requested_at', '>', hourAgo)
        .where('done_at', 'is', null),
    );
  const recent = (ofDomain: boolean) =>
    q
      .selectFrom(waiting.as('w'))
      .select((row) => row.fn.countAll<number>().as('n'))
      .$if(ofDomain, (query) => query.where('w.domain', '=', domain));
  const row = expressionBuilder<DB, never>();
  return row.and([row(recent(true), '<', caps.perDomainPerHour), row(recent(false), '<', caps.perHour)]);
}

/**
 * What a request that sends a mail to an address (a sign-up, an unsubscribe) reads off it: the address
 * as typed, without surrounding space, its mailbox, the time, the token's expiry, the earliest time of a
 * mail to the mailbox still within the interval, and whether the hourly caps leave room.
 */
function mailRequest(q: Builder, typed: string, now: Date, caps: AddressMailCaps) {
  const email = typed.trim();
  return {
    email,
    mailbox: mailboxKey(email),
    time: now.toISOString(),
    expires: new Date(now.getTime() + RETENTION.confirmationMs).toISOString(),
    throttle: new Date(now.getTime() - RETENTION.confirmationMailIntervalMs).toISOString(),
    room: capsLeaveRoom(q, mailboxDomain(email), now, caps),
  };
}

/** The values a conflicting insert brought (the excluded row of ON CONFLICT), for its update. */
function excludedValues<C extends string>(columns: readonly C[]): Record<C, RawBuilder<string>> {
  const values = columns.map((column) => [column, sql.ref<string>(`excluded.${column}`)] as const);
  return Object.fromEntries(values) as Record<C, RawBuilder<string>>;
}

/** A row of values to insert with INSERT ... SELECT (under a condition), and its columns. */
function selectedRow<T extends keyof DB>(q: Builder, values: { [C in keyof DB[T] & string]?: string | null }) {
  const columns = Object.keys(values) as (keyof DB[T] & string)[];
  const row = q.selectNoFrom((value) => columns.map((column) => value.val(values[column] ?? null).as(column)));
  return { columns, row };
}

/** The mail of each kind of request: its kind in the outbox, and the outbox's column naming the request. */
const MAIL_OF_REQUEST = {
  subscription_requests: { kind: 'confirm', column: 'subscription_request_id' },
  unsubscription_requests: { kind: 'confirm-unsubscribe', column: 'unsubscription_request_id' },
} as const;

type RequestTable = keyof typeof MAIL_OF_REQUEST;

/**
 * The statements that store a request mailing an address (`insert`: a sign-up, an unsubscribe request,
 * stored or updated in `table` under the mailbox `mailbox`, returning its id and address) and, when it
 * stored something, queue its mail, for the caller's transaction. The mail names the request and is
 * written when sent; none is queued while one of the same request still waits to go out (that one will be
 * written from the new details). On PostgreSQL the hourly caps' lock comes first (../capped-insert.ts),
 * and the mail reads the stored row from the insert's RETURNING as a WITH; on SQLite a second statement
 * reads it while changes() says the first stored it (`sql`: an engine function).
 */
function requestAndMailStatements<T extends RequestTable>(
  engine: EngineName,
  table: T,
  insert: InsertQueryBuilder<DB, T, { id: number; email: string }>,
  mailbox: string,
  time: string,
): InStatement[] {
  const q = queries({ engine });
  const mail = MAIL_OF_REQUEST[table];
  const queueMail = (stored: AliasedExpression<{ id: number; email: string }, 'r'>) =>
    q
      .insertInto('mail_outbox')
      .columns(['kind', 'recipient', mail.column, 'created_at'])
      .expression(
        q
          .selectFrom(stored)
          .select((row) => [row.val(mail.kind).as('kind'), 'r.email', 'r.id', row.val(time).as('created_at')])
          .where((row) =>
            row.not(
              row.exists(
                row
                  .selectFrom('mail_outbox as o')
                  .select('o.id')
                  .whereRef(`o.${mail.column}`, '=', 'r.id')
                  .where('o.sent_at', 'is', null)
                  .where('o.failed_at', 'is', null),
              ),
            ),
          ),
      );
  const lock = capLockStatements(engine, 'alert-address-mails');
  if (engine === 'postgres') {
    const stored = sql<{ id: number; email: string }>`${sql.table('stored')}`.as('r');
    // A data-modifying WITH around two built statements (Kysely's own `with` types the mail's query apart).
    const both = sql`with ${sql.table('stored')} as (${insert}) ${queueMail(stored)}`.compile(q);
    return [...lock, { sql: both.sql, args: [...both.parameters] as InValue[] }];
  }
  const requests: RequestTable = table;
  const stored = q
    .selectFrom(requests)
    .select(['id', 'email'])
    .where('mailbox', '=', mailbox)
    .where(sql<number>`changes()`, '=', 1)
    .as('r');
  return [...lock, statement(insert), statement(queueMail(stored))];
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
  const q = queries({ engine });
  const { email, mailbox, time, expires, throttle, room } = mailRequest(q, input.email, now, caps);
  const { columns, row } = selectedRow<'subscription_requests'>(q, {
    email,
    mailbox,
    domain: mailboxDomain(email),
    full_name: input.fullName,
    country: input.country,
    occupation: input.occupation,
    job_title: input.jobTitle,
    industry: input.industry,
    categories: input.categories,
    lang: input.lang,
    requested_at: time,
    expires_at: expires,
  });
  const insert = q
    .insertInto('subscription_requests')
    .columns(columns)
    .expression(row.where(room))
    .onConflict((conflict) =>
      conflict
        .column('mailbox')
        .doUpdateSet({
          ...excludedValues([...DETAILS, 'email', 'requested_at', 'expires_at']),
          token_hash: null,
          confirmed_at: null,
        })
        .where('subscription_requests.requested_at', '<=', throttle),
    )
    .returning(['id', 'email']);
  return requestAndMailStatements(engine, 'subscription_requests', insert, mailbox, time);
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
  const q = queries({ engine });
  const { email: typed, mailbox, time, expires, throttle, room } = mailRequest(q, email, now, caps);
  const { columns, row } = selectedRow<'unsubscription_requests'>(q, {
    email: typed,
    mailbox,
    domain: mailboxDomain(typed),
    requested_at: time,
    expires_at: expires,
  });
  const subscribed = q.selectFrom('subscribers').select('id').where('mailbox', '=', mailbox);
  const insert = q
    .insertInto('unsubscription_requests')
    .columns(columns)
    .expression(row.where(({ and, exists }) => and([exists(subscribed), room])))
    .onConflict((conflict) =>
      conflict
        .column('mailbox')
        .doUpdateSet({ ...excludedValues(['email', 'requested_at', 'expires_at']), token_hash: null, done_at: null })
        .where('unsubscription_requests.requested_at', '<=', throttle),
    )
    .returning(['id', 'email']);
  return requestAndMailStatements(engine, 'unsubscription_requests', insert, mailbox, time);
}

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

/** The unsubscribe requests whose token `hash` is still good at `time`. */
function validUnsubscription(q: Builder, hash: string, time: string) {
  return q
    .selectFrom('unsubscription_requests')
    .where('token_hash', '=', hash)
    .where('expires_at', '>', time)
    .where('done_at', 'is', null);
}

/** The address an unsubscribe mail's token was sent to, while the token is still good; else null. */
export async function addressOfUnsubscribeToken(
  token: string,
  now = new Date(),
  database = getDatabase,
): Promise<string | null> {
  const client = await database();
  const row = await first(
    client,
    validUnsubscription(queries(client), tokenHash(token), now.toISOString()).select('email'),
  );
  return row ? row.email : null;
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
  const q = queries(client);
  const time = now.toISOString();
  const hash = tokenHash(token);
  const results = await client.batch(
    [
      ...withdrawalStatements(
        { mailboxOf: validUnsubscription(q, hash, time).select('mailbox') },
        now,
        engineOf(client),
      ),
      statement(
        q
          .updateTable('unsubscription_requests')
          .set({ token_hash: null, done_at: time })
          .where('token_hash', '=', hash)
          .where('expires_at', '>', time)
          .where('done_at', 'is', null),
      ),
    ],
    'write',
  );
  return results[results.length - 1].rowsAffected === 1 ? 'unsubscribed' : 'invalid';
}

export type ConfirmOutcome = 'confirmed' | 'invalid';

/**
 * The statements that replace the current consent record of an address by a new one given at `time`
 * under the privacy notice of now: `consent` selects the address, its categories and language (nothing
 * when it selects no row).
 */
function newConsentStatements(
  q: Builder,
  consent: SelectQueryBuilder<DB, keyof DB, { email: string; categories: string | null; lang: string | null }>,
  time: string,
): InStatement[] {
  const given = q.selectFrom(consent.as('c'));
  return [
    statement(
      q
        .updateTable('subscription_consents')
        .set({ replaced_at: time })
        .where('email', '=', given.select('c.email'))
        .where('replaced_at', 'is', null)
        .where('withdrawn_at', 'is', null),
    ),
    statement(
      q
        .insertInto('subscription_consents')
        .columns(['email', 'given_at', 'notice_version', 'categories', 'lang'])
        .expression(
          given.select((row) => [
            'c.email',
            row.val(time).as('given_at'),
            row.val(PRIVACY_NOTICE_VERSION).as('notice_version'),
            'c.categories',
            'c.lang',
          ]),
        ),
    ),
  ];
}

/** The details a sign-up carries until it is confirmed, and a subscriber keeps. */
const DETAILS = ['full_name', 'country', 'occupation', 'job_title', 'industry', 'lang', 'categories'] as const;
/** A sign-up's details emptied (confirmed, or cancelled by an unsubscribe). */
const NO_DETAILS = Object.fromEntries(DETAILS.map((column) => [column, null])) as Record<
  (typeof DETAILS)[number],
  null
>;

/**
 * Confirms the sign-up whose mail carried this token, if it is still valid (unused, not expired): the
 * subscription, its categories and details take effect, a consent record is written, and the token is
 * spent. One write transaction, so a token confirms once even when two requests race.
 */
export async function confirmSignUp(token: string, now = new Date(), database = getDatabase): Promise<ConfirmOutcome> {
  const client = await database();
  const time = now.toISOString();
  const hash = tokenHash(token);
  const q = queries(client);
  const valid = q
    .selectFrom('subscription_requests')
    .where('token_hash', '=', hash)
    .where('expires_at', '>', time)
    .where('confirmed_at', 'is', null)
    .where('categories', 'is not', null);
  const results = await client.batch(
    [
      ...newConsentStatements(q, valid.select(['email', 'categories', 'lang']), time),
      // A subscriber confirming again keeps their first confirmation time (items found since then stay new
      // to them) and takes the new details; a stop after refused deliveries ends.
      statement(
        q
          .insertInto('subscribers')
          .columns([...DETAILS, 'email', 'mailbox', 'confirmed_at'])
          .expression(valid.select((row) => [...DETAILS, 'email', 'mailbox', row.val(time).as('confirmed_at')]))
          .onConflict((conflict) =>
            conflict.column('email').doUpdateSet({ ...excludedValues(DETAILS), stopped_at: null, stop_reason: null }),
          ),
      ),
      // Spent: the details now live in subscribers; the row stays for the 10-minute bound until it expires.
      statement(
        q
          .updateTable('subscription_requests')
          .set({ token_hash: null, confirmed_at: time, ...NO_DETAILS })
          .where('token_hash', '=', hash)
          .where('expires_at', '>', time)
          .where('confirmed_at', 'is', null)
          .where('categories', 'is not', null),
      ),
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
      const q = queries(client);
      await run(
        client,
        q
          .insertInto('email_alert_keys')
          .values({ name: 'links', value: newLinkKey() })
          .onConflict((conflict) => conflict.column('name').doNothing()),
      );
      const row = await first(client, q.selectFrom('email_alert_keys').select('value').where('name', '=', 'links'));
      return String(row?.value);
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
  const row = await first(
    client,
    queries(client).selectFrom('subscribers').select(['id', 'email', 'lang', 'categories']).where('id', '=', id),
  );
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    lang: row.lang === 'en' ? 'en' : 'th',
    categories: row.categories.split(',') as AlertCategory[],
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
      ...newConsentStatements(
        q,
        changed.select((row) => ['email', row.val(chosen).as('categories'), 'lang']),
        time,
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

/** Whose subscriptions end: one subscriber's exact address, or every subscriber of a mailbox (a query of it). */
export type Withdrawn = { email: string } | { mailboxOf: SelectQueryBuilder<DB, keyof DB, { mailbox: string }> };

/**
 * Statements ending subscriptions, whatever way it is asked for (the page of an unsubscribe mail, the link
 * of an alert, the one-click POST): every consent record of the addresses gets its withdrawal time, the
 * subscribers and their alerts still waiting are deleted, and a sign-up of the mailbox waiting for
 * confirmation is cancelled (its row stays until it expires, keeping the 10-minute bound of confirmation mails).
 */
export function withdrawalStatements(who: Withdrawn, now: Date, engine: EngineName = 'sqlite'): InStatement[] {
  const q = queries({ engine });
  const mailbox = 'email' in who ? mailboxKey(who.email) : who.mailboxOf;
  const chosen = (row: ExpressionBuilder<DB, 'subscribers'>) =>
    'email' in who ? row('email', '=', who.email) : row('mailbox', '=', who.mailboxOf);
  const subscribers = q.selectFrom('subscribers').where(chosen);
  return [
    statement(
      q
        .updateTable('subscription_consents')
        .set({ withdrawn_at: now.toISOString() })
        .where('email', 'in', subscribers.select('email'))
        .where('withdrawn_at', 'is', null),
    ),
    statement(q.deleteFrom('alert_deliveries').where('subscriber_id', 'in', subscribers.select('id'))),
    statement(
      q
        .updateTable('subscription_requests')
        .set({ token_hash: null, ...NO_DETAILS })
        .where('mailbox', '=', mailbox),
    ),
    statement(q.deleteFrom('subscribers').where(chosen)),
  ];
}

/** Ends the subscription of the subscriber an unsubscribe link named. */
export async function withdrawSubscriber(
  subscriber: Pick<Subscriber, 'email'>,
  now = new Date(),
  database = getDatabase,
): Promise<void> {
  const client = await database();
  await client.batch(withdrawalStatements({ email: subscriber.email }, now, engineOf(client)), 'write');
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
  const q = queries(client);
  const [requests, unsubscriptions, consents, deliveries] = await client.batch(
    [
      statement(q.deleteFrom('subscription_requests').where('expires_at', '<=', now.toISOString())),
      statement(q.deleteFrom('unsubscription_requests').where('expires_at', '<=', now.toISOString())),
      statement(
        q
          .deleteFrom('subscription_consents')
          .where('withdrawn_at', 'is not', null)
          .where('withdrawn_at', '<=', consentCutoff),
      ),
      statement(
        q
          .deleteFrom('alert_deliveries')
          .where('done_at', 'is not', null)
          .where('done_at', '<=', deliveryCutoff)
          .where('state', '<>', 'pending'),
      ),
    ],
    'write',
  );
  return {
    requests: requests.rowsAffected + unsubscriptions.rowsAffected,
    consents: consents.rowsAffected,
    deliveries: deliveries.rowsAffected,
  };
}
