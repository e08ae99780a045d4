import type { Client } from './engine';
import type { BackendLang } from '@/lib/contract';
import type { ContentTable } from './content-tables';
import { getDatabase } from './db';
import { listQueries, orderedAsListed } from './list-queries';
import { all } from './query';

/**
 * Rows of one content list as the HTTP backend would send them (entity columns only). Unmarked by
 * 'server-only': the search index's rebuild in `npm run db:seed` reads the tables with it too.
 */
export async function selectContentRows(
  client: Client,
  spec: ContentTable,
  lang?: BackendLang,
): Promise<Record<string, unknown>[]> {
  let query = listQueries(client).selectFrom(spec.table).select(spec.columns);
  if (spec.bilingual) query = query.where('lang', '=', lang ?? 'th');
  const rows = await all(client, orderedAsListed(query, spec.orderBy));
  return rows.map((row) => ({ ...row }));
}

/** selectContentRows on the process's store. */
export async function readContentRows(spec: ContentTable, lang?: BackendLang): Promise<Record<string, unknown>[]> {
  return selectContentRows(await getDatabase(), spec, lang);
}
