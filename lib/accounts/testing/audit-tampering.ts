import { auditEntryHash, GENESIS_HASH, type AuditEntry } from '../audit-chain';

/**
 * What someone with the store but not the key can do: number the entries again from 1 and remake every
 * link with plain SHA-256 (what the chain was before it was keyed), marking each with `scheme`.
 */
export function relinkedPlain(entries: AuditEntry[], scheme: string): AuditEntry[] {
  const out: AuditEntry[] = [];
  for (const [index, entry] of entries.entries()) {
    const content = { ...entry, seq: index + 1 };
    const prevHash = out.at(-1)?.hash ?? GENESIS_HASH;
    out.push({ ...content, scheme, prevHash, hash: auditEntryHash(content, prevHash, null) });
  }
  return out;
}
