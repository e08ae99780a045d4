import type { PriceDay } from '@/lib/prices';
import { getDatabase, plainRows } from './db';
import { PRICE_COLUMNS, priceValues } from './seed';

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
  const result = await client.execute({
    sql: `SELECT ${PRICE_COLUMNS} FROM stock_history WHERE date BETWEEN ? AND ? ORDER BY date ASC`,
    args: [from, to],
  });
  return plainRows(result);
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
    const demo = await transaction.execute("DELETE FROM stock_history WHERE source = 'demo'");
    let replaced = 0;
    for (const day of days) {
      const existing = await transaction.execute({
        sql: 'SELECT 1 FROM stock_history WHERE date = ?',
        args: [day.date],
      });
      if (existing.rows.length) replaced += 1;
      await transaction.execute({
        sql: `INSERT INTO stock_history (${PRICE_COLUMNS}, source) VALUES (?, ?, ?, ?, ?, ?, ?, 'import')
          ON CONFLICT (date) DO UPDATE SET open = excluded.open, high = excluded.high, low = excluded.low,
            close = excluded.close, volume = excluded.volume, value = excluded.value, source = 'import'`,
        args: priceValues(day),
      });
    }
    await transaction.commit();
    return { added: days.length - replaced, replaced, demoRemoved: demo.rowsAffected };
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
  const result = await client.execute({ sql: 'SELECT 1 FROM stock_history WHERE date = ?', args: [date] });
  return result.rows.length > 0;
}

/** Stores a recorded day unless the day is already stored (by anyone): true when it was written. */
export async function recordPriceDay(day: PriceDay): Promise<boolean> {
  const client = await getDatabase();
  const result = await client.execute({
    sql: `INSERT INTO stock_history (${PRICE_COLUMNS}, source) VALUES (?, ?, ?, ?, ?, ?, ?, 'recorder') ON CONFLICT (date) DO NOTHING`,
    args: priceValues(day),
  });
  return result.rowsAffected === 1;
}

/** How many days each source holds (the import command's report, tests). */
export async function priceDayCounts(): Promise<Record<PriceSource, number>> {
  const client = await getDatabase();
  const result = await client.execute('SELECT source, COUNT(*) AS n FROM stock_history GROUP BY source');
  const counts: Record<PriceSource, number> = { demo: 0, import: 0, recorder: 0 };
  for (const row of result.rows) counts[String(row.source) as PriceSource] = Number(row.n);
  return counts;
}
