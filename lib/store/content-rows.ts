import type { Client } from './engine';
import type { BackendLang } from '@/lib/contract';
import { sqlName, type ContentTable } from './content-tables';
import { getDatabase, plainRows } from './db';

/**
 * Rows of one content list as the HTTP backend would send them (entity columns only). Unmarked by
 * 'server-only': the search index's rebuild in `npm run db:seed` reads the tables with it too.
 */
export async function selectContentRows(
  client: Client,
  spec: ContentTable,
  lang?: BackendLang,
): Promise<Record<string, unknown>[]> {
  const where = spec.bilingual ? 'WHERE lang = ?' : '';
  const result = await client.execute({
    sql: `SELECT ${spec.columns.map(sqlName).join(', ')} FROM ${spec.table} ${where} ORDER BY ${spec.orderBy}`,
    args: spec.bilingual ? [lang ?? 'th'] : [],
  });
  return plainRows(result);
}

/** selectContentRows on the process's store. */
export async function readContentRows(spec: ContentTable, lang?: BackendLang): Promise<Record<string, unknown>[]> {
  return selectContentRows(await getDatabase(), spec, lang);
}
