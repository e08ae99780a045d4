import { BACKEND_CALLS } from '@/lib/contract';
import { ALERT_CALL_KEYS, alertListOf } from '@/lib/email-alerts';
import { contentTable, sqlName } from './content-tables';
import { getDatabase, plainRows } from './db';
import type { Client } from './engine';

/**
 * The lists whose items link a document (`npm run publish` sets it from the file given): each table and
 * the column of the document's URL.
 */
function documentColumns(): { table: string; column: string }[] {
  return ALERT_CALL_KEYS.flatMap((call) => {
    const field = alertListOf(call).document;
    return field ? [{ table: contentTable(BACKEND_CALLS[call]).table, column: sqlName(field) }] : [];
  });
}

/**
 * Whether an item of a list links this URL now: a stored document that `npm run publish` put into the
 * bucket is served while its item is on its list (docs/newsroom.md, Documents on the site), and no
 * longer once its rows are gone. The document route asks it only for a URL no live newsroom version
 * links (readPublishedDocument), so a newsroom document costs nothing more; the lists are small tables.
 */
export async function readListedDocument(url: string, database: () => Promise<Client> = getDatabase): Promise<boolean> {
  const lists = documentColumns();
  const [row] = plainRows(
    await (
      await database()
    ).execute({
      sql: `${lists.map(({ table, column }) => `SELECT 1 AS listed FROM ${table} WHERE ${column} = ?`).join(' UNION ALL ')} LIMIT 1`,
      args: lists.map(() => url),
    }),
  );
  return row !== undefined;
}
