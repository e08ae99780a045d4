/**
 * Publishes into the embedded backend and queues its e-mail alerts (docs/operations.md, Publishing content):
 *   npm run publish -- <list> <item.json> [document.pdf]
 *   npm run publish -- <fact> <content.json>
 * <list> is the backend call's name (new_set, news_medias, calendar_investor, one_reports, …); item.json
 * holds the entity's fields as docs/product.md names them, {"th": {…}, "en": {…}} for a call that takes a
 * language. <fact> is a fact's kind (majorShareholders, dividends) or its call's name; content.json holds
 * the whole fact as the workspace keeps it, and goes live as its next version through the newsroom.
 */
import './server-only-stub.mjs';
import { readFileSync } from 'node:fs';
import { BACKEND_CALLS } from '@/lib/contract';
import { closeDatabase, databasePath, publishItem, PublishError, revalidateSite } from '@/lib/backend';
import { CONTENT_KINDS, isKindName, type KindName } from '@/lib/newsroom';
import { NewsroomError, publishFact } from '@/lib/newsroom/server';
import { loadEnvFiles } from '@/lib/server/env-files.mjs';

async function main(): Promise<void> {
  // The settings files, as npm start loads them (README, "Configuration"): .env's IR_DB_PATH and the like count here too.
  loadEnvFiles(process.cwd());
  const [list, itemFile, documentPath, ...rest] = process.argv.slice(2);
  if (!list || !itemFile || rest.length > 0) throw new PublishError('Usage: npm run publish -- <list> <item.json> [document.pdf], or npm run publish -- <fact> <content.json>');
  if (process.env.IR_BACKEND_URL?.trim()) throw new PublishError('IR_BACKEND_URL is set: the company backend owns the content, publish there');
  let item: unknown;
  try {
    item = JSON.parse(readFileSync(itemFile, 'utf8'));
  } catch (error) {
    throw new PublishError(`Cannot read ${itemFile} as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const site = process.env.SITE_URL?.trim() || `http://localhost:${process.env.PORT || 3000}`;
  // A fact, named by its kind or its call: its whole content, as a new version of its one item.
  const fact = (Object.keys(CONTENT_KINDS) as KindName[]).find((kind) => CONTENT_KINDS[kind].fact && (kind === list || BACKEND_CALLS[CONTENT_KINDS[kind].call!].name === list));
  if (fact) {
    if (documentPath !== undefined) throw new PublishError(`${fact} is a fact: it takes no document`);
    const published = await publishFact(fact, item, { login: process.env.USER ?? process.env.LOGNAME });
    console.log(`Published ${fact}, version ${published.version} of item ${published.id} (${databasePath()}): live now, in the workspace's history.`);
    console.log(`  ${await revalidateSite(site, process.env.REVALIDATE_SECRET, BACKEND_CALLS[CONTENT_KINDS[fact].call!].tag)}`);
    return;
  }
  if (isKindName(list)) throw new PublishError(`${list} is a kind of the workspace: publish a list's item by its list's name (${CONTENT_KINDS[list].call ? BACKEND_CALLS[CONTENT_KINDS[list].call!].name : 'none'})`);
  const result = await publishItem({ list, item, documentPath });
  console.log(`Published into ${BACKEND_CALLS[result.call].name} (${databasePath()}):`);
  for (const row of result.rows) console.log(`  ${JSON.stringify(row)}`);
  if (result.documentUrl) console.log(`  document: public${result.documentUrl}`);
  console.log(result.alerted ? '  alerts queued for the subscribers of its category' : '  (this list sends no alerts)');
  console.log(`  ${await revalidateSite(site, process.env.REVALIDATE_SECRET, BACKEND_CALLS[result.call].tag)}`);
}

main()
  .catch((error: unknown) => {
    if (error instanceof NewsroomError) {
      console.error(`publish: ${error.message}`);
      for (const field of error.fields ?? []) console.error(`  ${field.field}: ${field.problem}`);
    } else console.error(error instanceof PublishError ? `publish: ${error.message}` : error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
