import type { Client } from '../engine';
import { seedCompanyRow } from '@/lib/facts';
import { plainRows } from '../db';

/**
 * The company's short name in a language, as its facts say it now (the company_facts table the IR team
 * keeps; docs/newsroom.md, Facts and figures), for the mails the store writes; the seed's when the table
 * has no row of that language.
 */
export async function companyShortName(client: Client, lang: 'th' | 'en'): Promise<string> {
  const [row] = plainRows(
    await client.execute({
      sql: 'SELECT short_name FROM company_facts WHERE lang = ? ORDER BY position LIMIT 1',
      args: [lang],
    }),
  );
  if (typeof row?.short_name === 'string' && row.short_name) return row.short_name;
  return seedCompanyRow(lang).short_name;
}
