import { sql, type Expression, type RawBuilder } from 'kysely';
import { engineOf, type Client, type EngineName, type InStatement } from '../engine';
import { BACKEND_CALLS, type CallKey } from '@/lib/contract';
import { ALERT_CALL_KEYS, alertListOf, type AlertCallKey, isAlertCallKey } from '@/lib/email-alerts';
import { contentTable } from '../content-tables';
import { getDatabase } from '../db';
import { all, first, queries, statement } from '../query';

/**
 * Finding new items and sending them to the subscribers of their category, in the embedded backend
 * (docs/operations.md, E-mail alerts): the queries of the three steps, each safe to run in several
 * processes at once.
 *
 * 1. scan: every item of every alerted list gets a row in alert_items. A list's first scan marks what it
 *    holds as baseline (never alerted): the first seeding alerts nobody. `npm run publish` writes the row
 *    of its item in the same transaction as the item (alertItemStatements).
 * 2. fan-out (run by lib/mail/alerts.ts): each new item, once, gets one alert_deliveries row per subscriber
 *    of its category who confirmed before it was found. The primary key (subscriber, item) makes a second
 *    row impossible.
 * 3. send (lib/mail/alerts.ts, with the queries of ./deliveries.ts): a dispatcher claims a page of
 *    subscribers' pending rows in one UPDATE (two dispatchers never claim the same row: ./deliveries.ts),
 *    sends each subscriber one mail with all their claimed items (a digest when several), and marks them
 *    sent only after SMTP accepted the mail. A row left 'sending' by a crash is never sent again (it
 *    becomes 'interrupted'): at most once, ever.
 *
 * The alerted lists' tables are left out of the schema (docs/decisions/045-typed-queries.md): they are
 * named with `sql.table` and their columns with `sql.ref`.
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
 * An item's key, written as the scan writes it from the table's columns (engine functions, hence `sql`).
 * On SQLite json_array of the values: the client binds a JS number as a REAL, which json_array writes as
 * 12.0, so integers go as BigInt and the key reads [12]. On PostgreSQL the values' JSON as jsonb, whose
 * text is jsonb_build_array's.
 */
function itemKey(call: CallKey, key: ItemKey, engine: EngineName = 'sqlite'): RawBuilder<string> {
  const values = keyColumns(call).map((column) => key[column] as string | number);
  if (engine === 'postgres') return sql<string>`cast(cast(${JSON.stringify(values)} as jsonb) as text)`;
  const bound = values.map((value) => (typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : value));
  return sql<string>`json_array(${sql.join(bound)})`;
}

/** The key of each row of a list's table, from its columns, with the engine's JSON function (hence `sql`). */
function keyFromColumns(columns: readonly string[], engine: EngineName): RawBuilder<string> {
  const refs = sql.join(columns.map((column) => sql.ref(column)));
  return engine === 'postgres'
    ? sql<string>`cast(jsonb_build_array(${refs}) as text)`
    : sql<string>`json_array(${refs})`;
}

/**
 * The statement recording every item of a list in alert_items: as baseline when the list was never
 * scanned, else as new (found now). Items already recorded are left alone.
 */
export function scanStatements(call: AlertCallKey, now: Date, engine: EngineName = 'sqlite'): InStatement[] {
  const q = queries({ engine });
  const { table } = contentTable(BACKEND_CALLS[call]);
  const name = BACKEND_CALLS[call].name;
  const key = keyColumns(call);
  const required = alertListOf(call).identity?.required ?? [];
  const items = q
    .selectFrom(sql.table(table).as('t'))
    .select(key.map((column) => sql.ref(column).as(column)))
    .distinct()
    .where((row) => row.and(required.map((column) => row(sql.ref(column), 'is not', null))));
  const found = q
    .selectFrom(items.as('items'))
    .select((row) => [
      row.val(name).as('call'),
      keyFromColumns(key, engine).as('item_key'),
      row.val(alertListOf(call).category).as('category'),
      row.val(now.toISOString()).as('found_at'),
      row
        .case()
        .when(row.exists(row.selectFrom('alert_lists').select('call').where('call', '=', name)))
        .then(row.lit(0))
        .else(row.lit(1))
        .end()
        .as('baseline'),
    ])
    // SQLite needs a WHERE before ON CONFLICT in INSERT ... SELECT.
    .where(sql<boolean>`true`);
  return [
    statement(
      q
        .insertInto('alert_items')
        .columns(['call', 'item_key', 'category', 'found_at', 'baseline'])
        .expression(found)
        .onConflict((conflict) => conflict.columns(['call', 'item_key']).doNothing()),
    ),
    statement(
      q
        .insertInto('alert_lists')
        .values({ call: name, baseline_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('call').doNothing()),
    ),
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
  const q = queries({ engine });
  const item = itemKey(call, key, engine);
  const name = BACKEND_CALLS[call].name;
  return [
    statement(
      q
        .deleteFrom('alert_deliveries')
        .where('state', '<>', 'pending')
        .where(
          'item_id',
          'in',
          q.selectFrom('alert_items').select('id').where('call', '=', name).where('item_key', '=', item),
        ),
    ),
    statement(
      q
        .insertInto('alert_items')
        .values({
          call: name,
          item_key: item,
          category: alertListOf(call).category,
          found_at: now.toISOString(),
          baseline: 0,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['call', 'item_key'])
            .doUpdateSet((row) => ({ found_at: row.ref('excluded.found_at'), baseline: 0, fanned_out_at: null })),
        ),
    ),
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
  const q = queries({ engine });
  return [
    statement(
      q
        .insertInto('alert_items')
        .values({
          call: BACKEND_CALLS[call].name,
          item_key: itemKey(call, key, engine),
          category: alertListOf(call).category,
          found_at: now.toISOString(),
          baseline,
        })
        .onConflict((conflict) => conflict.columns(['call', 'item_key']).doNothing()),
    ),
  ];
}

/**
 * Where a category stands in a comma-separated list of categories, from 1; 0 when it is not in it:
 * SQLite's instr, PostgreSQL's strpos (engine functions, hence `sql`).
 */
export function inCategoryList(
  engine: EngineName,
  list: Expression<string | null>,
  category: Expression<string | null>,
): RawBuilder<number> {
  const position = sql.raw(engine === 'postgres' ? 'strpos' : 'instr');
  return sql<number>`${position}(',' || ${list} || ',', ',' || ${category} || ',')`;
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

/** The new items not yet fanned out. */
function notFannedOut(client: Client) {
  return queries(client).selectFrom('alert_items').where('fanned_out_at', 'is', null).where('baseline', '=', 0);
}

async function waitingItems(client: Client): Promise<number> {
  const row = await first(
    client,
    notFannedOut(client).select((count) => count.fn.countAll().as('n')),
  );
  return Number(row?.n ?? 0);
}

/** Step 2: the new items not yet fanned out, oldest first, at most `limit` (lib/mail/alerts.ts fans them out). */
export async function itemsToFanOut(client: Client, limit: number): Promise<number[]> {
  const items = await all(client, notFannedOut(client).select('id').orderBy('id').limit(limit));
  return items.map(({ id }) => id);
}

/**
 * Step 2 for one item, once: one delivery row per subscriber of the item's category who confirmed before
 * it was found and is not stopped, and the item marked fanned out, in one transaction. How many rows were made.
 */
export async function fanOutItem(client: Client, itemId: number, now: Date): Promise<number> {
  const q = queries(client);
  const subscribers = q
    .selectFrom('alert_items as i')
    .innerJoin('subscribers as s', (join) =>
      join
        .onRef('s.confirmed_at', '<', 'i.found_at')
        .on('s.stopped_at', 'is', null)
        .on(inCategoryList(engineOf(client), sql.ref('s.categories'), sql.ref('i.category')), '>', 0),
    )
    .select((row) => ['s.id as subscriber_id', 'i.id as item_id', row.val(now.toISOString()).as('created_at')])
    .where('i.id', '=', itemId)
    .where('i.fanned_out_at', 'is', null);
  const [inserted] = await client.batch(
    [
      statement(
        q
          .insertInto('alert_deliveries')
          .columns(['subscriber_id', 'item_id', 'created_at'])
          .expression(subscribers)
          .onConflict((conflict) => conflict.columns(['subscriber_id', 'item_id']).doNothing()),
      ),
      statement(
        q
          .updateTable('alert_items')
          .set({ fanned_out_at: now.toISOString() })
          .where('id', '=', itemId)
          .where('fanned_out_at', 'is', null),
      ),
    ],
    'write',
  );
  return inserted.rowsAffected;
}
