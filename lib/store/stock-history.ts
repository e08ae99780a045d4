import type { PriceDay } from '@/lib/prices';
import { getDatabase } from './db';
import { all, first, queries, run } from './query';
import { PRICE_COLUMNS, priceValues, REPLACED_PRICE_COLUMNS } from './seed';

/**
 * The embedded store of daily prices (table stock_history, migration 4). Three writers: the generated
 * demonstration seed (source 'demo', ./seed.ts), `npm run stock:import` ('import') and the daily
 * recorder ('recorder', lib/jobs). Real rows always win over demonstration rows: the first import
 * removes the demonstration history, and the seed adds demonstration days only while no real day exists.
 */

export type PriceSource = 'demo' | 'import' | 'recorder';

/** The stored days of a range, oldest first, as the remote backend would send them. */
export async function readPriceDays(from: string, to: string): Promise<Record<string, unknown>[]> {
  const client = await getDatabase();
  const rows = await all(
    client,
    queries(client)
      .selectFrom('stock_history')
      .select(PRICE_COLUMNS)
      .where((row) => row.between('date', from, to))
      .orderBy('date', 'asc'),
  );
  return rows.map((row) => ({ ...row }));
}

export interface ImportOutcome {
  /** Days that were not stored before (demonstration days excepted). */
  added: number;
  /** Days that replaced an imported or recorded day. */
  replaced: number;
  /** Demonstration days removed because real history arrived. */
  demoRemoved: number;
}

/**
 * Stores imported days in one transaction: all or nothing. A day already stored is replaced; the
 * demonstration history is removed first, so real and made-up prices never mix.
 */
export async function importPriceDays(days: readonly PriceDay[]): Promise<ImportOutcome> {
  const client = await getDatabase();
  const transaction = await client.transaction('write');
  try {
    const q = queries(transaction);
    const demoRemoved = await run(transaction, q.deleteFrom('stock_history').where('source', '=', 'demo'));
    let replaced = 0;
    for (const day of days) {
      const existing = await first(
        transaction,
        q
          .selectFrom('stock_history')
          .select((row) => row.lit(1).as('stored'))
          .where('date', '=', day.date),
      );
      if (existing) replaced += 1;
      await run(
        transaction,
        q
          .insertInto('stock_history')
          .values({ ...priceValues(day), source: 'import' })
          .onConflict((conflict) =>
            conflict.column('date').doUpdateSet((excluded) => ({
              ...Object.fromEntries(
                REPLACED_PRICE_COLUMNS.map((column) => [column, excluded.ref(`excluded.${column}`)]),
              ),
              source: 'import',
            })),
          ),
      );
    }
    await transaction.commit();
    return { added: days.length - replaced, replaced, demoRemoved };
  } catch (error) {
    await transaction.rollback().catch(() => undefined);
    throw error;
  } finally {
    transaction.close();
  }
}

/** Whether a day is stored, from any source. */
export async function hasPriceDay(date: string): Promise<boolean> {
  const client = await getDatabase();
  const stored = await first(
    client,
    queries(client)
      .selectFrom('stock_history')
      .select((row) => row.lit(1).as('stored'))
      .where('date', '=', date),
  );
  return stored !== undefined;
}

/** Stores a recorded day unless the day is already stored (by anyone): true when it was written. */
export async function recordPriceDay(day: PriceDay): Promise<boolean> {
  const client = await getDatabase();
  const recorded = queries(client)
    .insertInto('stock_history')
    .values({ ...priceValues(day), source: 'recorder' })
    .onConflict((conflict) => conflict.column('date').doNothing());
  return (await run(client, recorded)) === 1;
}

/** How many days each source holds (the import command's report, tests). */
export async function priceDayCounts(): Promise<Record<PriceSource, number>> {
  const client = await getDatabase();
  const rows = await all(
    client,
    queries(client)
      .selectFrom('stock_history')
      .select((row) => ['source', row.fn.countAll<number>().as('n')])
      .groupBy('source'),
  );
  const counts: Record<PriceSource, number> = { demo: 0, import: 0, recorder: 0 };
  for (const row of rows) counts[row.source as PriceSource] = Number(row.n);
  return counts;
}
