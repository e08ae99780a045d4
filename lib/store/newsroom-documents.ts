import type { Client, InStatement } from './engine';
import { getDatabase, plainRows } from './db';

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
  return documents.map(({ sha256, name }) => ({
    sql: `INSERT INTO newsroom_published_documents (sha256, name, item_id, version, published_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (sha256, name, item_id, version) DO NOTHING`,
    args: [sha256, name, itemId, version, at.toISOString()],
  }));
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
  const [row] = plainRows(
    await (
      await database()
    ).execute({
      sql: `SELECT 1 AS live FROM newsroom_published_documents p JOIN newsroom_items i ON i.id = p.item_id
        WHERE p.sha256 = ? AND p.name = ? AND i.live_version IS NOT NULL AND i.state <> 'withdrawn' LIMIT 1`,
      args: [sha256, name],
    }),
  );
  return row !== undefined;
}

/** Every document an item ever published (a withdrawal marks all of them gone). */
export async function listPublishedDocuments(
  itemId: string,
  executor: Pick<Client, 'execute'>,
): Promise<PublishedDocument[]> {
  return plainRows(
    await executor.execute({
      sql: 'SELECT DISTINCT sha256, name FROM newsroom_published_documents WHERE item_id = ? ORDER BY sha256, name',
      args: [itemId],
    }),
  ).map((row) => ({ sha256: String(row.sha256), name: String(row.name) }));
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
  const rows = plainRows(
    await (
      await database()
    ).execute({
      sql: `SELECT p.sha256, p.name, i.kind, v.content FROM newsroom_published_documents p
            JOIN newsroom_items i ON i.id = p.item_id
            JOIN newsroom_versions v ON v.item_id = p.item_id AND v.version = p.version
            WHERE p.sha256 IN (${hashes.map(() => '?').join(', ')})
            ORDER BY p.published_at DESC, p.version DESC`,
      args: hashes,
    }),
  );
  return rows.map((row) => ({
    sha256: String(row.sha256),
    name: String(row.name),
    kind: String(row.kind),
    content: String(row.content),
  }));
}
