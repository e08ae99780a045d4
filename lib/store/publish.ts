import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { engineOf, type Client, type InStatement, type Transaction } from './engine';
import { BACKEND_CALLS, type CallKey } from '@/lib/contract';
import { alertListOf, isAlertCallKey } from '@/lib/email-alerts';
import { contentTable } from './content-tables';
import { getDatabase } from './db';
import {
  alertAgainStatements,
  alertItemStatements,
  alertSilentStatements,
  scanStatements,
} from './email-alerts/dispatch';
import { listQueries, portableQueries, type ListRow } from './list-queries';
import { first, run, statement } from './query';

/**
 * `npm run publish -- <list> <item.json> [document.pdf]`: one item into the embedded backend,
 * checked with the reply check of its call (lib/contract/calls.ts), its document kept where the site
 * serves it (copied under public/, or as the command chooses: the bucket of object storage), the item
 * and its alerts written in one transaction by writePublication, which the newsroom's going live
 * (lib/newsroom) goes through as well. Nothing is half-written: a refused item writes nothing, and a
 * failed insert removes the copied document.
 */

export class PublishError extends Error {}

export interface PublishInput {
  /** The backend call's name: new_set, news_medias, calendar_investor, one_reports, … */
  list: string;
  /** The parsed item.json. */
  item: unknown;
  /** A PDF to keep where the site serves it (keepDocument) and link from the item. */
  documentPath?: string;
  /**
   * Keeps the PDF where the site serves it and answers the URL the item links: by default a copy
   * under `<root>/public/documents/published/` (copyUnderPublic); with object storage the command
   * stores it in the bucket under its hash instead (scripts/publish.ts, docs/operations.md,
   * Publishing content).
   */
  keepDocument?: (file: string) => Promise<KeptDocument>;
  /** Where public/ is (the project root by default). */
  root?: string;
  now?: Date;
  database?: () => Promise<Client>;
}

export interface PublishResult {
  call: CallKey;
  /** The rows written, one per language (or one). */
  rows: Record<string, unknown>[];
  documentUrl?: string;
  alerted: boolean;
}

/** A document kept for an item: the URL its document field links, and how to take it back when the item is not written. */
export interface KeptDocument {
  url: string;
  /** Removes what keeping wrote; nothing for a file stored under its content's hash, which others may share. */
  discard(): void | Promise<void>;
}

const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

/** Where published documents are kept under a project root: the site serves them from public/. */
export const PUBLISHED_DOCUMENTS_URL = '/documents/published';

/** The folder of the published documents (backups copy it: lib/store/backup). */
export function publishedDocumentsDir(root = process.cwd()): string {
  return path.join(root, 'public', ...PUBLISHED_DOCUMENTS_URL.split('/'));
}

export function callOfName(name: string): CallKey {
  const call = (Object.keys(BACKEND_CALLS) as CallKey[]).find((key) => BACKEND_CALLS[key].name === name);
  if (!call) {
    const known = Object.values(BACKEND_CALLS)
      .map((entry) => entry.name)
      .sort();
    throw new PublishError(`Unknown list "${name}". Use one of the backend calls: ${known.join(', ')}`);
  }
  return call;
}

/** The field of a call's entity holding its document's URL, if the list has documents. */
function documentField(call: CallKey): string | undefined {
  return isAlertCallKey(call) ? alertListOf(call).document : undefined;
}

/** The entities of item.json: one per language for a call that takes lang, else one. */
function entitiesOf(call: CallKey, item: unknown): { lang?: 'th' | 'en'; entity: Record<string, unknown> }[] {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(item)) throw new PublishError('item.json must hold a JSON object');
  if (!BACKEND_CALLS[call].lang) return [{ entity: item }];
  const extra = Object.keys(item).filter((key) => key !== 'th' && key !== 'en');
  if (extra.length > 0 || !isObject(item.th) || !isObject(item.en)) {
    throw new PublishError(
      `${BACKEND_CALLS[call].name} takes a language: item.json must be {"th": {…}, "en": {…}}, one entity per language`,
    );
  }
  return [
    { lang: 'th', entity: item.th },
    { lang: 'en', entity: item.en },
  ];
}

/**
 * Checks one entity with the call's reply check; on failure names each field the check refuses (by
 * putting the field beside a seed row's good values) and any field the entity does not have.
 */
function checkEntity(call: CallKey, entity: Record<string, unknown>, label: string): Record<string, unknown> {
  const { check, seed } = BACKEND_CALLS[call];
  const unknown = Object.keys(entity).filter((key) => !check.fields.includes(key));
  if (unknown.length > 0)
    throw new PublishError(
      `${label}: unknown field(s) ${unknown.join(', ')}; the entity's fields are ${check.fields.join(', ')}`,
    );
  const checked = check(entity);
  // A check answers a symbol for a value it refuses (lib/contract/reply-checks.ts).
  if (typeof checked !== 'symbol') return checked as Record<string, unknown>;
  const sample = seed[0] as Record<string, unknown>;
  const bad = check.fields.filter((field) => typeof check({ ...sample, [field]: entity[field] }) === 'symbol');
  throw new PublishError(
    `${label}: ${bad.map((field) => (entity[field] === undefined ? `${field} is missing` : `${field} ${JSON.stringify(entity[field])} is refused`)).join('; ') || 'refused by the check'}`,
  );
}

/** A file name safe under public/: letters, digits, dot, dash, underscore. */
function safeName(file: string): string {
  const base = path
    .basename(file)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-80);
  return base.endsWith('.pdf') ? base : `${base || 'document'}.pdf`;
}

/** The default keeping of a published document: a copy under `<root>/public/documents/published/`, dated, never overwritten. */
export function copyUnderPublic(root: string, now: Date): (file: string) => Promise<KeptDocument> {
  return async (file) => {
    const url = `${PUBLISHED_DOCUMENTS_URL}/${now.toISOString().slice(0, 10)}-${randomUUID().slice(0, 8)}-${safeName(file)}`;
    const copied = path.join(root, 'public', url);
    mkdirSync(path.dirname(copied), { recursive: true });
    copyFileSync(file, copied);
    return { url, discard: () => rmSync(copied, { force: true }) };
  };
}

export async function publishItem({
  list,
  item,
  documentPath,
  root = process.cwd(),
  now = new Date(),
  keepDocument = copyUnderPublic(root, now),
  database = getDatabase,
}: PublishInput): Promise<PublishResult> {
  const call = callOfName(list);
  const entry = BACKEND_CALLS[call];
  const docField = documentField(call);
  if (documentPath !== undefined) {
    if (!docField) throw new PublishError(`${entry.name} items have no document: leave out the document argument`);
    if (!existsSync(documentPath) || !statSync(documentPath).isFile())
      throw new PublishError(`No such document: ${documentPath}`);
    if (statSync(documentPath).size > MAX_DOCUMENT_BYTES)
      throw new PublishError(`The document is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`);
    if (readFileSync(documentPath).subarray(0, 5).toString('latin1') !== '%PDF-')
      throw new PublishError(`${documentPath} is not a PDF`);
  }
  const client = await database();
  const entities = entitiesOf(call, item);
  if (docField && documentPath !== undefined) {
    for (const { lang, entity } of entities) {
      if (docField in entity)
        throw new PublishError(`${lang ? `${lang}: ` : ''}leave out ${docField}: it is set from the copied document`);
    }
  }
  const kept = documentPath !== undefined ? await keepDocument(documentPath) : undefined;
  const documentUrl = kept?.url;
  const filled = entities.map(({ lang, entity }) => ({
    lang,
    entity: { ...entity, ...(docField && documentUrl ? { [docField]: documentUrl } : {}) },
  }));

  try {
    const { rows } = await inWriteTransaction(client, (transaction) =>
      writePublication(transaction, { call, entities: filled, alert: 'new', now }),
    );
    return { call, rows, documentUrl, alerted: isAlertCallKey(call) };
  } catch (error) {
    await kept?.discard();
    throw error;
  }
}

// Write transactions of this process wait for each other: the embedded client waits for SQLite's lock
// synchronously, so a second one begun while the first awaits would stall the whole process.
let transactionQueue: Promise<unknown> = Promise.resolve();

/**
 * The integer at `index` of an alert item's key (a JSON array as text): each engine reads JSON with
 * its own functions, which Kysely has no builder for.
 */
function keyElement(on: Transaction, index: number) {
  return engineOf(on) === 'postgres'
    ? sql<number>`CAST(CAST(${sql.ref('item_key')} AS JSONB) ->> ${sql.lit(index)} AS BIGINT)`
    : sql<number>`CAST(json_extract(${sql.ref('item_key')}, ${sql.lit(`$[${index}]`)}) AS INTEGER)`;
}

/**
 * Runs `work` in one write transaction of `client`: committed when it returns, rolled back when it
 * throws. One at a time in this process; BEGIN IMMEDIATE serialises them with other processes.
 */
export function inWriteTransaction<T>(client: Client, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const run = transactionQueue.then(() => writeTransaction(client, work));
  transactionQueue = run.catch(() => undefined);
  return run;
}

async function writeTransaction<T>(client: Client, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  // The connection the transaction takes over: wait on another process's lock instead of failing.
  if (engineOf(client) === 'sqlite') await client.execute('PRAGMA busy_timeout = 5000');
  const transaction = await client.transaction('write');
  try {
    const result = await work(transaction);
    await transaction.commit();
    return result;
  } catch (error) {
    await transaction.rollback().catch(() => undefined);
    throw error;
  } finally {
    transaction.close();
  }
}

export interface PublicationInput {
  call: CallKey;
  /** The item: one entity per language for a call that takes lang, else one (document URLs already set). */
  entities: { lang?: 'th' | 'en'; entity: Record<string, unknown> }[];
  /**
   * The item's key in its table when it is already there (a correction): its rows are replaced, and
   * key columns the entities leave out keep their values. Without it the item is new and its ids are
   * assigned here.
   */
  replaceKey?: Record<string, unknown>;
  /** 'new': the item's alert, once ever per item; 'again': its subscribers are told again (a correction they should read); 'none'. */
  alert: 'new' | 'again' | 'none';
  now: Date;
}

/**
 * The one way an item goes live (`npm run publish` and the newsroom, lib/newsroom): checked with its
 * call's reply check, its ids assigned, its rows written and its alert queued, inside the caller's write
 * transaction. The site's lists, feeds, sitemap and search read these tables, so the item is on all of
 * them once the transaction commits; the caller then purges caches (revalidateSite, or the newsroom job).
 */
export async function writePublication(
  transaction: Transaction,
  { call, entities, replaceKey, alert, now }: PublicationInput,
): Promise<{ rows: Record<string, unknown>[]; key: Record<string, unknown> }> {
  const entry = BACKEND_CALLS[call];
  const table = contentTable(entry);
  // Ids the backend assigns: an integer key field left out gets the next number; a storage key (seed_id) a new id.
  const assigned: Record<string, unknown> = { ...replaceKey };
  if (!replaceKey) {
    for (const column of table.key) {
      const given = entities.map(({ entity }) => entity[column]).filter((value) => value !== undefined);
      if (given.length > 0) continue;
      if (table.storageColumns.includes(column)) assigned[column] = `published-${randomUUID()}`;
      else if (entry.seed.length > 0 && typeof entry.seed[0][column] === 'number' && column.endsWith('id')) {
        const lists = listQueries(transaction);
        const result = await first(
          transaction,
          lists
            .selectFrom(table.table)
            .select((row) => row(row.fn.coalesce(row.fn.max(column), row.lit(0)), '+', row.lit(1)).as('next')),
        );
        // An id is never given twice: a withdrawn item's rows are gone from its table, but its alert
        // record keeps its key, and a new item under that key would be taken for it and never alerted.
        const alerted = isAlertCallKey(call)
          ? await first(
              transaction,
              lists
                .selectFrom('alert_items')
                .select((row) =>
                  row(
                    row.fn.coalesce(row.fn.max(keyElement(transaction, table.key.indexOf(column))), row.lit(0)),
                    '+',
                    row.lit(1),
                  ).as('next'),
                )
                .where('call', '=', entry.name),
            )
          : undefined;
        assigned[column] = Math.max(Number(result?.next), Number(alerted?.next ?? 0));
      }
    }
  }
  // When it was published, for a list that orders a day's items by it: a correction keeps the live
  // rows' (none for an item from before the field), so the item keeps its place; a new item takes the
  // entity's (an announcement's SET release time), else now.
  const ordered = entry.check.fields.includes(PUBLISHED_AT);
  const kept = ordered && replaceKey ? await publishedAtOf(transaction, call, replaceKey) : undefined;
  const rows = entities.map(({ lang, entity }) => {
    const filled: Record<string, unknown> = { ...assigned, ...entity };
    if (ordered) filled[PUBLISHED_AT] = kept !== undefined ? kept : (entity[PUBLISHED_AT] ?? now.toISOString());
    const storage = Object.fromEntries(table.storageColumns.map((column) => [column, filled[column]]));
    const entityOnly = Object.fromEntries(
      Object.entries(filled).filter(([key]) => !table.storageColumns.includes(key)),
    );
    const checked = checkEntity(call, entityOnly, lang ?? entry.name);
    const row: Record<string, unknown> = { ...checked, ...storage, ...(lang ? { lang } : {}) };
    return row;
  });
  for (const column of table.key) {
    const values = new Set(rows.map((row) => JSON.stringify(row[column])));
    if (values.size !== 1 || rows[0][column] === undefined)
      throw new PublishError(`${column}: give the same value in every language (or leave it out)`);
  }
  const key = Object.fromEntries(table.key.map((column) => [column, rows[0][column]]));

  const statements: InStatement[] = [];
  if (replaceKey) statements.push(...deleteStatements(call, replaceKey));
  statements.push(...rows.map((row) => statement(portableQueries.insertInto(table.table).values(row as ListRow))));
  // A list whose items are new by what they say (the dividends) is alerted by its scan (replaceTable).
  if (isAlertCallKey(call) && !alertListOf(call).identity) {
    const engine = engineOf(transaction);
    if (alert === 'new') statements.push(...alertItemStatements(call, key, now, engine));
    if (alert === 'again') statements.push(...alertAgainStatements(call, key, now, engine));
    if (alert === 'none') statements.push(...alertSilentStatements(call, key, now, engine));
  }
  try {
    for (const statement of statements) await transaction.execute(statement);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/UNIQUE|PRIMARY KEY/i.test(message))
      throw new PublishError(`${entry.name} already holds an item with ${JSON.stringify(key)}: nothing was written`);
    throw error;
  }
  return { rows, key };
}

/** The field of a date-sorted list's entity that orders the items of one date (lib/contract entity-checks). */
const PUBLISHED_AT = 'published_at';

/** When an item on its list was published: its time, null when its rows have none, undefined when it is not there. */
async function publishedAtOf(
  transaction: Transaction,
  call: CallKey,
  key: Record<string, unknown>,
): Promise<string | null | undefined> {
  const table = contentTable(BACKEND_CALLS[call]);
  const query = table.key.reduce(
    (found, column) => found.where(column, '=', key[column] as string | number),
    listQueries(transaction).selectFrom(table.table).select(PUBLISHED_AT),
  );
  const row = await first(transaction, query.orderBy((order) => order(PUBLISHED_AT, 'is', null)).limit(1));
  if (row === undefined) return undefined;
  const value = row[PUBLISHED_AT];
  return typeof value === 'string' ? value : null;
}

/** The statements taking an item (every language) off its table: a withdrawal, or before a correction's rows. */
export function deleteStatements(call: CallKey, key: Record<string, unknown>): InStatement[] {
  const table = contentTable(BACKEND_CALLS[call]);
  return [deleteWhere(table.table, table.key, (column) => key[column] as string | number)];
}

/** The statement deleting the rows of a list table whose `columns` hold the values `valueOf` gives. */
function deleteWhere(
  table: string,
  columns: readonly string[],
  valueOf: (column: string) => string | number,
): InStatement {
  return statement(
    columns.reduce(
      (deleting, column) => deleting.where(column, '=', valueOf(column)),
      portableQueries.deleteFrom(table),
    ),
  );
}

/**
 * The statements taking every row of a call that shares some of its key columns off its table, in
 * every language: a quarter's whole transcript (year and quarter of results_transcripts) before its
 * new paragraphs, or on a withdrawal. Only key columns may be named, and at least one.
 */
export function deleteWhereStatements(call: CallKey, where: Record<string, string | number>): InStatement[] {
  const table = contentTable(BACKEND_CALLS[call]);
  const columns = Object.keys(where);
  if (columns.length === 0 || columns.some((column) => !table.key.includes(column)))
    throw new PublishError(`${BACKEND_CALLS[call].name}: delete by key columns only (${table.key.join(', ')})`);
  return [deleteWhere(table.table, columns, (column) => where[column])];
}

/**
 * Writes a fact's whole table (docs/newsroom.md, Facts and figures) in the caller's write transaction:
 * every row of its call goes, then the version's rows are written through writePublication, row by
 * row (one entity per language each), in their order. A fact that alerts (the dividends) is scanned
 * before and after: the rows it held are known (a first scan makes them baseline), so what the
 * version adds is found as new, and its subscribers are told.
 */
export async function replaceTable(
  transaction: Transaction,
  call: CallKey,
  rows: readonly { lang?: 'th' | 'en'; entity: Record<string, unknown> }[][],
  now: Date,
): Promise<void> {
  const table = contentTable(BACKEND_CALLS[call]);
  const scan = isAlertCallKey(call) ? scanStatements(call, now, engineOf(transaction)) : [];
  for (const statement of scan) await transaction.execute(statement);
  await run(transaction, listQueries(transaction).deleteFrom(table.table));
  for (const entities of rows) await writePublication(transaction, { call, entities, alert: 'none', now });
  for (const statement of scan) await transaction.execute(statement);
}

/** POST /api/revalidate of the running site (SITE_URL, with REVALIDATE_SECRET): its lists show the item, its alerts run. */
export async function revalidateSite(siteUrl: string, secret: string | undefined, tag: string): Promise<string> {
  if (!secret)
    return 'REVALIDATE_SECRET is not set: the site shows the item when its cache expires, and the alerts job finds it within a minute';
  try {
    const response = await fetch(new URL('/api/revalidate', siteUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
      body: JSON.stringify({ tags: [tag] }),
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok ? `revalidated ${siteUrl}` : `${siteUrl}/api/revalidate answered ${response.status}`;
  } catch (error) {
    return `${siteUrl} unreachable (${error instanceof Error ? error.message : String(error)}): the alerts job finds the item within a minute`;
  }
}
