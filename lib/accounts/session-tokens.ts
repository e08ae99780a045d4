import { createHash } from 'node:crypto';
import type { DBAdapter, DBTransactionAdapter, Where } from 'better-auth';

/**
 * Sessions are stored by the SHA-256 of their token, never the token itself (docs/accounts.md,
 * Sign-in and sessions): a copy of the store (a backup, a stolen file) holds no cookie that signs
 * anyone in. The framework keeps the raw token in the cookie and asks its database adapter by it;
 * this wraps the adapter so that a session's token is hashed on the way in (a new session, any
 * lookup, update or deletion by token), and the caller's raw token is handed back on the way out.
 */

export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const isSession = (model: string) => model === 'session' || model === 'auth_sessions';

type Row = Record<string, unknown>;

/** The where clauses with every token value hashed, and the raw tokens by their hash. */
function hashTokens(where: readonly Where[] | undefined): { where: Where[] | undefined; raw: Map<string, string> } {
  const raw = new Map<string, string>();
  const hash = (value: unknown) => {
    const token = String(value);
    const hashed = sessionTokenHash(token);
    raw.set(hashed, token);
    return hashed;
  };
  const hashed = where?.map((clause) =>
    clause.field !== 'token' || clause.value === null
      ? clause
      : { ...clause, value: Array.isArray(clause.value) ? clause.value.map(hash) : hash(clause.value) },
  );
  return { where: hashed, raw };
}

/** A row (or rows) with its stored token hash replaced by the raw token the caller asked with. */
function restore<T>(result: T, raw: Map<string, string>): T {
  if (Array.isArray(result)) return result.map((row) => restore(row, raw)) as T;
  if (!result || typeof result !== 'object') return result;
  const row = result as Row;
  return typeof row.token === 'string' && raw.has(row.token) ? ({ ...row, token: raw.get(row.token) } as T) : result;
}

type Adapter = DBAdapter | DBTransactionAdapter;
type WhereMethod =
  'findOne' | 'findMany' | 'count' | 'update' | 'updateMany' | 'delete' | 'deleteMany' | 'consumeOne' | 'incrementOne';
const WHERE_METHODS: readonly WhereMethod[] = [
  'findOne',
  'findMany',
  'count',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  'consumeOne',
  'incrementOne',
];

export function withHashedSessionTokens<A extends Adapter>(adapter: A): A {
  const wrapped: Row = { ...adapter };
  for (const method of WHERE_METHODS) {
    const inner = adapter[method] as unknown as (data: { model: string; where?: Where[] }) => Promise<unknown>;
    if (typeof inner !== 'function') continue;
    wrapped[method] = async (data: { model: string; where?: Where[]; update?: Row }) => {
      if (!isSession(data.model)) return inner.call(adapter, data);
      const { where, raw } = hashTokens(data.where);
      const update =
        typeof data.update?.token === 'string'
          ? { update: { ...data.update, token: sessionTokenHash(data.update.token) } }
          : {};
      return restore(await inner.call(adapter, { ...data, where, ...update }), raw);
    };
  }
  wrapped.create = async (data: { model: string; data: Row }) => {
    const token = data.data.token;
    if (!isSession(data.model) || typeof token !== 'string') return adapter.create(data);
    const created = await adapter.create<Row>({ ...data, data: { ...data.data, token: sessionTokenHash(token) } });
    return restore(created, new Map([[sessionTokenHash(token), token]]));
  };
  if ('transaction' in adapter && typeof adapter.transaction === 'function') {
    const transaction = adapter.transaction.bind(adapter);
    wrapped.transaction = <R>(callback: (trx: DBTransactionAdapter) => Promise<R>) =>
      transaction((trx) => callback(withHashedSessionTokens(trx)));
  }
  return wrapped as A;
}
