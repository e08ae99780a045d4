import { BACKEND_CALLS, CALL_KEYS } from '@/lib/contract';
import { getDatabase } from './db';

/**
 * What `npm run db:schema` (scripts/store-schema.ts) hands kysely-codegen to write ./schema.ts from the
 * migrated embedded store (docs/decisions/045-typed-queries.md):
 * - it leaves out the list tables, which their definitions type (lib/list-defs, lib/contract), so that a
 *   new list still needs no schema change, and SQLite's full-text shadow tables, which no query names;
 * - a primary key column is never NULL, as on PostgreSQL, though SQLite lets a key that its table
 *   does not declare NOT NULL hold one: it is typed without null, and an INTEGER PRIMARY KEY, SQLite's
 *   row id, as a number the database makes.
 */
export interface SchemaSource {
  excludePattern: string;
  overrides: { columns: Record<string, string> };
}

/** The TypeScript type of a key column's SQLite type. */
const KEY_TYPES: Readonly<Record<string, string>> = { INTEGER: 'number', TEXT: 'string' };

export async function schemaSource(): Promise<SchemaSource> {
  const client = await getDatabase();
  const listTables = CALL_KEYS.map((key) => BACKEND_CALLS[key].table.name);
  const keys = await client.execute(
    `SELECT m.name AS table_name, p.name AS column_name, upper(p.type) AS type,
        (SELECT COUNT(*) FROM pragma_table_info(m.name) k WHERE k.pk > 0) AS key_columns
      FROM sqlite_master m, pragma_table_info(m.name) p
      WHERE m.type = 'table' AND p.pk > 0 AND p."notnull" = 0
      ORDER BY m.name, p.pk`,
  );
  const columns: Record<string, string> = {};
  for (const row of keys.rows) {
    const type = KEY_TYPES[String(row.type)];
    if (!type) continue;
    const rowId = row.type === 'INTEGER' && row.key_columns === 1;
    columns[`${row.table_name}.${row.column_name}`] = rowId ? `Generated<${type}>` : type;
  }
  return {
    excludePattern: `{${[...new Set(listTables)].sort().join(',')},search_index_*}`,
    overrides: { columns },
  };
}
