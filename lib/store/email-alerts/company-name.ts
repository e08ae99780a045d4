import { BACKEND_CALLS } from '@/lib/contract';
import { contentTable } from '../content-tables';
import { getDatabase } from '../db';
import type { Client } from '../engine';
import { listQueries } from '../list-queries';
import { first } from '../query';

/**
 * The company's short name in a language, as its facts say it now (the company_facts table the IR team
 * keeps; docs/newsroom.md, Facts and figures), for the mails; null when the table has none in that
 * language (lib/mail then takes the seed's). The table is a list's, which the schema leaves out.
 */
export async function readCompanyShortName(lang: 'th' | 'en', database: () => Promise<Client> = getDatabase) {
  const client = await database();
  const row = await first(
    client,
    listQueries(client)
      .selectFrom(contentTable(BACKEND_CALLS.company).table)
      .select('short_name')
      .where('lang', '=', lang)
      .orderBy('position')
      .limit(1),
  );
  return typeof row?.short_name === 'string' && row.short_name ? row.short_name : null;
}
