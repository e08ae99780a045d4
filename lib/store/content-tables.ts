import type { BackendCall } from '@/lib/contract';

/**
 * A list call's table in the embedded backend, as its migration creates it. Read off the call's
 * entry (lib/contract/calls.ts), so one description drives both the seed upsert and the list query.
 */
export interface ContentTable {
  table: string;
  /** Rows carry a lang column ('th' | 'en') when the call sends lang. */
  bilingual: boolean;
  /** Columns that identify a row for the seed upsert (lang is added for bilingual tables). */
  key: readonly string[];
  /** Entity columns in reply order, the backend's field names: the fields of the call's check. */
  columns: readonly string[];
  /** Storage-only columns: stable ids for entities that have none in the contract. */
  storageColumns: readonly string[];
  orderBy: string;
}

export function contentTable(call: BackendCall): ContentTable {
  const key = call.table.key ?? ['seed_id'];
  const columns = call.check.fields;
  return {
    table: call.table.name,
    bilingual: call.lang,
    key,
    columns,
    storageColumns: key.filter((column) => !columns.includes(column)),
    orderBy: call.table.orderBy,
  };
}

/**
 * A column's name in SQL: quoted when it has capitals (imageUrl), which PostgreSQL would otherwise fold
 * to lower case, so that rows come back keyed by the contract's field name on both engines.
 */
export function sqlName(column: string): string {
  return /[A-Z]/.test(column) ? `"${column}"` : column;
}
