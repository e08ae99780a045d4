import type { Client, InStatement } from './engine';
import { BACKEND_CALLS, type BackendLang, type CallKey } from '@/lib/contract';
import { getDatabase } from './db';
import { portableQueries } from './list-queries';
import { all, queries, statement } from './query';

/**
 * Corrected list rows (migration 14, docs/newsroom.md, Corrections): when a correction of a newsroom
 * item goes live, its new rows are recorded here with the time, and the site shows "Updated <date>" on
 * them. A row is found again by its fingerprint, the values of its call's fields in the check's order:
 * a list reply carries no storage id, but a row reads back exactly as it was written. Generic over
 * every list: nothing here knows a kind.
 */

/**
 * The fingerprint of a list row: its call's entity fields, in order, missing ones as null; not when
 * it was published (`published_at`), which orders a day's items and which a list that rebuilds its
 * rows (the calendar's events) does not keep.
 */
export function entityFingerprint(call: CallKey, entity: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(
    BACKEND_CALLS[call].check.fields.filter((field) => field !== 'published_at').map((field) => entity[field] ?? null),
  );
}

/** The rows recording a correction's rows (replacing the item's earlier record), in the going-live transaction. */
export function correctionStatements(
  call: CallKey,
  itemId: string,
  rows: readonly Record<string, unknown>[],
  at: Date,
): InStatement[] {
  return [
    ...clearCorrectionStatements(itemId),
    ...rows.map((row) =>
      statement(
        portableQueries
          .insertInto('list_corrections')
          .values({
            call,
            lang: typeof row.lang === 'string' ? row.lang : '',
            fingerprint: entityFingerprint(call, row),
            item_id: itemId,
            corrected_at: at.toISOString(),
          })
          .onConflict((conflict) =>
            conflict.columns(['call', 'lang', 'fingerprint']).doUpdateSet((excluded) => ({
              item_id: excluded.ref('excluded.item_id'),
              corrected_at: excluded.ref('excluded.corrected_at'),
            })),
          ),
      ),
    ),
  ];
}

/** Forgets an item's corrections (a withdrawal: its rows are gone). */
export function clearCorrectionStatements(itemId: string): InStatement[] {
  return [statement(portableQueries.deleteFrom('list_corrections').where('item_id', '=', itemId))];
}

/** When each corrected row of a list was corrected (UTC ISO), by fingerprint; a list without a language reads ''. */
export async function readCorrections(
  call: CallKey,
  lang: BackendLang | undefined,
  database: () => Promise<Client> = getDatabase,
): Promise<Map<string, string>> {
  const client = await database();
  const rows = await all(
    client,
    queries(client)
      .selectFrom('list_corrections')
      .select(['fingerprint', 'corrected_at'])
      .where('call', '=', call)
      .where('lang', '=', BACKEND_CALLS[call].lang ? (lang ?? 'th') : ''),
  );
  return new Map(rows.map((row) => [row.fingerprint, row.corrected_at]));
}
