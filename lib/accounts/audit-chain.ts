import { createHash } from 'node:crypto';
import type { AuditEntry } from '@/lib/backend';

/**
 * The audit log's hash chain (docs/accounts.md): each entry's hash is SHA-256 over a canonical
 * serialisation of its content together with the previous entry's hash, so editing, inserting or
 * deleting any entry but the newest breaks every link after it.
 */

/** What an entry records, before it is chained. */
export type AuditContent = Omit<AuditEntry, 'prevHash' | 'hash'>;

export type { AuditEntry };

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** A JSON array in a fixed field order: one text for one content, whatever the object's key order. */
export function canonicalAuditText(content: AuditContent, prevHash: string): string {
  return JSON.stringify([content.seq, content.at, content.actor, content.action, content.object, content.client, content.detail, prevHash]);
}

export function auditEntryHash(content: AuditContent, prevHash: string): string {
  return createHash('sha256').update(canonicalAuditText(content, prevHash), 'utf8').digest('hex');
}

/** The entry that follows `previous` (undefined: the first entry). */
export function chainedEntry(content: Omit<AuditContent, 'seq'>, previous: Pick<AuditEntry, 'seq' | 'hash'> | undefined): AuditEntry {
  const full: AuditContent = { ...content, seq: (previous?.seq ?? 0) + 1 };
  const prevHash = previous?.hash ?? GENESIS_HASH;
  return { ...full, prevHash, hash: auditEntryHash(full, prevHash) };
}

export type ChainVerdict = { ok: true; entries: number } | { ok: false; entries: number; brokenAt: number; reason: string };

/** Checks entries in chain order (ascending seq); names the first entry whose link breaks. */
export function verifyAuditChain(entries: Iterable<AuditEntry>): ChainVerdict {
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  let count = 0;
  for (const entry of entries) {
    count += 1;
    if (entry.seq !== expectedSeq) {
      return { ok: false, entries: count, brokenAt: expectedSeq, reason: `entry ${expectedSeq} is missing (next is ${entry.seq})` };
    }
    if (entry.prevHash !== prevHash) {
      return { ok: false, entries: count, brokenAt: entry.seq, reason: `entry ${entry.seq} does not follow entry ${entry.seq - 1}` };
    }
    if (auditEntryHash(entry, entry.prevHash) !== entry.hash) {
      return { ok: false, entries: count, brokenAt: entry.seq, reason: `entry ${entry.seq} was changed after it was written` };
    }
    prevHash = entry.hash;
    expectedSeq += 1;
  }
  return { ok: true, entries: count };
}
