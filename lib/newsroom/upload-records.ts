import { readUploadPages, readUploadRecords, recordWorkspaceUploads } from '@/lib/backend';
import { LANGS, type Content, type FieldError, type Lang } from './content';
import type { DocumentRef } from './documents';
import type { Actor } from './items';
import { CONTENT_KINDS, type KindName } from './kinds';

/**
 * Who stored which PDF, and the page count its check read (migration 29; docs/newsroom.md,
 * Documents). The server owns a document's hash and page count: a version may name only a PDF its
 * editor uploaded, or one the item held already, and its page count is always the count the
 * server's own check read (lib/uploads), whatever the client sent.
 */

/** What the upload routes record of each stored PDF. */
export interface RecordedUpload {
  sha256: string;
  pages: number;
  size: number;
}

/** Records PDFs an account uploaded (a second upload of the same file by the same account refreshes it). */
export async function recordUploads(
  actor: Pick<Actor, 'id'>,
  uploads: readonly RecordedUpload[],
  now = new Date(),
): Promise<void> {
  if (uploads.length === 0) return;
  await recordWorkspaceUploads(actor.id, uploads, now);
}

/** At most this many documents are looked up at once: a form's choices offer far fewer. */
export const MAX_RECORDED_LOOKUP = 500;

/**
 * The page counts the server's checks read of stored PDFs, by hash, whoever uploaded them: what the
 * item form's document cards show of a document chosen from a list (docs/newsroom.md, Documents). A
 * hash never uploaded through the workspace is left out.
 */
export async function recordedPages(hashes: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(hashes)].filter((hash) => /^[0-9a-f]{64}$/.test(hash)).slice(0, MAX_RECORDED_LOOKUP);
  if (unique.length === 0) return new Map();
  return readUploadPages(unique);
}

type Slot = { field: string; lang?: Lang; key: 'shared' | Lang; ref: DocumentRef };

/** Every document slot of a version: a field's shared PDF, or its PDF per language. */
function slotsOf(kind: KindName, content: Content): Slot[] {
  const slots: Slot[] = [];
  for (const [field, spec] of Object.entries(CONTENT_KINDS[kind].fields)) {
    if (spec.type !== 'document') continue;
    const value = content[field] as Record<string, DocumentRef> | undefined;
    if (typeof value !== 'object' || value === null) continue;
    if (value.shared) slots.push({ field, key: 'shared', ref: value.shared });
    for (const lang of LANGS) if (value[lang]) slots.push({ field, lang, key: lang, ref: value[lang] });
  }
  return slots;
}

/**
 * A version's documents checked against the uploads: each must be a PDF the actor uploaded, or one
 * the item's current version already names (kept by another editor's edit). Its page count becomes
 * the server's record (an item's own earlier count for a document stored before uploads were
 * recorded). Returns the content with the server's counts, or the fields at fault
 * (`unknown-document`): an unknown hash, or one only someone else uploaded.
 */
export async function ownDocuments(
  actor: Pick<Actor, 'id'>,
  kind: KindName,
  content: Content,
  current: Content | null,
): Promise<{ ok: true; content: Content } | { ok: false; errors: FieldError[] }> {
  const slots = slotsOf(kind, content);
  if (slots.length === 0) return { ok: true, content };
  const held = new Map((current ? slotsOf(kind, current) : []).map((slot) => [slot.ref.sha256, slot.ref.pages]));
  const hashes = [...new Set(slots.map((slot) => slot.ref.sha256))];
  const rows = await readUploadRecords(hashes);
  const errors: FieldError[] = [];
  const next: Content = { ...content };
  for (const slot of slots) {
    const records = rows.filter((row) => row.sha256 === slot.ref.sha256);
    const own = records.some((row) => row.accountId === actor.id);
    if (!own && !held.has(slot.ref.sha256)) {
      errors.push({ field: slot.field, ...(slot.lang ? { lang: slot.lang } : {}), problem: 'unknown-document' });
      continue;
    }
    const pages = records.length > 0 ? records[0].pages : held.get(slot.ref.sha256)!;
    next[slot.field] = { ...(next[slot.field] as Record<string, DocumentRef>), [slot.key]: { ...slot.ref, pages } };
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, content: next };
}
