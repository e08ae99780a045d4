import type { Client, InStatement } from './engine';
import { getDatabase } from './db';
import { portableQueries } from './list-queries';
import { all, first, queries, statement, type Executor } from './query';

/**
 * The index of the stored PDFs that live newsroom versions link to (migration 14,
 * docs/newsroom.md, Documents on the site): written when a version goes live, read by the document
 * route for every request, so one primary-key lookup answers "may this hash and name be served".
 */

export interface PublishedDocument {
  sha256: string;
  name: string;
}

/** The rows recording a version's documents as published (in the going-live transaction). */
export function publishedDocumentStatements(
  itemId: string,
  version: number,
  documents: readonly PublishedDocument[],
  at: Date,
): InStatement[] {
  return documents.map(({ sha256, name }) =>
    statement(
      portableQueries
        .insertInto('newsroom_published_documents')
        .values({ sha256, name, item_id: itemId, version, published_at: at.toISOString() })
        .onConflict((conflict) => conflict.columns(['sha256', 'name', 'item_id', 'version']).doNothing()),
    ),
  );
}

/** Published documents (`p`) with the items (`i`) that published them. */
function publications(on: Executor) {
  return queries(on)
    .selectFrom('newsroom_published_documents as p')
    .innerJoin('newsroom_items as i', 'i.id', 'p.item_id');
}

/**
 * Whether a stored document under this name belongs to a version that went live of an item that is
 * still live (its current version or an older one; a correction under way keeps the item live). A
 * draft's, a submission's or a scheduled version's document has no row; a withdrawn item's rows no
 * longer count.
 */
export async function readPublishedDocument(
  sha256: string,
  name: string,
  database: () => Promise<Client> = getDatabase,
): Promise<boolean> {
  const client = await database();
  const row = await first(
    client,
    publications(client)
      .select((row) => row.lit(1).as('live'))
      .where('p.sha256', '=', sha256)
      .where('p.name', '=', name)
      .where('i.live_version', 'is not', null)
      .where('i.state', '<>', 'withdrawn')
      .limit(1),
  );
  return row !== undefined;
}

/** Every document an item ever published (a withdrawal marks all of them gone). */
export async function listPublishedDocuments(itemId: string, executor: Executor): Promise<PublishedDocument[]> {
  const rows = await all(
    executor,
    queries(executor)
      .selectFrom('newsroom_published_documents')
      .select(['sha256', 'name'])
      .distinct()
      .where('item_id', '=', itemId)
      .orderBy('sha256')
      .orderBy('name'),
  );
  return rows.map(({ sha256, name }) => ({ sha256, name }));
}

/** A stored document with the newsroom item that published it and the content of the version that did. */
export interface DocumentPublisher {
  sha256: string;
  name: string;
  kind: string;
  /** The version's fields, as stored (JSON). */
  content: string;
}

/**
 * The items that published stored documents of these hashes (at most 500 asked), newest publication
 * first: the reading figures name a download that no list shows any more by its item (docs/newsroom.md,
 * Reading figures). Withdrawn items included: their documents were read while they were live.
 */
export async function readDocumentPublishers(
  sha256s: readonly string[],
  database: () => Promise<Client> = getDatabase,
): Promise<DocumentPublisher[]> {
  const hashes = [...new Set(sha256s)].slice(0, 500);
  if (hashes.length === 0) return [];
  const client = await database();
  const rows = await all(
    client,
    publications(client)
      .innerJoin('newsroom_versions as v', (join) =>
        join.onRef('v.item_id', '=', 'p.item_id').onRef('v.version', '=', 'p.version'),
      )
      .select(['p.sha256', 'p.name', 'i.kind', 'v.content'])
      .where('p.sha256', 'in', hashes)
      .orderBy('p.published_at', 'desc')
      .orderBy('p.version', 'desc'),
  );
  return rows.map(({ sha256, name, kind, content }) => ({ sha256, name, kind, content }));
}
