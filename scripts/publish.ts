/**
 * Publishes one item into the embedded backend and queues its e-mail alerts (docs/operations.md, Publishing content):
 *   npm run publish -- <list> <item.json> [document.pdf]
 * <list> is the backend call's name (new_set, news_medias, calendar_investor, one_reports, …); item.json
 * holds the entity's fields as docs/product.md names them, {"th": {…}, "en": {…}} for a call that takes a
 * language. See README, "E-mail alerts".
 */
import './server-only-stub.mjs';
import { readFileSync } from 'node:fs';
import { BACKEND_CALLS } from '@/lib/contract';
import { closeDatabase, databasePath, publishItem, PublishError, revalidateSite } from '@/lib/backend';
import { loadEnvFiles } from '@/lib/server/env-files.mjs';

async function main(): Promise<void> {
  // The settings files, as npm start loads them (README, "Configuration"): .env's IR_DB_PATH and the like count here too.
  loadEnvFiles(process.cwd());
  const [list, itemFile, documentPath, ...rest] = process.argv.slice(2);
  if (!list || !itemFile || rest.length > 0) throw new PublishError('Usage: npm run publish -- <list> <item.json> [document.pdf]');
  if (process.env.IR_BACKEND_URL?.trim()) throw new PublishError('IR_BACKEND_URL is set: the company backend owns the content, publish there');
  let item: unknown;
  try {
    item = JSON.parse(readFileSync(itemFile, 'utf8'));
  } catch (error) {
    throw new PublishError(`Cannot read ${itemFile} as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = await publishItem({ list, item, documentPath });
  console.log(`Published into ${BACKEND_CALLS[result.call].name} (${databasePath()}):`);
  for (const row of result.rows) console.log(`  ${JSON.stringify(row)}`);
  if (result.documentUrl) console.log(`  document: public${result.documentUrl}`);
  console.log(result.alerted ? '  alerts queued for the subscribers of its category' : '  (this list sends no alerts)');
  const site = process.env.SITE_URL?.trim() || `http://localhost:${process.env.PORT || 3000}`;
  console.log(`  ${await revalidateSite(site, process.env.REVALIDATE_SECRET, BACKEND_CALLS[result.call].tag)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof PublishError ? `publish: ${error.message}` : error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
