import type { Client } from '@libsql/client';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import { getDatabase } from './db';

/**
 * The authentication framework's database (lib/accounts/auth.ts, docs/decisions/020-auth-framework.md):
 * a Kysely dialect on the store's own client, so that accounts and sessions live in the same file.
 * One per opening of the store: a new dialect means the store was reopened, and the framework is made again.
 */
const dialects = new WeakMap<Client, LibsqlDialect>();

/** The dialect of the store as it is open now. */
export async function authDialect(): Promise<LibsqlDialect> {
  const client = await getDatabase();
  let dialect = dialects.get(client);
  if (!dialect) dialects.set(client, (dialect = new LibsqlDialect({ client: client as never })));
  return dialect;
}
export type AuthDialect = LibsqlDialect;
