import { engineOf, type Client, type InStatement, type Row } from './engine';
import { getDatabase } from './db';

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

/** The fields of an entry in the order of the audit_log columns of auditEntryInsert. */
const AUDIT_LOG_FIELDS = [
  'seq',
  'at',
  'actor',
  'action',
  'object',
  'client',
  'detail',
  'scheme',
  'prevHash',
  'hash',
] as const satisfies readonly (keyof AuditEntry)[];

/** The statement that stores an entry as it is, its number and links included. */
export function auditEntryInsert(entry: AuditEntry): InStatement {
  return {
    sql: 'INSERT INTO audit_log (seq, at, actor, action, object, client, detail, scheme, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    args: AUDIT_LOG_FIELDS.map((field) => entry[field]),
  };
}

/** appendAuditEntry on a client of its own, without this process's queue (as another process appends; tests). */
export async function appendAuditEntryOn(
  client: Client,
  build: (previous: AuditLink | undefined) => AuditEntry,
): Promise<AuditEntry> {
  const postgres = engineOf(client) === 'postgres';
  // The connection the transaction takes over: wait on another process's lock instead of failing.
  if (!postgres) await client.execute('PRAGMA busy_timeout = 5000');
  const transaction = await client.transaction('write');
  try {
    // EXCLUSIVE: one appender at a time, plain reads of the log go on.
    if (postgres) await transaction.execute('LOCK TABLE audit_log IN EXCLUSIVE MODE');
    const last = await transaction.execute('SELECT seq, hash FROM audit_log ORDER BY seq DESC LIMIT 1');
    const previous = last.rows[0] ? { seq: Number(last.rows[0].seq), hash: String(last.rows[0].hash) } : undefined;
    const entry = build(previous);
    await transaction.execute(auditEntryInsert(entry));
    await transaction.commit();
    return entry;
  } catch (error) {
    await transaction.rollback().catch(() => undefined);
    throw error;
  } finally {
    transaction.close();
  }
}

function auditEntryOf(row: Row): AuditEntry {
  return {
    seq: Number(row.seq),
    at: String(row.at),
    actor: String(row.actor),
    action: String(row.action),
    object: String(row.object),
    client: String(row.client),
    detail: String(row.detail),
    scheme: String(row.scheme),
    prevHash: String(row.prev_hash),
    hash: String(row.hash),
  };
}

/** The newest entry's number, hash and scheme; null for an empty log. */
export async function auditHead(): Promise<Pick<AuditEntry, 'seq' | 'hash' | 'scheme'> | null> {
  const client = await getDatabase();
  const result = await client.execute('SELECT seq, hash, scheme FROM audit_log ORDER BY seq DESC LIMIT 1');
  const row = result.rows[0];
  return row ? { seq: Number(row.seq), hash: String(row.hash), scheme: String(row.scheme) } : null;
}

/** Every entry in chain order, read in pages so a long log never sits in memory at once. */
export async function* auditEntriesInOrder(pageSize = 1000): AsyncGenerator<AuditEntry> {
  const client = await getDatabase();
  let after = 0;
  for (;;) {
    const result = await client.execute({
      sql: 'SELECT * FROM audit_log WHERE seq > ? ORDER BY seq LIMIT ?',
      args: [after, pageSize],
    });
    for (const row of result.rows) yield auditEntryOf(row);
    if (result.rows.length < pageSize) return;
    after = Number(result.rows[result.rows.length - 1].seq);
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
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (actor) {
    where.push('actor = ?');
    args.push(actor);
  }
  if (action) {
    where.push('action = ?');
    args.push(action);
  }
  const result = await client.execute({
    sql: `SELECT * FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY seq DESC LIMIT ?`,
    args: [...args, limit],
  });
  return result.rows.map(auditEntryOf);
}

/** The people and actions that occur in the log, for the filters. */
export async function auditFacets(): Promise<{ actors: string[]; actions: string[] }> {
  const client = await getDatabase();
  const actors = await client.execute("SELECT DISTINCT actor FROM audit_log WHERE actor <> '' ORDER BY actor");
  const actions = await client.execute('SELECT DISTINCT action FROM audit_log ORDER BY action');
  return {
    actors: actors.rows.map((row) => String(row.actor)),
    actions: actions.rows.map((row) => String(row.action)),
  };
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
      {
        sql: 'UPDATE account_enrolments SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
        args: [now.toISOString(), userId],
      },
      {
        sql: 'INSERT INTO account_enrolments (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
        args: [tokenHash, userId, now.toISOString(), expiresAt.toISOString()],
      },
    ],
    'write',
  );
}

export async function findEnrolment(tokenHash: string): Promise<StoredEnrolment | null> {
  const client = await getDatabase();
  const result = await client.execute({
    sql: 'SELECT user_id, expires_at, used_at, claim_hash FROM account_enrolments WHERE token_hash = ?',
    args: [tokenHash],
  });
  const row = result.rows[0];
  if (!row) return null;
  const orNull = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    userId: String(row.user_id),
    expiresAt: String(row.expires_at),
    usedAt: orNull(row.used_at),
    claimHash: orNull(row.claim_hash),
  };
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
  const result = await client.execute({
    sql: `UPDATE account_enrolments SET claim_hash = ?, claimed_at = ?
      WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? AND (claim_hash IS NULL OR claim_hash = ?)`,
    args: [claimHash, now.toISOString(), tokenHash, now.toISOString(), previous ?? ''],
  });
  return result.rowsAffected === 1;
}

/**
 * Marks a link used by the browser that claimed it; false when it was used (or replaced) meanwhile, or
 * claimed by another, so a link completes one enrolment only.
 */
export async function consumeEnrolment(tokenHash: string, claimHash: string, now: Date): Promise<boolean> {
  const client = await getDatabase();
  const result = await client.execute({
    sql: 'UPDATE account_enrolments SET used_at = ? WHERE token_hash = ? AND claim_hash = ? AND used_at IS NULL AND expires_at > ?',
    args: [now.toISOString(), tokenHash, claimHash, now.toISOString()],
  });
  return result.rowsAffected === 1;
}

/** Ends every unused enrolment link of an account. */
export async function cancelEnrolments(userId: string, now: Date): Promise<void> {
  const client = await getDatabase();
  await client.execute({
    sql: 'UPDATE account_enrolments SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
    args: [now.toISOString(), userId],
  });
}

/**
 * Counts one failed sign-in of an account from a client, in one transaction with forgetting failures
 * older than `prunedBefore`.
 */
export async function recordSignInFailure(email: string, client: string, now: Date, prunedBefore: Date): Promise<void> {
  const database = await getDatabase();
  await database.batch(
    [
      { sql: 'DELETE FROM sign_in_failures WHERE at < ?', args: [prunedBefore.toISOString()] },
      {
        sql: 'INSERT INTO sign_in_failures (email, client, at) VALUES (?, ?, ?)',
        args: [email, client, now.toISOString()],
      },
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
  const result = await database.execute({
    sql: `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN client = ? THEN 1 ELSE 0 END), 0) AS mine, MAX(CASE WHEN client = ? THEN at END) AS last
          FROM sign_in_failures WHERE email = ? AND at > ?`,
    args: [client, client, email, since.toISOString()],
  });
  const row = result.rows[0];
  return {
    fromClient: Number(row.mine),
    lastFromClient: row.last === null ? null : new Date(String(row.last)),
    all: Number(row.n),
  };
}

/** After a good sign-in the account's failures from that client no longer count. */
export async function clearSignInFailures(email: string, client: string): Promise<void> {
  const database = await getDatabase();
  await database.execute({ sql: 'DELETE FROM sign_in_failures WHERE email = ? AND client = ?', args: [email, client] });
}

/** Locks an account's sign-in until an admin unlocks it; false when it was locked already. */
export async function lockAccountSignIn(email: string, now: Date): Promise<boolean> {
  const database = await getDatabase();
  const result = await database.execute({
    sql: 'INSERT INTO sign_in_account_locks (email, locked_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING',
    args: [email, now.toISOString()],
  });
  return result.rowsAffected === 1;
}

export async function accountSignInLocked(email: string): Promise<boolean> {
  const database = await getDatabase();
  const result = await database.execute({ sql: 'SELECT 1 FROM sign_in_account_locks WHERE email = ?', args: [email] });
  return result.rows.length > 0;
}

/** Ends an account's lock and forgets all its failures, from every client; whether it was locked. */
export async function unlockAccountSignIn(email: string): Promise<boolean> {
  const database = await getDatabase();
  const [unlocked] = await database.batch(
    [
      { sql: 'DELETE FROM sign_in_account_locks WHERE email = ?', args: [email] },
      { sql: 'DELETE FROM sign_in_failures WHERE email = ?', args: [email] },
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
  const result = await database.execute({
    sql: `INSERT INTO totp_used_steps (user_id, step) VALUES (?, ?)
          ON CONFLICT (user_id) DO UPDATE SET step = excluded.step WHERE excluded.step > totp_used_steps.step`,
    args: [userId, step],
  });
  return result.rowsAffected === 1;
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

function accountOf(row: Row): StoredAccount {
  return {
    id: String(row.id),
    email: String(row.email),
    name: String(row.name),
    role: String(row.role ?? ''),
    disabled: Number(row.banned ?? 0) === 1,
    enrolled: Number(row.twoFactorEnabled ?? 0) === 1,
    locked: Number(row.locked ?? 0) === 1,
    createdAt: isoText(row.createdAt),
  };
}

/** A framework time as SQLite keeps it (ISO 8601 text): PostgreSQL's timestamptz reads as a Date. */
function isoText(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

// The framework's camel-case columns quoted: PostgreSQL folds a bare name to lower case.
const ACCOUNT_SELECT = `SELECT u.id, u.email, u.name, u.role, u.banned, u."twoFactorEnabled", u."createdAt", l.email IS NOT NULL AS locked
  FROM auth_users u LEFT JOIN sign_in_account_locks l ON l.email = u.email`;

export async function listAccounts(): Promise<StoredAccount[]> {
  const client = await getDatabase();
  const result = await client.execute(`${ACCOUNT_SELECT} ORDER BY u.email`);
  return result.rows.map(accountOf);
}

export async function findAccount(by: { email: string } | { id: string }): Promise<StoredAccount | null> {
  const client = await getDatabase();
  const [column, value] = 'email' in by ? ['email', by.email] : ['id', by.id];
  const result = await client.execute({ sql: `${ACCOUNT_SELECT} WHERE u.${column} = ?`, args: [value] });
  return result.rows[0] ? accountOf(result.rows[0]) : null;
}
