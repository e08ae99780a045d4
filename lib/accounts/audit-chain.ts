import { createHash, createHmac, hkdfSync } from 'node:crypto';
import type { AuditEntry } from '@/lib/backend';

/**
 * The audit log's hash chain (docs/accounts.md): each entry's hash is an HMAC-SHA256, under a key
 * derived from IR_AUTH_SECRET (never in the store), over a canonical serialisation of its content
 * together with the previous entry's hash. Editing, inserting or deleting any entry breaks the link
 * after it, and someone who can write the store but lacks the key cannot make the links again.
 * Entries written before the key (scheme 'sha256') keep their plain SHA-256: they may only open the
 * chain, and the first keyed entry after them covers them.
 */

/** What an entry records, before it is chained. */
export type AuditContent = Omit<AuditEntry, 'prevHash' | 'hash' | 'scheme'>;

export type { AuditEntry };

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** How entries are hashed now: HMAC-SHA256 under the audit key. */
export const KEYED_SCHEME = 'hmac-sha256';
/** How entries were hashed before the key: plain SHA-256, which anyone can recompute. */
export const PLAIN_SCHEME = 'sha256';

/** The chain's key, derived (HKDF-SHA256) from the workspace secret, IR_AUTH_SECRET. */
export function auditKeyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'ir-website audit chain', 32));
}

/** A JSON array in a fixed field order: one text for one content, whatever the object's key order. */
export function canonicalAuditText(content: AuditContent, prevHash: string): string {
  return JSON.stringify([
    content.seq,
    content.at,
    content.actor,
    content.action,
    content.object,
    content.client,
    content.detail,
    prevHash,
  ]);
}

/** The hash of an entry: keyed with `key`, or plain SHA-256 when `key` is null (entries before the key). */
export function auditEntryHash(content: AuditContent, prevHash: string, key: Buffer | null): string {
  const text = canonicalAuditText(content, prevHash);
  return (key ? createHmac('sha256', key) : createHash('sha256')).update(text, 'utf8').digest('hex');
}

/** The keyed entry that follows `previous` (undefined: the first entry). */
export function chainedEntry(
  content: Omit<AuditContent, 'seq'>,
  previous: Pick<AuditEntry, 'seq' | 'hash'> | undefined,
  key: Buffer,
): AuditEntry {
  const full: AuditContent = { ...content, seq: (previous?.seq ?? 0) + 1 };
  const prevHash = previous?.hash ?? GENESIS_HASH;
  return { ...full, scheme: KEYED_SCHEME, prevHash, hash: auditEntryHash(full, prevHash, key) };
}

/** An entry's number and hash recorded outside the store (a backup manifest, the log, the dashboard, an admin's note). */
export interface AuditCheckpoint {
  seq: number;
  hash: string;
  /** Where it was read, for the verdict's reason. */
  source: string;
}

export type ChainVerdict =
  | { ok: true; entries: number; head: Pick<AuditEntry, 'seq' | 'hash'> | null }
  | { ok: false; entries: number; brokenAt: number; reason: string };

/** `<n>:<64 hex digits>`, as `verify-audit --checkpoint` takes it; null when malformed. */
export function parseAuditCheckpoint(text: string, source = '--checkpoint'): AuditCheckpoint | null {
  const match = /^#?(\d{1,15}):([0-9a-f]{64})$/i.exec(text.trim());
  if (!match || Number(match[1]) < 1) return null;
  return { seq: Number(match[1]), hash: match[2].toLowerCase(), source };
}

/**
 * Checks entries in chain order (ascending seq) with the audit key; names the first entry whose link
 * breaks. A plain SHA-256 entry after a keyed one, or a log with no keyed entry at all, is refused:
 * plain links are what anyone can recompute. Each checkpoint's entry must still be there with the
 * hash recorded: a log cut or rewritten since the checkpoint is refused.
 */
export function verifyAuditChain(
  entries: Iterable<AuditEntry>,
  key: Buffer,
  checkpoints: readonly AuditCheckpoint[] = [],
): ChainVerdict {
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  let count = 0;
  let keyed = false;
  const wanted = new Map(checkpoints.map((checkpoint) => [checkpoint.seq, checkpoint]));
  for (const entry of entries) {
    count += 1;
    if (entry.seq !== expectedSeq) {
      return {
        ok: false,
        entries: count,
        brokenAt: expectedSeq,
        reason: `entry ${expectedSeq} is missing (next is ${entry.seq})`,
      };
    }
    if (entry.prevHash !== prevHash) {
      return {
        ok: false,
        entries: count,
        brokenAt: entry.seq,
        reason: `entry ${entry.seq} does not follow entry ${entry.seq - 1}`,
      };
    }
    if (entry.scheme === KEYED_SCHEME) keyed = true;
    else if (entry.scheme !== PLAIN_SCHEME)
      return { ok: false, entries: count, brokenAt: entry.seq, reason: `entry ${entry.seq} names an unknown scheme` };
    else if (keyed)
      return {
        ok: false,
        entries: count,
        brokenAt: entry.seq,
        reason: `entry ${entry.seq} is not keyed but follows keyed entries: the log was rewritten`,
      };
    if (auditEntryHash(entry, entry.prevHash, entry.scheme === KEYED_SCHEME ? key : null) !== entry.hash) {
      return {
        ok: false,
        entries: count,
        brokenAt: entry.seq,
        reason: `entry ${entry.seq} was changed after it was written`,
      };
    }
    const checkpoint = wanted.get(entry.seq);
    if (checkpoint && checkpoint.hash !== entry.hash) {
      return {
        ok: false,
        entries: count,
        brokenAt: entry.seq,
        reason: `entry ${entry.seq} does not have the hash of the checkpoint (${checkpoint.source}): the log was rewritten`,
      };
    }
    prevHash = entry.hash;
    expectedSeq += 1;
  }
  if (count > 0 && !keyed) {
    return {
      ok: false,
      entries: count,
      brokenAt: 1,
      reason: `none of the ${count} entries is keyed: plain SHA-256 links can be made again by anyone who can write the store (the next entry written seals them)`,
    };
  }
  const cut = checkpoints.filter((checkpoint) => checkpoint.seq > count).sort((a, b) => b.seq - a.seq)[0];
  if (cut) {
    return {
      ok: false,
      entries: count,
      brokenAt: count + 1,
      reason: `entry ${cut.seq} of the checkpoint (${cut.source}) is missing: the log was cut after entry ${count}`,
    };
  }
  return { ok: true, entries: count, head: count > 0 ? { seq: count, hash: prevHash } : null };
}
