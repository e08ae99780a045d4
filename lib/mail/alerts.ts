import { randomUUID } from 'node:crypto';
import { createTransport, type Transporter } from 'nodemailer';
import { settings } from '@/lib/config/settings.mjs';
import { scanForNewItems, storeAlertDeliveries, type AlertDeliveries } from '@/lib/backend';
import { BACKEND_CALLS } from '@/lib/contract';
import {
  ALERT_CALL_KEYS,
  alertMail,
  type AlertMailItem,
  parseCategories,
  type AlertCategory,
  alertListOf,
  mailTexts,
  alertMailsPerSecond,
  createPacer,
  type Pacer,
  failureKind,
  MAX_ATTEMPTS,
  retryDelayMs,
} from '@/lib/email-alerts';
import { linkToken } from '@/lib/email-alerts/server';
import { formatLongDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { pages, absoluteUrl, siteUrl } from '@/lib/site';
import { mailCompanyName } from './mails';

/**
 * Steps 2 and 3 of the alerts (lib/store/email-alerts/dispatch.ts tells the three steps and holds their
 * queries; docs/operations.md, E-mail alerts). Fan-out: each new item, once, gets its deliveries. Send: a
 * dispatcher claims a page of subscribers' due deliveries, sends each subscriber one mail with all their
 * claimed items (a digest when several), and marks them sent only after SMTP accepted the mail. A row
 * left 'sending' by a crash is never sent again: at most once, ever.
 */

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
  /** The deliveries' store (a test passes a second process's). */
  deliveries?: AlertDeliveries;
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
    {
      url: smtpUrl,
      pool: true,
      maxConnections: SEND_CONCURRENCY,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as Parameters<typeof createTransport>[0],
    { from },
  );
}

/** New items fanned out in one step, each in its own transaction. */
const FAN_OUT_ITEMS = 100;

/** Step 2: the deliveries of the new items not yet fanned out (at most 100 items a run); how many were made. */
export async function fanOutAlertItems(now = new Date(), deliveries: AlertDeliveries = storeAlertDeliveries) {
  let made = 0;
  for (const itemId of await deliveries.itemsToFanOut(FAN_OUT_ITEMS)) made += await deliveries.fanOutItem(itemId, now);
  return made;
}

/** Step 3: sends every due delivery, a page of subscribers at a time (never all of them in memory). */
export async function dispatchAlerts(options: DispatchOptions = {}): Promise<DispatchReport> {
  const {
    signal,
    now = () => new Date(),
    deliveries = storeAlertDeliveries,
    pageSize = 50,
    staleClaimMs = STALE_CLAIM_MS,
  } = options;
  const report: DispatchReport = { mails: 0, items: 0, retrying: 0, failed: 0, interrupted: 0 };
  report.interrupted = await deliveries.interruptStaleClaims(new Date(now().getTime() - staleClaimMs), now());
  if (report.interrupted > 0)
    console.error(`[alerts] ${report.interrupted} alert(s) interrupted mid-send are not sent again`);
  const transport = options.transport ?? alertTransport();
  if (!transport) return report;
  const pacer = options.pacer ?? (sharedPacer ??= createPacer({ perSecond: alertMailsPerSecond() }));
  const key = await deliveries.linkKey();
  const items = new ItemReader(deliveries);
  try {
    for (;;) {
      if (signal?.aborted) break;
      const claim = randomUUID();
      const claimed = (await deliveries.claimPage(claim, pageSize, now())).map((row) => ({
        ...row,
        lang: row.lang as Locale,
        categories: parseCategories(row.categories) ?? [],
        category: row.category as AlertCategory,
      }));
      if (claimed.length === 0) break;
      // A few mails in flight at once over the pooled connections: one SMTP round trip each is the cost.
      const queue = groupBySubscriber(claimed);
      const worker = async () => {
        for (let subscriber = queue.shift(); subscriber; subscriber = queue.shift()) {
          if (signal?.aborted) {
            // Not sent: back to pending, untouched (the attempt is not counted).
            await deliveries.release(claim, subscriber.id);
            continue;
          }
          await sendOne(deliveries, transport, pacer, key, items, claim, subscriber, now, report, signal);
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
    const group = groups.get(row.subscriberId) ?? {
      id: row.subscriberId,
      email: row.email,
      lang: row.lang,
      attempts: 0,
      rows: [],
    };
    group.attempts = Math.max(group.attempts, row.attempts);
    // A category left out since the row was made (changeCategories drops those, this is the last check).
    if (row.categories.includes(row.category)) group.rows.push(row);
    groups.set(row.subscriberId, group);
  }
  return [...groups.values()];
}

async function sendOne(
  deliveries: AlertDeliveries,
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
    await deliveries.finish(
      claim,
      subscriber.id,
      'failed',
      now(),
      'its items are no longer stored, or no longer in its categories',
    );
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
    await deliveries.release(claim, subscriber.id);
    return;
  }
  try {
    await transport.sendMail({
      to: subscriber.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
  } catch (error) {
    const kind = failureKind(error);
    const reason = error instanceof Error ? error.message : String(error);
    if (kind === 'permanent' || subscriber.attempts >= MAX_ATTEMPTS) {
      await deliveries.finish(claim, subscriber.id, 'failed', now(), reason);
      // Refused for good: no more alerts to this address until it is confirmed again.
      await deliveries.stopSubscriber(subscriber.id, now(), reason.slice(0, 500));
      console.error(
        `[alerts] gave up the alert to subscriber ${subscriber.id} after ${subscriber.attempts} tries: ${reason}`,
      );
      report.failed += 1;
    } else {
      await deliveries.retryLater(
        claim,
        subscriber.id,
        new Date(now().getTime() + retryDelayMs(subscriber.attempts)),
        reason.slice(0, 500),
      );
      report.retrying += 1;
    }
    return;
  }
  await deliveries.finish(claim, subscriber.id, 'sent', now(), null);
  report.mails += 1;
  report.items += mailItems.length;
}

/** Reads items for the mails, once per item and language in a run. */
class ItemReader {
  private cache = new Map<string, AlertMailItem | null>();

  constructor(private deliveries: AlertDeliveries) {}

  private names = new Map<Locale, Promise<string>>();

  /** The company's short name in a language, read once per run. */
  companyName(lang: Locale): Promise<string> {
    if (!this.names.has(lang))
      this.names.set(
        lang,
        this.deliveries.readCompanyShortName(lang).then((stored) => mailCompanyName(stored, lang)),
      );
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
    const row = call && (await this.deliveries.readAlertedItem(call, itemKey, lang));
    if (!call || !row) return null;
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
  await fanOutAlertItems();
  await dispatchAlerts({ signal });
}
