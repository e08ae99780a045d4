import type { Client, Row } from '@libsql/client';
import { getDatabase } from './db';

/**
 * The embedded store of the IR team's accounts (docs/accounts.md): the audit log, enrolment links and
 * the sign-in failure counts. The accounts, sessions and second factors themselves are kept by the
 * authentication framework in the auth_* tables (lib/accounts/auth.ts).
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
  /** The previous entry's hash (a fixed genesis value before the first). */
  prevHash: string;
  hash: string;
}

export type AuditLink = Pick<AuditEntry, 'seq' | 'hash'>;

// Appends within this process wait for each other; BEGIN IMMEDIATE serialises them with other processes.
let appendQueue: Promise<unknown> = Promise.resolve();

/**
 * Appends the entry `build` makes from the newest one, in a write transaction: the newest entry is read
 * and the new one written under SQLite's write lock, so writers in several processes cannot fork the chain.
 */
export function appendAuditEntry(build: (previous: AuditLink | undefined) => AuditEntry): Promise<AuditEntry> {
  const run = appendQueue.then(async () => {
    const client = await getDatabase();
    return appendWithClient(client, build);
  });
  appendQueue = run.catch(() => undefined);
  return run;
}

async function appendWithClient(client: Client, build: (previous: AuditLink | undefined) => AuditEntry): Promise<AuditEntry> {
  // The connection the transaction takes over: wait on another process's lock instead of failing.
  await client.execute('PRAGMA busy_timeout = 5000');
  const transaction = await client.transaction('write');
  try {
    const last = await transaction.execute('SELECT seq, hash FROM audit_log ORDER BY seq DESC LIMIT 1');
    const previous = last.rows[0] ? { seq: Number(last.rows[0].seq), hash: String(last.rows[0].hash) } : undefined;
    const entry = build(previous);
    await transaction.execute({
      sql: 'INSERT INTO audit_log (seq, at, actor, action, object, client, detail, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      args: [entry.seq, entry.at, entry.actor, entry.action, entry.object, entry.client, entry.detail, entry.prevHash, entry.hash],
    });
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
    prevHash: String(row.prev_hash),
    hash: String(row.hash),
  };
}

/** Every entry in chain order, read in pages so a long log never sits in memory at once. */
export async function* auditEntriesInOrder(pageSize = 1000): AsyncGenerator<AuditEntry> {
  const client = await getDatabase();
  let after = 0;
  for (;;) {
    const result = await client.execute({ sql: 'SELECT * FROM audit_log WHERE seq > ? ORDER BY seq LIMIT ?', args: [after, pageSize] });
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
  return { actors: actors.rows.map((row) => String(row.actor)), actions: actions.rows.map((row) => String(row.action)) };
}

export interface StoredEnrolment {
  userId: string;
  expiresAt: string;
  usedAt: string | null;
}

/** Stores an enrolment link's token hash; any earlier unused link of the account stops working. */
export async function storeEnrolment({ tokenHash, userId, now, expiresAt }: { tokenHash: string; userId: string; now: Date; expiresAt: Date }): Promise<void> {
  const client = await getDatabase();
  await client.batch(
    [
      { sql: 'UPDATE account_enrolments SET used_at = ? WHERE user_id = ? AND used_at IS NULL', args: [now.toISOString(), userId] },
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
  const result = await client.execute({ sql: 'SELECT user_id, expires_at, used_at FROM account_enrolments WHERE token_hash = ?', args: [tokenHash] });
  const row = result.rows[0];
  if (!row) return null;
  return { userId: String(row.user_id), expiresAt: String(row.expires_at), usedAt: row.used_at === null ? null : String(row.used_at) };
}

/** Marks a link used; false when it was used (or replaced) meanwhile, so a link completes one enrolment only. */
export async function consumeEnrolment(tokenHash: string, now: Date): Promise<boolean> {
  const client = await getDatabase();
  const result = await client.execute({
    sql: 'UPDATE account_enrolments SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    args: [now.toISOString(), tokenHash, now.toISOString()],
  });
  return result.rowsAffected === 1;
}

/** Ends every unused enrolment link of an account. */
export async function cancelEnrolments(userId: string, now: Date): Promise<void> {
  const client = await getDatabase();
  await client.execute({ sql: 'UPDATE account_enrolments SET used_at = ? WHERE user_id = ? AND used_at IS NULL', args: [now.toISOString(), userId] });
}

/** The time an account's lock ends, when it is locked at `now`. */
export async function lockedUntil(email: string, now: Date): Promise<Date | null> {
  const client = await getDatabase();
  const result = await client.execute({ sql: 'SELECT until FROM sign_in_locks WHERE email = ? AND until > ?', args: [email, now.toISOString()] });
  return result.rows[0] ? new Date(String(result.rows[0].until)) : null;
}

/**
 * Counts one failed sign-in and returns the failures of the account since `since` (this one included),
 * in one transaction; failures older than `prunedBefore` are forgotten on the way.
 */
export async function recordSignInFailure(email: string, now: Date, since: Date, prunedBefore: Date): Promise<number> {
  const client = await getDatabase();
  const [, , count] = await client.batch(
    [
      { sql: 'DELETE FROM sign_in_failures WHERE at < ?', args: [prunedBefore.toISOString()] },
      { sql: 'INSERT INTO sign_in_failures (email, at) VALUES (?, ?)', args: [email, now.toISOString()] },
      { sql: 'SELECT COUNT(*) AS n FROM sign_in_failures WHERE email = ? AND at > ?', args: [email, since.toISOString()] },
    ],
    'write',
  );
  return Number(count.rows[0].n);
}

/** Locks an account until `until`, and starts its failure count afresh. */
export async function lockSignIn(email: string, until: Date): Promise<void> {
  const client = await getDatabase();
  await client.batch(
    [
      { sql: 'INSERT INTO sign_in_locks (email, until) VALUES (?, ?) ON CONFLICT (email) DO UPDATE SET until = excluded.until', args: [email, until.toISOString()] },
      { sql: 'DELETE FROM sign_in_failures WHERE email = ?', args: [email] },
    ],
    'write',
  );
}

/** After a good sign-in the account's earlier failures no longer count. */
export async function clearSignInFailures(email: string): Promise<void> {
  const client = await getDatabase();
  await client.execute({ sql: 'DELETE FROM sign_in_failures WHERE email = ?', args: [email] });
}

export interface StoredAccount {
  id: string;
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  enrolled: boolean;
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
    createdAt: String(row.createdAt),
  };
}

export async function listAccounts(): Promise<StoredAccount[]> {
  const client = await getDatabase();
  const result = await client.execute('SELECT id, email, name, role, banned, twoFactorEnabled, createdAt FROM auth_users ORDER BY email');
  return result.rows.map(accountOf);
}

export async function findAccount(by: { email: string } | { id: string }): Promise<StoredAccount | null> {
  const client = await getDatabase();
  const [column, value] = 'email' in by ? ['email', by.email] : ['id', by.id];
  const result = await client.execute({ sql: `SELECT id, email, name, role, banned, twoFactorEnabled, createdAt FROM auth_users WHERE ${column} = ?`, args: [value] });
  return result.rows[0] ? accountOf(result.rows[0]) : null;
}
