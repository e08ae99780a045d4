import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { settings } from '@/lib/config/settings.mjs';
import { onShutdown } from '@/lib/server/process-bridge.mjs';
import { MIGRATIONS, type Migration } from './migrations';
import { createDefinedTables } from './defined-tables';
import {
  engineOf,
  type Client,
  type EngineName,
  type InStatement,
  type ResultSet,
  type TransactionMode,
} from './engine';
import { createPostgresClient } from './postgres-engine';
import { POSTGRES_BASELINE, POSTGRES_BASELINE_VERSION } from './postgres-baseline';
import { seedStatements } from './seed';

/** Absolute path of the SQLite file: IR_DB_PATH, else data/ir.db under the working directory. */
export function databasePath(): string {
  // A runtime file, not a build input: keep the bundler from tracing the whole project for it.
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), settings().IR_DB_PATH);
}

/** Where the store is: DATABASE_URL's PostgreSQL database when set, else the SQLite file (docs/operations.md, PostgreSQL). */
export function wantedStore(): StoreLocation {
  const url = settings().DATABASE_URL;
  return url ? { engine: 'postgres', location: url } : { engine: 'sqlite', location: databasePath() };
}

/** The store as the scripts name it: the SQLite file's path, or DATABASE_URL's database (never its password). */
export function storeDescription(): string {
  return storeEngine() === 'postgres' ? 'the PostgreSQL database of DATABASE_URL' : databasePath();
}

/** The engine of the store as configured now: `sqlite` or `postgres`. */
export function storeEngine(): EngineName {
  return wantedStore().engine;
}

interface OpenDatabase {
  location: string;
  client: Client;
}

// One client per process; the promise is memoised so concurrent first calls share one initialisation.
let current: Promise<OpenDatabase> | null = null;

/** The initialised database (migrated, seeded on creation). Reopens when IR_DB_PATH or DATABASE_URL changed. */
export async function getDatabase(): Promise<Client> {
  const wanted = wantedStore();
  if (current) {
    const open = await current;
    if (open.location === wanted.location) return open.client;
    await closeDatabase();
  }
  if (!current) {
    const opening = openDatabase(wanted);
    current = opening;
    // A server shutting down closes the file (server.mjs), once its requests and jobs are done.
    opening.then(
      () => onShutdown(closeDatabase),
      () => undefined,
    );
    // A failed initialisation is not memoised: the next call tries again.
    opening.catch(() => {
      if (current === opening) current = null;
    });
  }
  return (await current).client;
}

/** Closes the process client; the next getDatabase() opens the file again (tests use this as a restart). */
export async function closeDatabase(): Promise<void> {
  const closing = current;
  current = null;
  if (!closing) return;
  const open = await closing.catch(() => null);
  await open?.client.close();
}

let openings = 0;

/** How many times this process has opened the database: a change means a (re)start. */
export function databaseOpenings(): number {
  return openings;
}

const BUSY_TIMEOUT = 'PRAGMA busy_timeout = 5000';

/**
 * A pragma holds for one connection, and libsql's client hands its connection to each transaction and
 * opens a new one for what follows: without this, every statement after the first transaction (the
 * migrations') would fail at once with SQLITE_BUSY while another process (the server, `npm run admin`)
 * writes, instead of waiting its turn.
 */
function keepBusyTimeout<C extends Client>(client: C): C {
  const begin = client.transaction.bind(client);
  client.transaction = async (mode?: TransactionMode) => {
    const transaction = await begin(mode);
    await client.execute(BUSY_TIMEOUT);
    return transaction;
  };
  return client;
}

async function openDatabase(where: StoreLocation): Promise<OpenDatabase> {
  const client = await connectStore(where);
  try {
    await migrate(client, seedStatements);
  } catch (error) {
    await client.close();
    throw error;
  }
  // The outbox compares this count to decide a fresh start (lib/mail/outbox.ts): mail accepted before a
  // restart is all tried by the mail job's next run, whose lease keeps two processes from sending it twice.
  openings += 1;
  return { location: where.location, client };
}

/** A store's engine and where it is: a PostgreSQL URL or an SQLite file's path. */
export interface StoreLocation {
  engine: EngineName;
  location: string;
}

/** A client of the store at `location`, connected and set up for this engine, not migrated. */
export async function connectStore({ engine, location }: StoreLocation): Promise<Client> {
  if (engine === 'postgres') return createPostgresClient(location);
  mkdirSync(path.dirname(location), { recursive: true });
  const client = keepBusyTimeout(createClient({ url: `file:${location}` }));
  // Several processes (build workers, scripts) may open the file: wait on locks instead of failing.
  await client.execute(BUSY_TIMEOUT);
  await client.execute('PRAGMA journal_mode = WAL');
  return client;
}

/**
 * Applies the pending migrations, each in one write transaction; a migration that creates content
 * tables also carries their first seed. Then makes the table of any defined list that has none.
 * Returns the versions it applied.
 */
export async function migrate(client: Client, seed: (migration: Migration) => InStatement[]): Promise<number[]> {
  if (engineOf(client) === 'postgres') return migratePostgres(client, seed);
  await client.execute(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    if ((await currentVersion(client)) >= migration.version) continue;
    try {
      await client.batch(
        [
          ...migration.statements,
          ...(migration.createsContent || migration.addsColumns ? seed(migration) : []),
          recordMigration(migration),
        ],
        'write',
      );
      applied.push(migration.version);
    } catch (error) {
      // Another process may have applied it between our check and our write.
      if ((await currentVersion(client)) < migration.version) throw error;
    }
  }
  // A list added by its definition alone has its table made from it (./defined-tables.ts).
  await createDefinedTables(client, seed);
  return applied;
}

/** Any number of PostgreSQL's advisory locks: this one is the store's migrations'. */
const MIGRATION_LOCK = 7_324_001;

/**
 * On PostgreSQL the migrations run in one transaction under an advisory lock, so two instances starting
 * on one database never migrate at once: the second waits, then finds nothing to do. An empty database
 * gets the baseline schema (./postgres-baseline.ts) with the seed of each migration it stands for, and
 * records those versions; each later migration runs its `postgres` statements, else its own.
 */
async function migratePostgres(client: Client, seed: (migration: Migration) => InStatement[]): Promise<number[]> {
  const transaction = await client.transaction('write');
  const inTransaction: Client = {
    engine: 'postgres',
    execute: (statement) => transaction.execute(statement),
    batch: (statements) => transaction.batch(statements),
    transaction: () => Promise.reject(new Error('already in a transaction')),
    executeMultiple: (sql) => transaction.execute(sql).then(() => undefined),
    close: () => undefined,
  };
  try {
    await transaction.execute(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await transaction.execute(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    const version = await currentVersion(inTransaction);
    const due = MIGRATIONS.filter((migration) => migration.version > version);
    const inBaseline = version === 0 ? due.filter((migration) => migration.version <= POSTGRES_BASELINE_VERSION) : [];
    if (inBaseline.length > 0) await transaction.batch([...POSTGRES_BASELINE]);
    for (const migration of due) {
      const statements = inBaseline.includes(migration) ? [] : (migration.postgres ?? migration.statements);
      await transaction.batch([
        ...statements,
        ...(migration.createsContent || migration.addsColumns ? seed(migration) : []),
        recordMigration(migration),
      ]);
    }
    await createDefinedTables(inTransaction, seed);
    await transaction.commit();
    return due.map((migration) => migration.version);
  } catch (error) {
    await transaction.rollback().catch(() => undefined);
    throw error;
  }
}

function recordMigration(migration: Migration): InStatement {
  return {
    sql: 'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
    args: [migration.version, migration.name, new Date().toISOString()],
  };
}

async function currentVersion(client: Client): Promise<number> {
  const result = await client.execute('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations');
  return Number(result.rows[0]?.version ?? 0);
}

/** Rows as plain objects keyed by column name. */
export function plainRows(result: ResultSet): Record<string, unknown>[] {
  return result.rows.map((row) => Object.fromEntries(result.columns.map((column) => [column, row[column]])));
}

/** Runs statements in one write transaction. */
export async function inTransaction(statements: InStatement[]): Promise<ResultSet[]> {
  const client = await getDatabase();
  return client.batch(statements, 'write');
}

/** The store's engine once it opens and answers a query (GET /api/health); throws when it does not. */
export async function storeHealth(): Promise<EngineName> {
  const client = await getDatabase();
  await client.execute('SELECT 1');
  return engineOf(client);
}

/** Opens the store (migrated, seeded on creation) without reading it: a script's first step. */
export async function openStore(): Promise<void> {
  await getDatabase();
}

/** Reseeds the process's store from data/seed (upsert by id: twice changes nothing), in one write transaction. */
export async function seedStore(): Promise<void> {
  await (await getDatabase()).batch(seedStatements(), 'write');
}
