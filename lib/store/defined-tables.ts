import { BACKEND_CALLS, type CallKey } from '@/lib/contract';
import { LIST_DEFINITION_LIST, type FieldKind, type ListDefinition } from '@/lib/list-defs';
import { contentTable } from './content-tables';
import { engineOf, type Client, type EngineName, type InStatement } from './engine';
import type { Migration } from './migrations';

/** The SQL column of each kind of field: a field the item may leave out may be NULL. */
const COLUMN_TYPES: { readonly [K in FieldKind]: string } = {
  text: 'TEXT NOT NULL',
  integer: 'INTEGER NOT NULL',
  quarter: 'INTEGER NOT NULL CHECK (quarter BETWEEN 1 AND 4)',
  isoDate: 'TEXT NOT NULL',
  link: 'TEXT NOT NULL',
  optionalLink: 'TEXT',
  publishedAt: 'TEXT',
};

/**
 * The CREATE TABLE of a defined list's call (lib/list-defs): a column per field, in the definition's
 * order, the storage ids its key adds (seed_id), and lang where the call sends it.
 */
export function definedTableStatement(definition: ListDefinition, engine: EngineName = 'sqlite'): string {
  const spec = contentTable(BACKEND_CALLS[definition.call.key as CallKey]);
  const columns = [
    ...spec.storageColumns.map((column) => `${column} TEXT NOT NULL`),
    ...Object.entries(definition.fields).map(([field, kind]) => `${field} ${COLUMN_TYPES[kind]}`),
    ...(spec.bilingual ? [`lang TEXT NOT NULL CHECK (lang IN ('th', 'en'))`] : []),
  ];
  const key = spec.bilingual ? [...spec.key, 'lang'] : spec.key;
  const statement = `CREATE TABLE ${spec.table} (${columns.join(', ')}, PRIMARY KEY (${key.join(', ')}))`;
  // SQLite's INTEGER holds 64 bits, as PostgreSQL's BIGINT.
  return engine === 'postgres' ? statement.replace(/\bINTEGER\b/g, 'BIGINT') : statement;
}

const TABLE_EXISTS: { readonly [E in EngineName]: string } = {
  sqlite: `SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`,
  postgres: 'SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?',
};

async function hasTable(client: Client, table: string): Promise<boolean> {
  const result = await client.execute({ sql: TABLE_EXISTS[engineOf(client)], args: [table] });
  return result.rows.length > 0;
}

/**
 * Creates the table of each defined list that has none, after the migrations, with its first seed in
 * the same transaction (docs/architecture.md, Adding a list): a new list needs no migration. The
 * tables of the lists that were there before their definitions are their migrations'; a later change
 * of a defined table's columns is a migration too. Returns the tables it created.
 */
export async function createDefinedTables(
  client: Client,
  seed: (migration: Migration) => InStatement[],
): Promise<string[]> {
  const created: string[] = [];
  for (const definition of LIST_DEFINITION_LIST) {
    const table = definition.call.table.name;
    if (await hasTable(client, table)) continue;
    const step = {
      version: Number.MAX_SAFE_INTEGER,
      name: `list definition: ${definition.page}`,
      statements: [definedTableStatement(definition, engineOf(client))],
      createsContent: true as const,
    };
    try {
      await client.batch([...step.statements, ...seed(step)], 'write');
      created.push(table);
    } catch (error) {
      // Another process may have created it between our check and our write.
      if (!(await hasTable(client, table))) throw error;
    }
  }
  return created;
}
