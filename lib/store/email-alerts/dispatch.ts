import { engineOf, type Client, type EngineName, type InStatement, type InValue } from '../engine';
import { BACKEND_CALLS, type CallKey } from '@/lib/contract';
import { ALERT_CALL_KEYS, alertListOf, type AlertCallKey, isAlertCallKey } from '@/lib/email-alerts';
import { contentTable } from '../content-tables';
import { getDatabase, plainRows } from '../db';

/**
 * Finding new items and sending them to the subscribers of their category, in the embedded backend
 * (docs/operations.md, E-mail alerts). Three steps, each safe to run in several processes at once:
 *
 * 1. scan: every item of every alerted list gets a row in alert_items. A list's first scan marks what it
 *    holds as baseline (never alerted): the first seeding alerts nobody. `npm run publish` writes the row
 *    of its item in the same transaction as the item (alertItemStatements).
 * 2. fan-out: each new item, once, gets one alert_deliveries row per subscriber of its category who
 *    confirmed before it was found. The primary key (subscriber, item) makes a second row impossible.
 * 3. send (lib/mail/alerts.ts, with the queries of ./deliveries.ts): a dispatcher claims a page of
 *    subscribers' pending rows in one UPDATE (two dispatchers never claim the same row: ./deliveries.ts), sends each subscriber one mail with all their
 *    claimed items (a digest when several), and marks them sent only after SMTP accepted the mail. A row
 *    left 'sending' by a crash is never sent again (it becomes 'interrupted'): at most once, ever.
 */

/**
 * The key of an item in its list: its key columns (lang left out: one item in both languages), or the
 * columns of what makes it new where the list says (a dividend: its period, type and ex-date).
 */
export function keyColumns(call: CallKey): readonly string[] {
  const identity = isAlertCallKey(call) ? alertListOf(call).identity : undefined;
  return identity?.columns ?? contentTable(BACKEND_CALLS[call]).key;
}

/** An item's key columns and their values. */
type ItemKey = Record<string, unknown>;

/**
 * An item's key as SQL and its arguments, written as the scan writes it from the table's columns. On
 * SQLite json_array of the values: the client binds a JS number as a REAL, which json_array writes as
 * 12.0, so integers go as BigInt and the key reads [12]. On PostgreSQL the values' JSON as jsonb, whose
 * text is jsonb_build_array's.
 */
function itemKey(call: CallKey, key: ItemKey, engine: EngineName = 'sqlite'): { sql: string; args: InValue[] } {
  const values = keyColumns(call).map((column) => key[column] as string | number);
  if (engine === 'postgres') return { sql: 'CAST(CAST(? AS JSONB) AS TEXT)', args: [JSON.stringify(values)] };
  return {
    sql: `json_array(${values.map(() => '?').join(', ')})`,
    args: values.map((value) => (typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : value)),
  };
}

/** The key of each row of a list's table, from its columns, in the engine's SQL. */
function keyFromColumns(columns: readonly string[], engine: EngineName): string {
  return engine === 'postgres'
    ? `CAST(jsonb_build_array(${columns.join(', ')}) AS TEXT)`
    : `json_array(${columns.join(', ')})`;
}

/**
 * The statement recording every item of a list in alert_items: as baseline when the list was never
 * scanned, else as new (found now). Items already recorded are left alone.
 */
export function scanStatements(call: AlertCallKey, now: Date, engine: EngineName = 'sqlite'): InStatement[] {
  const { table } = contentTable(BACKEND_CALLS[call]);
  const name = BACKEND_CALLS[call].name;
  const key = keyColumns(call);
  const where = alertListOf(call).identity?.where ?? 'TRUE';
  // WHERE TRUE: SQLite needs a WHERE before ON CONFLICT in INSERT ... SELECT.
  return [
    {
      sql: `INSERT INTO alert_items (call, item_key, category, found_at, baseline)
        SELECT ?, ${keyFromColumns(key, engine)}, ?, ?, CASE WHEN EXISTS (SELECT 1 FROM alert_lists WHERE call = ?) THEN 0 ELSE 1 END
        FROM (SELECT DISTINCT ${key.join(', ')} FROM ${table} WHERE ${where}) AS items WHERE TRUE
        ON CONFLICT (call, item_key) DO NOTHING`,
      args: [name, alertListOf(call).category, now.toISOString(), name],
    },
    {
      sql: 'INSERT INTO alert_lists (call, baseline_at) VALUES (?, ?) ON CONFLICT (call) DO NOTHING',
      args: [name, now.toISOString()],
    },
  ];
}

/**
 * The statements queueing the alerts of one new item, for the transaction that inserts it (`npm run
 * publish`): its alert_items row as new, then the list's scan (a first scan makes the rest baseline).
 */
export function alertItemStatements(call: AlertCallKey, key: ItemKey, now: Date, engine?: EngineName): InStatement[] {
  return [...alertSilentStatements(call, key, now, engine, 0), ...scanStatements(call, now, engine)];
}

/**
 * The statements alerting an item's subscribers once more (a correction whose approver ticked "Alert
 * subscribers again"): its alert_items row is found again now and fanned out anew. Deliveries already
 * done for it are dropped so that fan-out can make them again; one still pending simply sends the
 * corrected item. An item never alerted gets its row as new.
 */
export function alertAgainStatements(call: AlertCallKey, key: ItemKey, now: Date, engine?: EngineName): InStatement[] {
  const item = itemKey(call, key, engine);
  const name = BACKEND_CALLS[call].name;
  return [
    {
      sql: `DELETE FROM alert_deliveries WHERE state <> 'pending' AND item_id IN (SELECT id FROM alert_items WHERE call = ? AND item_key = ${item.sql})`,
      args: [name, ...item.args],
    },
    {
      sql: `INSERT INTO alert_items (call, item_key, category, found_at, baseline) VALUES (?, ${item.sql}, ?, ?, 0)
        ON CONFLICT (call, item_key) DO UPDATE SET found_at = excluded.found_at, baseline = 0, fanned_out_at = NULL`,
      args: [name, ...item.args, alertListOf(call).category, now.toISOString()],
    },
    ...scanStatements(call, now, engine),
  ];
}

/**
 * The statement recording an item as seen but never alerted (baseline): a correction whose key
 * changed, which the scan would otherwise take for a new item.
 */
export function alertSilentStatements(
  call: AlertCallKey,
  key: ItemKey,
  now: Date,
  engine: EngineName = 'sqlite',
  baseline: 0 | 1 = 1,
): InStatement[] {
  const item = itemKey(call, key, engine);
  return [
    {
      sql: `INSERT INTO alert_items (call, item_key, category, found_at, baseline) VALUES (?, ${item.sql}, ?, ?, ?)
        ON CONFLICT (call, item_key) DO NOTHING`,
      args: [BACKEND_CALLS[call].name, ...item.args, alertListOf(call).category, now.toISOString(), baseline],
    },
  ];
}

/**
 * Where a category stands in a comma-separated list of categories (both SQL expressions), from 1; 0 when
 * it is not in it: SQLite's instr, PostgreSQL's strpos.
 */
export function inCategoryList(engine: EngineName, list: string, category: string): string {
  return `${engine === 'postgres' ? 'strpos' : 'instr'}(',' || ${list} || ',', ',' || ${category} || ',')`;
}

/** Records the items of every alerted list (step 1). Returns how many new (non-baseline) items were found. */
export async function scanForNewItems(now = new Date(), database = getDatabase): Promise<number> {
  const client = await database();
  const before = await waitingItems(client);
  await client.batch(
    ALERT_CALL_KEYS.flatMap((call) => scanStatements(call, now, engineOf(client))),
    'write',
  );
  return (await waitingItems(client)) - before;
}

async function waitingItems(client: Client): Promise<number> {
  const result = await client.execute(
    'SELECT COUNT(*) AS n FROM alert_items WHERE fanned_out_at IS NULL AND baseline = 0',
  );
  return Number(result.rows[0].n);
}

/** Step 2: the new items not yet fanned out, oldest first, at most `limit` (lib/mail/alerts.ts fans them out). */
export async function itemsToFanOut(client: Client, limit: number): Promise<number[]> {
  const items = plainRows(
    await client.execute({
      sql: 'SELECT id FROM alert_items WHERE fanned_out_at IS NULL AND baseline = 0 ORDER BY id LIMIT ?',
      args: [limit],
    }),
  );
  return items.map(({ id }) => Number(id));
}

/**
 * Step 2 for one item, once: one delivery row per subscriber of the item's category who confirmed before
 * it was found and is not stopped, and the item marked fanned out, in one transaction. How many rows were made.
 */
export async function fanOutItem(client: Client, itemId: number, now: Date): Promise<number> {
  const [inserted] = await client.batch(
    [
      {
        sql: `INSERT INTO alert_deliveries (subscriber_id, item_id, created_at)
          SELECT s.id, i.id, ? FROM alert_items i JOIN subscribers s
            ON s.confirmed_at < i.found_at AND s.stopped_at IS NULL AND ${inCategoryList(engineOf(client), 's.categories', 'i.category')} > 0
          WHERE i.id = ? AND i.fanned_out_at IS NULL
          ON CONFLICT (subscriber_id, item_id) DO NOTHING`,
        args: [now.toISOString(), itemId],
      },
      {
        sql: 'UPDATE alert_items SET fanned_out_at = ? WHERE id = ? AND fanned_out_at IS NULL',
        args: [now.toISOString(), itemId],
      },
    ],
    'write',
  );
  return inserted.rowsAffected;
}
