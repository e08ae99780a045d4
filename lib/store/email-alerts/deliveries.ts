import type { Client } from '../engine';
import { BACKEND_CALLS } from '@/lib/contract';
import type { AlertCallKey } from '@/lib/email-alerts';
import { contentTable, sqlName } from '../content-tables';
import { getDatabase, plainRows } from '../db';
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
  return {
    itemsToFanOut: async (limit) => itemsToFanOut(await database(), limit),
    fanOutItem: async (itemId, now) => fanOutItem(await database(), itemId, now),
    async interruptStaleClaims(before, now) {
      const result = await (
        await database()
      ).execute({
        sql: `UPDATE alert_deliveries SET state = 'interrupted', done_at = ?, claim = NULL,
            last_error = 'the process sending it stopped before SMTP answered: not sent again (at most once)'
          WHERE state = 'sending' AND claimed_at < ?`,
        args: [now.toISOString(), before.toISOString()],
      });
      return result.rowsAffected;
    },
    async claimPage(claim, pageSize, now) {
      const client = await database();
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
        categories: String(row.categories),
        itemId: Number(row.item_id),
        call: String(row.call),
        itemKey: String(row.item_key),
        category: String(row.category),
        attempts: Number(row.attempts),
      }));
    },
    async release(claim, subscriberId) {
      await (
        await database()
      ).execute({
        sql: "UPDATE alert_deliveries SET state = 'pending', claim = NULL, attempts = attempts - 1 WHERE claim = ? AND subscriber_id = ?",
        args: [claim, subscriberId],
      });
    },
    async finish(claim, subscriberId, state, now, error) {
      await (
        await database()
      ).execute({
        sql: 'UPDATE alert_deliveries SET state = ?, claim = NULL, done_at = ?, last_error = ? WHERE claim = ? AND subscriber_id = ?',
        args: [state, now.toISOString(), error, claim, subscriberId],
      });
    },
    async retryLater(claim, subscriberId, next, reason) {
      await (
        await database()
      ).execute({
        sql: "UPDATE alert_deliveries SET state = 'pending', claim = NULL, next_attempt_at = ?, last_error = ? WHERE claim = ? AND subscriber_id = ?",
        args: [next.toISOString(), reason, claim, subscriberId],
      });
    },
    async stopSubscriber(subscriberId, now, reason) {
      await (
        await database()
      ).execute({
        sql: 'UPDATE subscribers SET stopped_at = ?, stop_reason = ? WHERE id = ? AND stopped_at IS NULL',
        args: [now.toISOString(), reason, subscriberId],
      });
    },
    linkKey: async () => linkKey(await database()),
    readCompanyShortName: (lang) => readCompanyShortName(lang, database),
    async readAlertedItem(call, itemKey, lang) {
      const table = contentTable(BACKEND_CALLS[call]);
      const values = JSON.parse(itemKey) as (string | number)[];
      const where = keyColumns(call)
        .map((column) => `${column} = ?`)
        .join(' AND ');
      // A bilingual item in the subscriber's language, else in the other one.
      const order = table.bilingual ? 'ORDER BY lang = ? DESC' : '';
      const [row] = plainRows(
        await (
          await database()
        ).execute({
          sql: `SELECT ${table.columns.map(sqlName).join(', ')} FROM ${table.table} WHERE ${where} ${order} LIMIT 1`,
          args: table.bilingual ? [...values, lang] : values,
        }),
      );
      return row ?? null;
    },
  };
}

/** The deliveries of the process's store. */
export const storeAlertDeliveries: AlertDeliveries = alertDeliveriesOn(getDatabase);
