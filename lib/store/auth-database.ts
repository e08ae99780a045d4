import { LibsqlDialect } from '@libsql/kysely-libsql';
import { PostgresDialect } from 'kysely';
import { getDatabase } from './db';
import type { Client } from './engine';
import type { PostgresClient } from './postgres-engine';

/**
 * The authentication framework's database (lib/accounts/auth.ts, docs/decisions/020-auth-framework.md):
 * a Kysely dialect on the store's own client, so that accounts and sessions live in the same database
 * (on PostgreSQL, the store's pool). One per opening of the store: a new dialect means the store was
 * reopened, and the framework is made again.
 */
export type AuthDialect = LibsqlDialect | PostgresDialect;

const dialects = new WeakMap<Client, AuthDialect>();

/** The dialect of the store as it is open now. */
export async function authDialect(): Promise<AuthDialect> {
  const client = await getDatabase();
  let dialect = dialects.get(client);
  if (!dialect) {
    dialect =
      client.engine === 'postgres'
        ? new PostgresDialect({ pool: (client as PostgresClient).pool })
        : new LibsqlDialect({ client: client as never });
    dialects.set(client, dialect);
  }
  return dialect;
}

/** The framework's name of the dialect's database. */
export function authDatabaseType(dialect: AuthDialect): 'sqlite' | 'postgres' {
  return dialect instanceof PostgresDialect ? 'postgres' : 'sqlite';
}
