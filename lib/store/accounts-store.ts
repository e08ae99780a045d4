import { sql, type Compilable, type InferResult, type RawBuilder } from 'kysely';
import { engineOf, type Client, type EngineName, type InStatement } from './engine';
import { getDatabase } from './db';
import { all, first, queries, run, statement, type Executor } from './query';

/**
 * The embedded store of the IR team's accounts (docs/accounts.md): the audit log, enrolment links,
 * the sign-in failure counts and locks, and the TOTP steps used. The accounts, sessions and second
 * factors themselves are kept by the authentication framework in the auth_* tables (lib/accounts/auth.ts).
 */

/** One row of the audit log (its hash chain: lib/accounts/audit-chain.ts). */
export interface AuditEntry {
  /** Position in the chain, from 1 with no gaps. */
  seq: number;
  /** UTC, ISO 8601. */
  at: string;
  /** E-mail of the person who acted; 'cli' for the command line, '' for nobody known. */
  actor: string;
  action: string;
  /** What was acted on (an account's e-mail, a content item); '' when nothing. */
  object: string;
  /** The client address (lib/server/client-address.mjs); '' for the command line. */
  client: string;
  /** Extra facts as JSON text (a new role, a failure reason); '' when none. */
  detail: string;
  /** How `hash` is made: 'hmac-sha256' (keyed), or 'sha256' for entries written before the key (lib/accounts/audit-chain.ts). */
  scheme: string;
  /** The previous entry's hash (a fixed genesis value before the first). */
  prevHash: string;
  hash: string;
}

export type AuditLink = Pick<AuditEntry, 'seq' | 'hash'>;

// Appends within this process wait for each other; a write lock serialises them with other processes
// (SQLite's BEGIN IMMEDIATE, PostgreSQL's lock on the table).
let appendQueue: Promise<unknown> = Promise.resolve();

/**
 * Appends the entry `build` makes from the newest one, in a write transaction: the newest entry is read
 * and the new one written under the database's write lock (SQLite's; on PostgreSQL the table's, which
 * readers do not wait for), so writers in several processes or machines cannot fork the chain.
 */
export function appendAuditEntry(build: (previous: AuditLink | undefined) => AuditEntry): Promise<AuditEntry> {
  const run = appendQueue.then(async () => {
    const client = await getDatabase();
    return appendAuditEntryOn(client, build);
  });
  appendQueue = run.catch(() => undefined);
  return run;
}

/** The statement that stores an entry as it is, its number and links included (SQL for `engine`). */
export function auditEntryInsert(entry: AuditEntry, engine: EngineName = 'sqlite'): InStatement {
  return statement(
    queries({ engine }).insertInto('audit_log').values({
      seq: entry.seq,
      at: entry.at,
      actor: entry.actor,
      action: entry.action,
      object: entry.object,
      client: entry.client,
      detail: entry.detail,
      scheme: entry.scheme,
      prev_hash: entry.prevHash,
      hash: entry.hash,
    }),
  );
}

/**
 * A statement Kysely has no builder for (an engine's own command: SQLite's PRAGMA, PostgreSQL's LOCK
 * TABLE), written with its `sql` template and compiled for the engine of `on`.
 */
function command(on: Executor, text: RawBuilder<unknown>): Compilable<unknown> {
  return { compile: () => text.compile(queries(on)) };
}

/** appendAuditEntry on a client of its own, without this process's queue (as another process appends; tests). */
export async function appendAuditEntryOn(
  client: Client,
  build: (previous: AuditLink | undefined) => AuditEntry,
): Promise<AuditEntry> {
  const postgres = engineOf(client) === 'postgres';
  // The connection the transaction takes over: wait on another process's lock instead of failing.
  if (!postgres) await run(client, command(client, sql`pragma busy_timeout = 5000`));
  const transaction = await client.transaction('write');
  try {
    // EXCLUSIVE: one appender at a time, plain reads of the log go on.
    if (postgres)
      await run(transaction, command(transaction, sql`lock table ${sql.table('audit_log')} in exclusive mode`));
    const previous = await first(
      transaction,
      queries(transaction).selectFrom('audit_log').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1),
    );
    const entry = build(previous);
    await transaction.execute(auditEntryInsert(entry, engineOf(client)));
    await transaction.commit();
    return entry;
  } catch (error) {
    await transaction.rollback().catch(() => undefined);
    throw error;
  } finally {
    transaction.close();
  }
}

/** The log's rows as entries. */
function auditEntries(on: Executor) {
  return queries(on)
    .selectFrom('audit_log')
    .select(['seq', 'at', 'actor', 'action', 'object', 'client', 'detail', 'scheme', 'prev_hash as prevHash', 'hash']);
}

/** The newest entry's number, hash and scheme; null for an empty log. */
export async function auditHead(): Promise<Pick<AuditEntry, 'seq' | 'hash' | 'scheme'> | null> {
  const client = await getDatabase();
  const head = queries(client)
    .selectFrom('audit_log')
    .select(['seq', 'hash', 'scheme'])
    .orderBy('seq', 'desc')
    .limit(1);
  return (await first(client, head)) ?? null;
}

/** Every entry in chain order, read in pages so a long log never sits in memory at once. */
export async function* auditEntriesInOrder(pageSize = 1000): AsyncGenerator<AuditEntry> {
  const client = await getDatabase();
  let after = 0;
  for (;;) {
    const page = await all(client, auditEntries(client).where('seq', '>', after).orderBy('seq').limit(pageSize));
    yield* page;
    if (page.length < pageSize) return;
    after = page[page.length - 1].seq;
  }
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  limit?: number;
}

/** Entries newest first, optionally of one person and one action. */
export async function listAuditEntries({ actor, action, limit = 500 }: AuditFilter = {}): Promise<AuditEntry[]> {
  const client = await getDatabase();
  let entries = auditEntries(client);
  if (actor) entries = entries.where('actor', '=', actor);
  if (action) entries = entries.where('action', '=', action);
  return all(client, entries.orderBy('seq', 'desc').limit(limit));
}

/** The people and actions that occur in the log, for the filters. */
export async function auditFacets(): Promise<{ actors: string[]; actions: string[] }> {
  const client = await getDatabase();
  const q = queries(client);
  const actors = await all(
    client,
    q.selectFrom('audit_log').select('actor').distinct().where('actor', '<>', '').orderBy('actor'),
  );
  const actions = await all(client, q.selectFrom('audit_log').select('action').distinct().orderBy('action'));
  return { actors: actors.map((row) => row.actor), actions: actions.map((row) => row.action) };
}

export interface StoredEnrolment {
  userId: string;
  expiresAt: string;
  usedAt: string | null;
  /** SHA-256 of the enrolment cookie of the browser that took the first step; null before (lib/accounts/enrolment.ts). */
  claimHash: string | null;
}

/** Stores an enrolment link's token hash; any earlier unused link of the account stops working. */
export async function storeEnrolment({
  tokenHash,
  userId,
  now,
  expiresAt,
}: {
  tokenHash: string;
  userId: string;
  now: Date;
  expiresAt: Date;
}): Promise<void> {
  const client = await getDatabase();
  await client.batch(
    [
      statement(endUnusedEnrolments(client, userId, now)),
      statement(
        queries(client).insertInto('account_enrolments').values({
          token_hash: tokenHash,
          user_id: userId,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
        }),
      ),
    ],
    'write',
  );
}

export async function findEnrolment(tokenHash: string): Promise<StoredEnrolment | null> {
  const client = await getDatabase();
  const enrolment = queries(client)
    .selectFrom('account_enrolments')
    .select(['user_id as userId', 'expires_at as expiresAt', 'used_at as usedAt', 'claim_hash as claimHash'])
    .where('token_hash', '=', tokenHash);
  return (await first(client, enrolment)) ?? null;
}

/**
 * Binds an unused, unexpired link to one browser (the hash of its enrolment cookie): true when the link
 * was unclaimed or claimed by `previous`, false when another browser holds it, or it was used meanwhile.
 */
export async function claimEnrolment(
  tokenHash: string,
  claimHash: string,
  previous: string | null,
  now: Date,
): Promise<boolean> {
  const client = await getDatabase();
  const claimed = queries(client)
    .updateTable('account_enrolments')
    .set({ claim_hash: claimHash, claimed_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where((row) => row.or([row('claim_hash', 'is', null), row('claim_hash', '=', previous ?? '')]));
  return (await run(client, claimed)) === 1;
}

/**
 * Marks a link used by the browser that claimed it; false when it was used (or replaced) meanwhile, or
 * claimed by another, so a link completes one enrolment only.
 */
export async function consumeEnrolment(tokenHash: string, claimHash: string, now: Date): Promise<boolean> {
  const client = await getDatabase();
  const consumed = queries(client)
    .updateTable('account_enrolments')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('claim_hash', '=', claimHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString());
  return (await run(client, consumed)) === 1;
}

/** The update that ends every unused enrolment link of an account. */
function endUnusedEnrolments(on: Executor, userId: string, now: Date) {
  return queries(on)
    .updateTable('account_enrolments')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null);
}

/** Ends every unused enrolment link of an account. */
export async function cancelEnrolments(userId: string, now: Date): Promise<void> {
  const client = await getDatabase();
  await run(client, endUnusedEnrolments(client, userId, now));
}

/**
 * Counts one failed sign-in of an account from a client, in one transaction with forgetting failures
 * older than `prunedBefore`.
 */
export async function recordSignInFailure(email: string, client: string, now: Date, prunedBefore: Date): Promise<void> {
  const database = await getDatabase();
  const q = queries(database);
  await database.batch(
    [
      statement(q.deleteFrom('sign_in_failures').where('at', '<', prunedBefore.toISOString())),
      statement(q.insertInto('sign_in_failures').values({ email, client, at: now.toISOString() })),
    ],
    'write',
  );
}

export interface SignInFailureCounts {
  /** The account's failures from the client since `since`, and the newest of them. */
  fromClient: number;
  lastFromClient: Date | null;
  /** The account's failures from every client since `since`. */
  all: number;
}

export async function signInFailureCounts(email: string, client: string, since: Date): Promise<SignInFailureCounts> {
  const database = await getDatabase();
  const counts = queries(database)
    .selectFrom('sign_in_failures')
    .select((row) => [
      row.fn.countAll<number>().as('n'),
      row.fn
        .coalesce(row.fn.sum<number>(row.case().when('client', '=', client).then(1).else(0).end()), row.lit(0))
        .as('mine'),
      row.fn.max(row.case().when('client', '=', client).then(row.ref('at')).end()).as('last'),
    ])
    .where('email', '=', email)
    .where('at', '>', since.toISOString());
  // An aggregate without GROUP BY answers one row, also when no failure matches.
  const row = await first(database, counts);
  return {
    fromClient: row?.mine ?? 0,
    lastFromClient: row?.last == null ? null : new Date(row.last),
    all: row?.n ?? 0,
  };
}

/** After a good sign-in the account's failures from that client no longer count. */
export async function clearSignInFailures(email: string, client: string): Promise<void> {
  const database = await getDatabase();
  await run(
    database,
    queries(database).deleteFrom('sign_in_failures').where('email', '=', email).where('client', '=', client),
  );
}

/** Locks an account's sign-in until an admin unlocks it; false when it was locked already. */
export async function lockAccountSignIn(email: string, now: Date): Promise<boolean> {
  const database = await getDatabase();
  const locked = queries(database)
    .insertInto('sign_in_account_locks')
    .values({ email, locked_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('email').doNothing());
  return (await run(database, locked)) === 1;
}

export async function accountSignInLocked(email: string): Promise<boolean> {
  const database = await getDatabase();
  const lock = queries(database).selectFrom('sign_in_account_locks').select('email').where('email', '=', email);
  return (await first(database, lock)) !== undefined;
}

/** Ends an account's lock and forgets all its failures, from every client; whether it was locked. */
export async function unlockAccountSignIn(email: string): Promise<boolean> {
  const database = await getDatabase();
  const q = queries(database);
  const [unlocked] = await database.batch(
    [
      statement(q.deleteFrom('sign_in_account_locks').where('email', '=', email)),
      statement(q.deleteFrom('sign_in_failures').where('email', '=', email)),
    ],
    'write',
  );
  return unlocked.rowsAffected === 1;
}

/**
 * Records that an account's TOTP code of time step `step` was accepted, when `step` is newer than the
 * last one recorded: false (and nothing written) for that step again or an older one. One statement,
 * so two requests with the same code cannot both succeed.
 */
export async function claimTotpStep(userId: string, step: number): Promise<boolean> {
  const database = await getDatabase();
  const claimed = queries(database)
    .insertInto('totp_used_steps')
    .values({ user_id: userId, step })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet((row) => ({ step: row.ref('excluded.step') }))
        .whereRef('excluded.step', '>', 'totp_used_steps.step'),
    );
  return (await run(database, claimed)) === 1;
}

export interface StoredAccount {
  id: string;
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  enrolled: boolean;
  /** Sign-in locked by failures from many clients, until an admin unlocks it (lib/accounts/lockout.ts). */
  locked: boolean;
  createdAt: string;
}

/** The accounts with their sign-in locks: the framework's columns are camel case (Kysely quotes every name). */
function accountRows(on: Executor) {
  return queries(on)
    .selectFrom('auth_users as u')
    .leftJoin('sign_in_account_locks as l', 'l.email', 'u.email')
    .select((row) => [
      'u.id',
      'u.email',
      'u.name',
      'u.role',
      'u.banned',
      'u.twoFactorEnabled',
      'u.createdAt',
      row('l.email', 'is not', null).as('locked'),
    ]);
}

function accountOf(row: InferResult<ReturnType<typeof accountRows>>[number]): StoredAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role ?? '',
    disabled: Number(row.banned ?? 0) === 1,
    enrolled: Number(row.twoFactorEnabled ?? 0) === 1,
    locked: Number(row.locked) === 1,
    createdAt: isoText(row.createdAt),
  };
}

/**
 * A framework time as SQLite keeps it (ISO 8601 text): PostgreSQL's timestamptz reads as a Date, which the
 * schema (SQLite's view; docs/decisions/045-typed-queries.md) does not say.
 */
function isoText(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

export async function listAccounts(): Promise<StoredAccount[]> {
  const client = await getDatabase();
  return (await all(client, accountRows(client).orderBy('u.email'))).map(accountOf);
}

export async function findAccount(by: { email: string } | { id: string }): Promise<StoredAccount | null> {
  const client = await getDatabase();
  const accounts = accountRows(client);
  const row = await first(
    client,
    'email' in by ? accounts.where('u.email', '=', by.email) : accounts.where('u.id', '=', by.id),
  );
  return row ? accountOf(row) : null;
}
