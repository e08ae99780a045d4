import { randomUUID } from 'node:crypto';
import type { Client, InStatement } from '@libsql/client';
import { createTransport, type Transporter } from 'nodemailer';
import { settings } from '@/lib/config/settings.mjs';
import { BACKEND_CALLS, type CallKey } from '@/lib/contract';
import { alertMail, type AlertMailItem, parseCategories, type AlertCategory, ALERT_CALL_KEYS, alertListOf, type AlertCallKey, isAlertCallKey, mailTexts, alertMailsPerSecond, createPacer, type Pacer } from '@/lib/email-alerts';
import { linkToken } from '@/lib/email-alerts/server';
import { formatLongDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { pages, absoluteUrl, siteUrl } from '@/lib/site';
import { contentTable } from '../content-tables';
import { getDatabase, plainRows } from '../db';
import { failureKind, MAX_ATTEMPTS, retryDelayMs } from '@/lib/email-alerts';
import { companyShortName } from './company-name';
import { linkKey } from './subscriptions';

/**
 * Finding new items and sending them to the subscribers of their category, in the embedded backend
 * (docs/operations.md, E-mail alerts). Three steps, each safe to run in several processes at once:
 *
 * 1. scan: every item of every alerted list gets a row in alert_items. A list's first scan marks what it
 *    holds as baseline (never alerted): the first seeding alerts nobody. `npm run publish` writes the row
 *    of its item in the same transaction as the item (alertItemStatements).
 * 2. fan-out: each new item, once, gets one alert_deliveries row per subscriber of its category who
 *    confirmed before it was found. The primary key (subscriber, item) makes a second row impossible.
 * 3. send: a dispatcher claims a page of subscribers' pending rows in one UPDATE (SQLite runs one writer at
 *    a time, so two dispatchers never claim the same row), sends each subscriber one mail with all their
 *    claimed items (a digest when several), and marks them sent only after SMTP accepted the mail. A row
 *    left 'sending' by a crash is never sent again (it becomes 'interrupted'): at most once, ever.
 */

/**
 * The key of an item in its list: its key columns (lang left out: one item in both languages), or the
 * columns of what makes it new where the list says (a dividend: its period, type and ex-date).
 */
function keyColumns(call: CallKey): readonly string[] {
  const identity = isAlertCallKey(call) ? alertListOf(call).identity : undefined;
  return identity?.columns ?? contentTable(BACKEND_CALLS[call]).key;
}

/**
 * An item's key values as statement arguments. The client binds a JS number as a REAL, which
 * json_array writes as 12.0: integers go as BigInt so that the key reads [12], as the scan writes it.
 */
function keyValues(call: CallKey, key: Record<string, unknown>): (string | bigint | number)[] {
  return keyColumns(call).map((column) => {
    const value = key[column] as string | number;
    return typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : value;
  });
}

/**
 * The statement recording every item of a list in alert_items: as baseline when the list was never
 * scanned, else as new (found now). Items already recorded are left alone.
 */
export function scanStatements(call: AlertCallKey, now: Date): InStatement[] {
  const { table } = contentTable(BACKEND_CALLS[call]);
  const name = BACKEND_CALLS[call].name;
  const key = keyColumns(call);
  const where = alertListOf(call).identity?.where ?? '1';
  return [
    {
      sql: `INSERT INTO alert_items (call, item_key, category, found_at, baseline)
        SELECT ?, json_array(${key.join(', ')}), ?, ?, NOT EXISTS (SELECT 1 FROM alert_lists WHERE call = ?)
        FROM (SELECT DISTINCT ${key.join(', ')} FROM ${table} WHERE ${where}) WHERE 1
        ON CONFLICT (call, item_key) DO NOTHING`,
      args: [name, alertListOf(call).category, now.toISOString(), name],
    },
    { sql: 'INSERT INTO alert_lists (call, baseline_at) VALUES (?, ?) ON CONFLICT (call) DO NOTHING', args: [name, now.toISOString()] },
  ];
}

/**
 * The statements queueing the alerts of one new item, for the transaction that inserts it (`npm run
 * publish`): its alert_items row as new, then the list's scan (a first scan makes the rest baseline).
 */
export function alertItemStatements(call: AlertCallKey, key: Record<string, unknown>, now: Date): InStatement[] {
  const columns = keyColumns(call);
  const values = keyValues(call, key);
  return [
    {
      sql: `INSERT INTO alert_items (call, item_key, category, found_at, baseline) VALUES (?, json_array(${columns.map(() => '?').join(', ')}), ?, ?, 0)
        ON CONFLICT (call, item_key) DO NOTHING`,
      args: [BACKEND_CALLS[call].name, ...values, alertListOf(call).category, now.toISOString()],
    },
    ...scanStatements(call, now),
  ];
}

/**
 * The statements alerting an item's subscribers once more (a correction whose approver ticked "Alert
 * subscribers again"): its alert_items row is found again now and fanned out anew. Deliveries already
 * done for it are dropped so that fan-out can make them again; one still pending simply sends the
 * corrected item. An item never alerted gets its row as new.
 */
export function alertAgainStatements(call: AlertCallKey, key: Record<string, unknown>, now: Date): InStatement[] {
  const columns = keyColumns(call);
  const values = keyValues(call, key);
  const itemKey = `json_array(${columns.map(() => '?').join(', ')})`;
  const name = BACKEND_CALLS[call].name;
  return [
    {
      sql: `DELETE FROM alert_deliveries WHERE state <> 'pending' AND item_id IN (SELECT id FROM alert_items WHERE call = ? AND item_key = ${itemKey})`,
      args: [name, ...values],
    },
    {
      sql: `INSERT INTO alert_items (call, item_key, category, found_at, baseline) VALUES (?, ${itemKey}, ?, ?, 0)
        ON CONFLICT (call, item_key) DO UPDATE SET found_at = excluded.found_at, baseline = 0, fanned_out_at = NULL`,
      args: [name, ...values, alertListOf(call).category, now.toISOString()],
    },
    ...scanStatements(call, now),
  ];
}

/**
 * The statement recording an item as seen but never alerted (baseline): a correction whose key
 * changed, which the scan would otherwise take for a new item.
 */
export function alertSilentStatements(call: AlertCallKey, key: Record<string, unknown>, now: Date): InStatement[] {
  const columns = keyColumns(call);
  return [
    {
      sql: `INSERT INTO alert_items (call, item_key, category, found_at, baseline) VALUES (?, json_array(${columns.map(() => '?').join(', ')}), ?, ?, 1)
        ON CONFLICT (call, item_key) DO NOTHING`,
      args: [BACKEND_CALLS[call].name, ...keyValues(call, key), alertListOf(call).category, now.toISOString()],
    },
  ];
}

/** Records the items of every alerted list (step 1). Returns how many new (non-baseline) items were found. */
export async function scanForNewItems(now = new Date(), database = getDatabase): Promise<number> {
  const client = await database();
  const before = await waitingItems(client);
  await client.batch(
    ALERT_CALL_KEYS.flatMap((call) => scanStatements(call, now)),
    'write',
  );
  return (await waitingItems(client)) - before;
}

async function waitingItems(client: Client): Promise<number> {
  const result = await client.execute('SELECT COUNT(*) AS n FROM alert_items WHERE fanned_out_at IS NULL AND baseline = 0');
  return Number(result.rows[0].n);
}

/** Step 2: one delivery row per subscriber of the item's category who confirmed before it was found. */
export async function fanOut(now = new Date(), database = getDatabase): Promise<number> {
  const client = await database();
  const items = plainRows(await client.execute('SELECT id FROM alert_items WHERE fanned_out_at IS NULL AND baseline = 0 ORDER BY id LIMIT 100'));
  let deliveries = 0;
  for (const { id } of items) {
    const [inserted] = await client.batch(
      [
        {
          sql: `INSERT INTO alert_deliveries (subscriber_id, item_id, created_at)
            SELECT s.id, i.id, ? FROM alert_items i JOIN subscribers s
              ON s.confirmed_at < i.found_at AND s.stopped_at IS NULL AND instr(',' || s.categories || ',', ',' || i.category || ',') > 0
            WHERE i.id = ? AND i.fanned_out_at IS NULL
            ON CONFLICT (subscriber_id, item_id) DO NOTHING`,
          args: [now.toISOString(), Number(id)],
        },
        { sql: 'UPDATE alert_items SET fanned_out_at = ? WHERE id = ? AND fanned_out_at IS NULL', args: [now.toISOString(), Number(id)] },
      ],
      'write',
    );
    deliveries += inserted.rowsAffected;
  }
  return deliveries;
}

export interface DispatchReport {
  mails: number;
  items: number;
  retrying: number;
  failed: number;
  interrupted: number;
}

export interface DispatchOptions {
  signal?: AbortSignal;
  now?: () => Date;
  database?: () => Promise<Client>;
  /** The SMTP transport; by default one from SMTP_URL (nothing is sent without it). */
  transport?: Transporter;
  pacer?: Pacer;
  /** Subscribers claimed at once (each gets one mail). */
  pageSize?: number;
  /** A claim older than this is a crashed send: its rows become 'interrupted', never sent again. */
  staleClaimMs?: number;
}

const STALE_CLAIM_MS = 15 * 60 * 1000;
/** Mails in flight at once, and SMTP connections of the pool. */
const SEND_CONCURRENCY = 8;
let sharedPacer: Pacer | null = null;

/** The SMTP transport of the alerts, or null without SMTP_URL. Pooled: many mails go out in a row. */
export function alertTransport(): Transporter | null {
  const { SMTP_URL: smtpUrl, MAIL_FROM: from } = settings();
  if (!smtpUrl) return null;
  return createTransport(
    { url: smtpUrl, pool: true, maxConnections: SEND_CONCURRENCY, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as Parameters<typeof createTransport>[0],
    { from },
  );
}

/** Step 3: sends every due delivery, a page of subscribers at a time (never all of them in memory). */
export async function dispatchAlerts(options: DispatchOptions = {}): Promise<DispatchReport> {
  const { signal, now = () => new Date(), database = getDatabase, pageSize = 50, staleClaimMs = STALE_CLAIM_MS } = options;
  const report: DispatchReport = { mails: 0, items: 0, retrying: 0, failed: 0, interrupted: 0 };
  const client = await database();
  report.interrupted = await interruptStaleClaims(client, new Date(now().getTime() - staleClaimMs), now());
  const transport = options.transport ?? alertTransport();
  if (!transport) return report;
  const pacer = options.pacer ?? (sharedPacer ??= createPacer({ perSecond: alertMailsPerSecond() }));
  const key = await linkKey(client);
  const items = new ItemReader(client);
  try {
    for (;;) {
      if (signal?.aborted) break;
      const claim = randomUUID();
      const claimed = await claimPage(client, claim, pageSize, now());
      if (claimed.length === 0) break;
      // A few mails in flight at once over the pooled connections: one SMTP round trip each is the cost.
      const queue = groupBySubscriber(claimed);
      const worker = async () => {
        for (let subscriber = queue.shift(); subscriber; subscriber = queue.shift()) {
          if (signal?.aborted) {
            // Not sent: back to pending, untouched (the attempt is not counted).
            await release(client, claim, subscriber.id);
            continue;
          }
          await sendOne(client, transport, pacer, key, items, claim, subscriber, now, report, signal);
        }
      };
      await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
    }
  } finally {
    if (!options.transport) transport.close();
  }
  return report;
}

interface ClaimedRow {
  subscriberId: number;
  email: string;
  lang: Locale;
  categories: AlertCategory[];
  itemId: number;
  call: string;
  itemKey: string;
  category: AlertCategory;
  attempts: number;
}

async function interruptStaleClaims(client: Client, before: Date, now: Date): Promise<number> {
  const result = await client.execute({
    sql: `UPDATE alert_deliveries SET state = 'interrupted', done_at = ?, claim = NULL,
        last_error = 'the process sending it stopped before SMTP answered: not sent again (at most once)'
      WHERE state = 'sending' AND claimed_at < ?`,
    args: [now.toISOString(), before.toISOString()],
  });
  if (result.rowsAffected > 0) console.error(`[alerts] ${result.rowsAffected} alert(s) interrupted mid-send are not sent again`);
  return result.rowsAffected;
}

/** Claims the due rows of up to pageSize subscribers in one statement; returns them with what the mail needs. */
async function claimPage(client: Client, claim: string, pageSize: number, now: Date): Promise<ClaimedRow[]> {
  const time = now.toISOString();
  await client.execute({
    sql: `UPDATE alert_deliveries SET state = 'sending', claim = ?, claimed_at = ?, attempts = attempts + 1
      WHERE state = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?) AND subscriber_id IN (
        SELECT DISTINCT subscriber_id FROM alert_deliveries
        WHERE state = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?) LIMIT ?)`,
    args: [claim, time, time, time, pageSize],
  });
  const rows = plainRows(
    await client.execute({
      sql: `SELECT d.subscriber_id, d.item_id, d.attempts, s.email, s.lang, s.categories, i.call, i.item_key, i.category
        FROM alert_deliveries d JOIN subscribers s ON s.id = d.subscriber_id JOIN alert_items i ON i.id = d.item_id
        WHERE d.claim = ? ORDER BY d.subscriber_id, d.item_id`,
      args: [claim],
    }),
  );
  return rows.map((row) => ({
    subscriberId: Number(row.subscriber_id),
    email: String(row.email),
    lang: row.lang === 'en' ? 'en' : 'th',
    categories: parseCategories(String(row.categories)) ?? [],
    itemId: Number(row.item_id),
    call: String(row.call),
    itemKey: String(row.item_key),
    category: String(row.category) as AlertCategory,
    attempts: Number(row.attempts),
  }));
}

interface ClaimedSubscriber {
  id: number;
  email: string;
  lang: Locale;
  attempts: number;
  rows: ClaimedRow[];
}

function groupBySubscriber(rows: readonly ClaimedRow[]): ClaimedSubscriber[] {
  const groups = new Map<number, ClaimedSubscriber>();
  for (const row of rows) {
    const group = groups.get(row.subscriberId) ?? { id: row.subscriberId, email: row.email, lang: row.lang, attempts: 0, rows: [] };
    group.attempts = Math.max(group.attempts, row.attempts);
    // A category left out since the row was made (changeCategories drops those, this is the last check).
    if (row.categories.includes(row.category)) group.rows.push(row);
    groups.set(row.subscriberId, group);
  }
  return [...groups.values()];
}

async function release(client: Client, claim: string, subscriberId: number): Promise<void> {
  await client.execute({
    sql: "UPDATE alert_deliveries SET state = 'pending', claim = NULL, attempts = attempts - 1 WHERE claim = ? AND subscriber_id = ?",
    args: [claim, subscriberId],
  });
}

async function finish(client: Client, claim: string, subscriberId: number, state: 'sent' | 'failed', now: Date, error: string | null): Promise<void> {
  await client.execute({
    sql: 'UPDATE alert_deliveries SET state = ?, claim = NULL, done_at = ?, last_error = ? WHERE claim = ? AND subscriber_id = ?',
    args: [state, now.toISOString(), error, claim, subscriberId],
  });
}

async function sendOne(
  client: Client,
  transport: Transporter,
  pacer: Pacer,
  key: string,
  items: ItemReader,
  claim: string,
  subscriber: ClaimedSubscriber,
  now: () => Date,
  report: DispatchReport,
  signal?: AbortSignal,
): Promise<void> {
  const mailItems: AlertMailItem[] = [];
  for (const row of subscriber.rows) {
    const item = await items.read(row.call, row.itemKey, subscriber.lang);
    if (item) mailItems.push(item);
  }
  if (mailItems.length === 0) {
    await finish(client, claim, subscriber.id, 'failed', now(), 'its items are no longer stored, or no longer in its categories');
    return;
  }
  const texts = mailTexts(subscriber.lang, await items.companyName(subscriber.lang));
  const token = linkToken(key, subscriber.id);
  const mail = alertMail({
    lang: subscriber.lang,
    company: texts.company,
    items: mailItems,
    categoryNames: texts.categoryNames,
    t: texts.t,
    links: {
      preferences: absoluteUrl(pages.alertPreferences, subscriber.lang, `token=${token}`),
      oneClick: new URL(`/api/email-alerts/unsubscribe?token=${token}`, siteUrl()).toString(),
      privacy: absoluteUrl(pages.privacy, subscriber.lang),
    },
  });
  try {
    await pacer.wait(signal);
  } catch {
    await release(client, claim, subscriber.id);
    return;
  }
  try {
    await transport.sendMail({ to: subscriber.email, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
  } catch (error) {
    const kind = failureKind(error);
    const reason = error instanceof Error ? error.message : String(error);
    if (kind === 'permanent' || subscriber.attempts >= MAX_ATTEMPTS) {
      await finish(client, claim, subscriber.id, 'failed', now(), reason);
      // Refused for good: no more alerts to this address until it is confirmed again.
      await client.execute({
        sql: 'UPDATE subscribers SET stopped_at = ?, stop_reason = ? WHERE id = ? AND stopped_at IS NULL',
        args: [now().toISOString(), reason.slice(0, 500), subscriber.id],
      });
      console.error(`[alerts] gave up the alert to subscriber ${subscriber.id} after ${subscriber.attempts} tries: ${reason}`);
      report.failed += 1;
    } else {
      await client.execute({
        sql: "UPDATE alert_deliveries SET state = 'pending', claim = NULL, next_attempt_at = ?, last_error = ? WHERE claim = ? AND subscriber_id = ?",
        args: [new Date(now().getTime() + retryDelayMs(subscriber.attempts)).toISOString(), reason.slice(0, 500), claim, subscriber.id],
      });
      report.retrying += 1;
    }
    return;
  }
  await finish(client, claim, subscriber.id, 'sent', now(), null);
  report.mails += 1;
  report.items += mailItems.length;
}

/** Reads items for the mails, once per item and language in a run. */
class ItemReader {
  private cache = new Map<string, AlertMailItem | null>();

  constructor(private client: Client) {}

  private names = new Map<Locale, Promise<string>>();

  /** The company's short name in a language, read once per run. */
  companyName(lang: Locale): Promise<string> {
    if (!this.names.has(lang)) this.names.set(lang, companyShortName(this.client, lang));
    return this.names.get(lang)!;
  }

  async read(callName: string, itemKey: string, lang: Locale): Promise<AlertMailItem | null> {
    const cacheKey = `${callName}\u0000${itemKey}\u0000${lang}`;
    if (this.cache.has(cacheKey)) return this.cache.get(cacheKey) ?? null;
    const item = await this.load(callName, itemKey, lang);
    if (this.cache.size > 1000) this.cache.clear();
    this.cache.set(cacheKey, item);
    return item;
  }

  private async load(callName: string, itemKey: string, lang: Locale): Promise<AlertMailItem | null> {
    const call = ALERT_CALL_KEYS.find((candidate) => BACKEND_CALLS[candidate].name === callName);
    if (!call) return null;
    const table = contentTable(BACKEND_CALLS[call]);
    const values = JSON.parse(itemKey) as (string | number)[];
    const where = keyColumns(call).map((column) => `${column} = ?`).join(' AND ');
    // A bilingual item in the subscriber's language, else in the other one.
    const order = table.bilingual ? 'ORDER BY lang = ? DESC' : '';
    const [row] = plainRows(
      await this.client.execute({
        sql: `SELECT ${table.columns.join(', ')} FROM ${table.table} WHERE ${where} ${order} LIMIT 1`,
        args: table.bilingual ? [...values, lang] : values,
      }),
    );
    if (!row) return null;
    const list = alertListOf(call);
    // The item's words only: the company is named by the mail around it.
    const texts = mailTexts(lang, '');
    const date = list.date?.(row as never);
    const year = list.year?.(row as never);
    const document = list.document ? row[list.document] : undefined;
    return {
      category: list.category,
      section: texts.route(list.page),
      title: list.title(row as never, texts.titles, lang),
      date: date ? formatLongDate(date, lang) : '',
      pageUrl: absoluteUrl(pages[list.page], lang, year ? `year=${year}` : ''),
      documentUrl: typeof document === 'string' && document ? new URL(document, siteUrl()).toString() : undefined,
    };
  }
}

/** The 'alerts' job: scan, fan out, send. */
export async function runAlertsJob(signal?: AbortSignal): Promise<void> {
  await scanForNewItems();
  await fanOut();
  await dispatchAlerts({ signal });
}
