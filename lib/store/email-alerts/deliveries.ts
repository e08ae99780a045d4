import type { Client } from '../engine';
import { BACKEND_CALLS } from '@/lib/contract';
import type { AlertCallKey } from '@/lib/email-alerts';
import { sql, type ExpressionBuilder, type UpdateObject } from 'kysely';
import { contentTable } from '../content-tables';
import { getDatabase } from '../db';
import { all, first, queries, run } from '../query';
import type { DB } from '../schema';
import { readCompanyShortName } from './company-name';
import { fanOutItem, itemsToFanOut, keyColumns } from './dispatch';
import { linkKey } from './subscriptions';

/**
 * The queries of step 3 of the alerts (./dispatch.ts tells the three steps): claiming the due
 * deliveries of a page of subscribers, and recording how each mail went. Sending them is lib/mail's
 * (lib/mail/alerts.ts). One claim is one UPDATE, so two dispatchers never claim the same row: SQLite
 * runs one writer at a time, and PostgreSQL checks a row another claim updated first again, when that
 * claim commits, and finds it no longer pending.
 */

/** A claimed delivery row with what its mail needs. */
export interface ClaimedDelivery {
  subscriberId: number;
  email: string;
  lang: 'th' | 'en';
  /** The subscriber's categories now, as stored (comma-separated). */
  categories: string;
  itemId: number;
  /** The backend call's name of the item's list. */
  call: string;
  /** The item's key values (JSON). */
  itemKey: string;
  category: string;
  attempts: number;
}

/** The alerts' deliveries in one store. */
export interface AlertDeliveries {
  /** Step 2: the new items not yet fanned out, oldest first, at most `limit`. */
  itemsToFanOut(limit: number): Promise<number[]>;
  /** Step 2 for one item: its deliveries to its subscribers (./dispatch.ts, fanOutItem); how many were made. */
  fanOutItem(itemId: number, now: Date): Promise<number>;
  /** Rows left 'sending' since before `before` (a crash mid-send) become 'interrupted', never sent again; how many. */
  interruptStaleClaims(before: Date, now: Date): Promise<number>;
  /** Claims the due rows of up to `pageSize` subscribers under `claim` (one more try each), and returns them. */
  claimPage(claim: string, pageSize: number, now: Date): Promise<ClaimedDelivery[]>;
  /** A subscriber's claimed rows back to pending, untouched (the try not counted). */
  release(claim: string, subscriberId: number): Promise<void>;
  /** A subscriber's claimed rows done: sent, or failed with why. */
  finish(claim: string, subscriberId: number, state: 'sent' | 'failed', now: Date, error: string | null): Promise<void>;
  /** A subscriber's claimed rows back to pending, tried again at `next`. */
  retryLater(claim: string, subscriberId: number, next: Date, reason: string): Promise<void>;
  /** No more alerts to a subscriber until the address is confirmed again (refused for good). */
  stopSubscriber(subscriberId: number, now: Date, reason: string): Promise<void>;
  /** The key the subscribers' links are made with. */
  linkKey(): Promise<string>;
  /** The company's short name in a language, as its facts say it now; null when they have none. */
  readCompanyShortName(lang: 'th' | 'en'): Promise<string | null>;
  /** An alerted item's row in its list, in `lang` when bilingual (else the other language); null when it is gone. */
  readAlertedItem(call: AlertCallKey, itemKey: string, lang: 'th' | 'en'): Promise<Record<string, unknown> | null>;
}

/** The deliveries of the store a client opens (a test opens a second client, as a second process would). */
export function alertDeliveriesOn(database: () => Promise<Client>): AlertDeliveries {
  /** Sets `changes` on a subscriber's rows under `claim`. */
  const ofClaim = async (
    claim: string,
    subscriberId: number,
    changes: (row: ExpressionBuilder<DB, 'alert_deliveries'>) => UpdateObject<DB, 'alert_deliveries'>,
  ) => {
    const client = await database();
    await run(
      client,
      queries(client)
        .updateTable('alert_deliveries')
        .set(changes)
        .where('claim', '=', claim)
        .where('subscriber_id', '=', subscriberId),
    );
  };
  return {
    itemsToFanOut: async (limit) => itemsToFanOut(await database(), limit),
    fanOutItem: async (itemId, now) => fanOutItem(await database(), itemId, now),
    async interruptStaleClaims(before, now) {
      const client = await database();
      return run(
        client,
        queries(client)
          .updateTable('alert_deliveries')
          .set({
            state: 'interrupted',
            done_at: now.toISOString(),
            claim: null,
            last_error: 'the process sending it stopped before SMTP answered: not sent again (at most once)',
          })
          .where('state', '=', 'sending')
          .where('claimed_at', '<', before.toISOString()),
      );
    },
    async claimPage(claim, pageSize, now) {
      const client = await database();
      const q = queries(client);
      const time = now.toISOString();
      const due = (row: ExpressionBuilder<DB, 'alert_deliveries'>) =>
        row.and([
          row('state', '=', 'pending'),
          row.or([row('next_attempt_at', 'is', null), row('next_attempt_at', '<=', time)]),
        ]);
      // One UPDATE claims the due rows of a page of subscribers (the subquery picks them).
      await run(
        client,
        q
          .updateTable('alert_deliveries')
          .set((row) => ({ state: 'sending', claim, claimed_at: time, attempts: row('attempts', '+', 1) }))
          .where(due)
          .where(
            'subscriber_id',
            'in',
            q.selectFrom('alert_deliveries').select('subscriber_id').distinct().where(due).limit(pageSize),
          ),
      );
      const rows = await all(
        client,
        q
          .selectFrom('alert_deliveries as d')
          .innerJoin('subscribers as s', 's.id', 'd.subscriber_id')
          .innerJoin('alert_items as i', 'i.id', 'd.item_id')
          .select([
            'd.subscriber_id',
            'd.item_id',
            'd.attempts',
            's.email',
            's.lang',
            's.categories',
            'i.call',
            'i.item_key',
            'i.category',
          ])
          .where('d.claim', '=', claim)
          .orderBy('d.subscriber_id')
          .orderBy('d.item_id'),
      );
      return rows.map((row) => ({
        subscriberId: row.subscriber_id,
        email: row.email,
        lang: row.lang === 'en' ? 'en' : 'th',
        categories: row.categories,
        itemId: row.item_id,
        call: row.call,
        itemKey: row.item_key,
        category: row.category,
        attempts: row.attempts,
      }));
    },
    async release(claim, subscriberId) {
      await ofClaim(claim, subscriberId, (row) => ({
        state: 'pending',
        claim: null,
        attempts: row('attempts', '-', 1),
      }));
    },
    async finish(claim, subscriberId, state, now, error) {
      await ofClaim(claim, subscriberId, () => ({ state, claim: null, done_at: now.toISOString(), last_error: error }));
    },
    async retryLater(claim, subscriberId, next, reason) {
      await ofClaim(claim, subscriberId, () => ({
        state: 'pending',
        claim: null,
        next_attempt_at: next.toISOString(),
        last_error: reason,
      }));
    },
    async stopSubscriber(subscriberId, now, reason) {
      const client = await database();
      await run(
        client,
        queries(client)
          .updateTable('subscribers')
          .set({ stopped_at: now.toISOString(), stop_reason: reason })
          .where('id', '=', subscriberId)
          .where('stopped_at', 'is', null),
      );
    },
    linkKey: async () => linkKey(await database()),
    readCompanyShortName: (lang) => readCompanyShortName(lang, database),
    async readAlertedItem(call, itemKey, lang) {
      const client = await database();
      const table = contentTable(BACKEND_CALLS[call]);
      const values = JSON.parse(itemKey) as (string | number)[];
      const item = queries(client)
        .selectFrom(sql.table(table.table).as('t'))
        .select(table.columns.map((column) => sql.ref(column).as(column)))
        .where((row) => row.and(keyColumns(call).map((column, index) => row(sql.ref(column), '=', values[index]))))
        // A bilingual item in the subscriber's language, else in the other one.
        .$if(table.bilingual, (query) => query.orderBy(sql`${sql.ref('lang')} = ${lang}`, 'desc'))
        .limit(1);
      return (await first(client, item)) ?? null;
    },
  };
}

/** The deliveries of the process's store. */
export const storeAlertDeliveries: AlertDeliveries = alertDeliveriesOn(getDatabase);
