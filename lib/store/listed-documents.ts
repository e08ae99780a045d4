import { BACKEND_CALLS } from '@/lib/contract';
import { ALERT_CALL_KEYS, alertListOf } from '@/lib/email-alerts';
import { sql } from 'kysely';
import { contentTable } from './content-tables';
import { getDatabase } from './db';
import type { Client } from './engine';
import { listQueries } from './list-queries';
import { all } from './query';

/**
 * The lists whose items link a document (`npm run publish` sets it from the file given): each table and
 * the column of the document's URL, as the contract names them (the schema leaves the list tables out:
 * docs/decisions/045-typed-queries.md), queried through listQueries.
 */
function documentColumns(): { table: string; column: string }[] {
  return ALERT_CALL_KEYS.flatMap((call) => {
    const field = alertListOf(call).document;
    return field ? [{ table: contentTable(BACKEND_CALLS[call]).table, column: field }] : [];
  });
}

/**
 * Whether an item of a list links this URL now: a stored document that `npm run publish` put into the
 * bucket is served while its item is on its list (docs/newsroom.md, Documents on the site), and no
 * longer once its rows are gone. The document route asks it only for a URL no live newsroom version
 * links (readPublishedDocument), so a newsroom document costs nothing more; the lists are small tables.
 */
export async function readListedDocument(url: string, database: () => Promise<Client> = getDatabase): Promise<boolean> {
  const client = await database();
  const db = listQueries(client);
  const [first, ...rest] = documentColumns().map(({ table, column }) =>
    db
      .selectFrom(table)
      .select(sql<number>`1`.as('listed'))
      .where(column, '=', url),
  );
  if (!first) return false;
  const listed = rest.reduce((union, next) => union.unionAll(next), first).limit(1);
  return (await all(client, listed)).length > 0;
}
