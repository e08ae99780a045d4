import { createClient } from '@libsql/client';
import { databasePath, storeEngine } from '@/lib/store/db';
import type { Client } from '@/lib/store/engine';
import { createPostgresClient } from '@/lib/store/postgres-engine';

/**
 * A second client on the test's store (withTemporaryStore), apart from the process's own: what another
 * server process would hold, on SQLite a connection to the same file (waiting on its lock), on
 * PostgreSQL a pool of its own (another machine). Opened at its first use, closed after the tests
 * (afterAll): declare it before withTemporaryStore, so that it closes before the store goes.
 */
export function secondClient(): () => Promise<Client> {
  let opened: Promise<Client> | null = null;
  const open = async (): Promise<Client> => {
    if (storeEngine() === 'postgres') return createPostgresClient(String(process.env.DATABASE_URL));
    const client = createClient({ url: `file:${databasePath()}` });
    await client.execute('PRAGMA busy_timeout = 5000');
    return client;
  };
  afterAll(async () => {
    const client = await opened;
    opened = null;
    await client?.close();
  });
  return () => (opened ??= open());
}
