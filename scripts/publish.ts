/**
 * Publishes into the embedded backend and queues its e-mail alerts (docs/operations.md, Publishing content):
 *   npm run publish -- <kind> <content.json> [document.pdf]
 *   npm run publish -- <list> <item.json> [document.pdf]
 * <kind> is a kind of the workspace (pressRelease, exchangeAnnouncement, quarterlyResults, dividends, …;
 * a fact may be named by its call too): content.json holds the version as the workspace keeps it, checked
 * as its form's submit checks it, and goes live through the newsroom: a fact's next version, or a new
 * item; a document.pdf given is checked as an upload is and becomes the item's document, one for both
 * languages. <list> is a backend call's name (new_set, news_medias, …) for an entity written as is:
 * item.json holds its fields as docs/product.md names them, {"th": {…}, "en": {…}} for a call that takes
 * a language; its document.pdf is copied under public/, or, with object storage, checked and stored in
 * the bucket as an upload is and linked at /documents/files/<sha256>/<name>, which every machine serves.
 */
import './server-only-stub.mjs';
import { accessSync, constants, readFileSync } from 'node:fs';
import { BACKEND_CALLS } from '@/lib/contract';
import { closeDatabase, databasePath, publishItem, PublishError, revalidateSite } from '@/lib/backend';
import { CONTENT_KINDS, documentUrl, isKindName, type KindName } from '@/lib/newsroom';
import { NewsroomError, publishKind } from '@/lib/newsroom/server';
import { receivePdfFile, stopPdfChecker, UploadError, usesObjectStorage, type StoredPdf } from '@/lib/uploads';
import { loadEnvFiles } from '@/lib/server/process-bridge.mjs';

async function main(): Promise<void> {
  // The settings files, as npm start loads them (README, "Settings"): .env's IR_DB_PATH and the like count here too.
  loadEnvFiles(process.cwd());
  const [list, itemFile, documentPath, ...rest] = process.argv.slice(2);
  if (!list || !itemFile || rest.length > 0)
    throw new PublishError(
      'Usage: npm run publish -- <kind> <content.json> [document.pdf], or npm run publish -- <list> <item.json> [document.pdf]',
    );
  if (process.env.IR_BACKEND_URL?.trim())
    throw new PublishError('IR_BACKEND_URL is set: the company backend owns the content, publish there');
  let item: unknown;
  try {
    item = JSON.parse(readFileSync(itemFile, 'utf8'));
  } catch (error) {
    throw new PublishError(
      `Cannot read ${itemFile} as JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const site = process.env.SITE_URL?.trim() || `http://localhost:${process.env.PORT || 3000}`;
  // A kind of the workspace (a fact also by its call's name): the version, through the newsroom.
  const kind = isKindName(list)
    ? list
    : (Object.keys(CONTENT_KINDS) as KindName[]).find(
        (name) => CONTENT_KINDS[name].fact && BACKEND_CALLS[CONTENT_KINDS[name].call!].name === list,
      );
  if (kind) {
    const call = CONTENT_KINDS[kind].call;
    if (!call) throw new PublishError(`${kind} is not a list of the site: the workspace publishes it`);
    const content = documentPath === undefined ? item : await withDocument(kind, item, documentPath);
    const published = await publishKind(kind, content, { login: process.env.USER ?? process.env.LOGNAME });
    console.log(
      `Published ${kind}, version ${published.version} of item ${published.id} (${databasePath()}): live now, in the workspace's history.`,
    );
    console.log(`  ${await revalidateSite(site, process.env.REVALIDATE_SECRET, BACKEND_CALLS[call].tag)}`);
    return;
  }
  // With object storage the document goes where the uploads go, the bucket, under its hash: the document
  // route serves it on every machine while its item is listed. Without, a copy under public/ as before.
  let stored: StoredPdf | undefined;
  const result = await publishItem({
    list,
    item,
    documentPath,
    ...(usesObjectStorage()
      ? {
          async keepDocument(file: string) {
            stored = await storeDocument(file);
            // Nothing to take back: a file under its content's hash may be another item's too.
            return {
              url: documentUrl({ sha256: stored.hash, name: stored.downloadName, pages: stored.pages }),
              discard() {},
            };
          },
        }
      : {}),
  });
  console.log(`Published into ${BACKEND_CALLS[result.call].name} (${databasePath()}):`);
  for (const row of result.rows) console.log(`  ${JSON.stringify(row)}`);
  if (result.documentUrl)
    console.log(`  document: ${stored ? `${result.documentUrl} (${stored.path})` : `public${result.documentUrl}`}`);
  console.log(result.alerted ? '  alerts queued for the subscribers of its category' : '  (this list sends no alerts)');
  console.log(`  ${await revalidateSite(site, process.env.REVALIDATE_SECRET, BACKEND_CALLS[result.call].tag)}`);
}

/** The content with the PDF as its document for both languages, checked and stored as the workspace's upload of it is. */
async function withDocument(kind: KindName, content: unknown, file: string): Promise<unknown> {
  const field = Object.keys(CONTENT_KINDS[kind].fields).find(
    (name) => CONTENT_KINDS[kind].fields[name].type === 'document',
  );
  if (!field) throw new PublishError(`${kind} takes no document`);
  if (typeof content !== 'object' || content === null || Array.isArray(content))
    throw new PublishError("content.json must hold an object of the kind's fields");
  const { hash, pages, downloadName } = await storeDocument(file);
  return { ...content, [field]: { shared: { sha256: hash, name: downloadName, pages } } };
}

/** The PDF checked and stored as the workspace's upload of it is, in the settings' store: the folder, or the bucket. */
async function storeDocument(file: string): Promise<StoredPdf> {
  try {
    accessSync(file, constants.R_OK);
  } catch (error) {
    throw new PublishError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return receivePdfFile(file);
}

main()
  .catch((error: unknown) => {
    if (error instanceof NewsroomError) {
      console.error(`publish: ${error.message}`);
      for (const field of error.fields ?? []) console.error(`  ${field.field}: ${field.problem}`);
    } else if (error instanceof UploadError) {
      // The workspace's refusal of the same file: not a PDF, encrypted, too large, active content, …
      console.error(
        `publish: the document was refused (${error.code}${Object.keys(error.values).length ? `: ${Object.values(error.values).join(', ')}` : ''})`,
      );
    } else console.error(error instanceof PublishError ? `publish: ${error.message}` : error);
    process.exitCode = 1;
  })
  // The PDF checker's thread ends with the command.
  .finally(() => Promise.all([closeDatabase(), stopPdfChecker()]));
