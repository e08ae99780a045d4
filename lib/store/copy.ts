import { existsSync } from 'node:fs';
import { connectStore, getDatabase, migrate, type StoreLocation } from './db';
import { engineOf, type Client, type InValue, type Transaction } from './engine';
import { seedStatements } from './seed';

/**
 * Copies a store's rows into another on either engine (docs/operations.md, Moving a store between
 * engines): the way from one machine's SQLite file to PostgreSQL, and back (`npm run db:copy`), and the
 * way a backup is taken from PostgreSQL and restored onto it (docs/backups.md, On PostgreSQL). A new
 * target is migrated to the same version as the source; its rows are replaced by the source's table by
 * table, and the copy is checked by counting.
 *
 * - The source is read in one transaction (a snapshot on both engines), so the site may run meanwhile;
 *   what it writes after the snapshot is not in the copy.
 * - The site search's index (the `search_` tables) is not copied: each engine keeps its own kind of
 *   index, and the search job builds it on the new store from the lists.
 * - Tables are filled parents first (foreign keys), in one transaction: all or nothing.
 * - PostgreSQL's identity columns continue after the highest id copied.
 */

/** What a copy did: the rows of each table copied, and the tables left out. */
export interface CopyReport {
  tables: { name: string; rows: number }[];
  /** The search index's tables, and any table only one of the stores has. */
  skipped: string[];
}

/** Tables of the site search's index: derived from the lists, rebuilt by the search job. */
const DERIVED_PREFIX = 'search_';
/** A statement's arguments stay under both engines' limits (SQLite 32,766; PostgreSQL 65,535). */
const MOST_ARGUMENTS = 30_000;

type Reader = Pick<Client, 'execute'>;

function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function column(on: Reader, sql: string, args: InValue[] = []): Promise<string[]> {
  const result = await on.execute({ sql, args });
  return result.rows.map((row) => String(row[result.columns[0]]));
}

/** The store's own tables: neither the migrations' record, nor SQLite's, nor a virtual table's parts. */
export async function storeTables(on: Reader & { engine?: Client['engine'] }): Promise<string[]> {
  if (engineOf(on) === 'postgres') {
    return column(
      on,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
    );
  }
  const virtual = await column(
    on,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL%'",
  );
  const all = await column(
    on,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
  );
  return all.filter((name) => !virtual.some((table) => name === table || name.startsWith(`${table}_`)));
}

async function columnsOf(on: Reader & { engine?: Client['engine'] }, table: string): Promise<string[]> {
  return engineOf(on) === 'postgres'
    ? column(
        on,
        'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position',
        [table],
      )
    : column(on, 'SELECT name FROM pragma_table_info(?) ORDER BY cid', [table]);
}

/** Each table's parents: the tables its foreign keys name. */
async function parentsOf(on: Reader & { engine?: Client['engine'] }, tables: string[]): Promise<Map<string, string[]>> {
  const parents = new Map<string, string[]>(tables.map((table) => [table, []]));
  if (engineOf(on) === 'postgres') {
    const result = await on.execute(
      `SELECT DISTINCT child.relname AS child, parent.relname AS parent FROM pg_constraint c
         JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
         WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`,
    );
    for (const row of result.rows) parents.get(String(row.child))?.push(String(row.parent));
  } else {
    for (const table of tables)
      parents
        .get(table)!
        .push(...(await column(on, 'SELECT DISTINCT "table" FROM pragma_foreign_key_list(?)', [table])));
  }
  return parents;
}

/** The tables with every table's parents before it. */
function parentsFirst(tables: string[], parents: Map<string, string[]>): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) if (parent !== table && tables.includes(parent)) visit(parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function version(on: Reader): Promise<number> {
  const result = await on.execute('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations');
  return Number(result.rows[0].version);
}

async function count(on: Reader, table: string): Promise<number> {
  const result = await on.execute(`SELECT COUNT(*) AS n FROM ${quoted(table)}`);
  return Number(result.rows[0].n);
}

/** The target, refused unless it is new: an SQLite file that does not exist, or a database with no table. */
async function openEmptyTarget(target: StoreLocation): Promise<Client> {
  if (target.engine === 'sqlite' && existsSync(target.location))
    throw new Error(`${target.location} exists: the copy goes into a new file`);
  const client = await connectStore(target);
  try {
    if ((await storeTables(client)).length > 0)
      throw new Error('the target database has tables: the copy goes into an empty database');
    await migrate(client, seedStatements);
    return client;
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** A snapshot of the source: one read transaction (on PostgreSQL, repeatable read). */
async function snapshot(source: Client): Promise<Transaction> {
  const reading = await source.transaction('read');
  if (engineOf(source) === 'postgres')
    await reading.execute('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  return reading;
}

async function copyTable(from: Transaction, to: Transaction, table: string, columns: string[]): Promise<number> {
  const names = columns.map(quoted).join(', ');
  const result = await from.execute(`SELECT ${names} FROM ${quoted(table)}`);
  const perStatement = Math.max(1, Math.floor(MOST_ARGUMENTS / columns.length));
  const row = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < result.rows.length; start += perStatement) {
    const rows = result.rows.slice(start, start + perStatement);
    await to.execute({
      sql: `INSERT INTO ${quoted(table)} (${names}) VALUES ${rows.map(() => row).join(', ')}`,
      args: rows.flatMap((values) => columns.map((name) => values[name] as InValue)),
    });
  }
  return result.rows.length;
}

/** PostgreSQL's identity columns continue after the highest id the copy wrote. */
async function continueIdentities(to: Transaction, tables: string[]): Promise<void> {
  const result = await to.execute(
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'",
  );
  for (const row of result.rows) {
    const [table, name] = [String(row.table_name), String(row.column_name)];
    if (!tables.includes(table)) continue;
    await to.execute({
      sql: `SELECT setval(pg_get_serial_sequence(?, ?), COALESCE(MAX(${quoted(name)}), 0) + 1, false) FROM ${quoted(table)}`,
      args: [quoted(table), name],
    });
  }
}

/** Copies the site's store into the new store at `target`; throws, leaving the target without the copy, on any failure. */
export async function copyStoreTo(target: StoreLocation): Promise<CopyReport> {
  return copyStoreInto(await getDatabase(), target);
}

/** Copies `source` into the new store at `target` (refused unless new), which is closed after. */
export async function copyStoreInto(source: Client, target: StoreLocation): Promise<CopyReport> {
  const destination = await openEmptyTarget(target);
  try {
    return await copyStore(source, destination);
  } finally {
    await destination.close();
  }
}

/**
 * Replaces every row of `target` with `source`'s, both migrated to the same version, in one transaction
 * of the target. On PostgreSQL the target's search index is emptied too, for the search job to build
 * from the copied lists (a restore onto PostgreSQL, docs/backups.md).
 */
export async function copyStore(source: Client, target: Client): Promise<CopyReport> {
  const [from, to] = [await snapshot(source), await target.transaction('write')];
  try {
    const [sourceVersion, targetVersion] = [await version(from), await version(to)];
    if (sourceVersion !== targetVersion)
      throw new Error(`the stores are at different migrations: ${sourceVersion} and ${targetVersion}`);
    const [sourceTables, targetTables] = [await storeTables(from), await storeTables(to)];
    const shared = targetTables.filter(
      (table) => sourceTables.includes(table) && table !== 'schema_migrations' && !table.startsWith(DERIVED_PREFIX),
    );
    const skipped = [...new Set([...sourceTables, ...targetTables])]
      .filter((table) => table !== 'schema_migrations' && !shared.includes(table))
      .sort();
    const order = parentsFirst(shared, await parentsOf(to, shared));
    const columns = new Map<string, string[]>();
    for (const table of order) {
      const [ours, theirs] = [await columnsOf(from, table), await columnsOf(to, table)];
      if ([...ours].sort().join() !== [...theirs].sort().join())
        throw new Error(`${table} has other columns in the target: ${ours.join(', ')} / ${theirs.join(', ')}`);
      columns.set(table, ours);
    }
    // The target's rows go, children first; then every table is filled, parents first.
    const derived = engineOf(target) === 'postgres' ? targetTables.filter((t) => t.startsWith(DERIVED_PREFIX)) : [];
    const emptied = parentsFirst([...order, ...derived], await parentsOf(to, [...order, ...derived]));
    for (const table of emptied.reverse()) await to.execute(`DELETE FROM ${quoted(table)}`);
    const tables: CopyReport['tables'] = [];
    for (const table of order)
      tables.push({ name: table, rows: await copyTable(from, to, table, columns.get(table)!) });
    if (engineOf(target) === 'postgres') await continueIdentities(to, order);
    for (const { name, rows } of tables) {
      const copied = await count(to, name);
      if (copied !== rows) throw new Error(`${name}: ${rows} rows read, ${copied} in the target`);
    }
    await to.commit();
    return { tables: tables.sort((a, b) => a.name.localeCompare(b.name)), skipped };
  } finally {
    to.close();
    from.close();
  }
}
