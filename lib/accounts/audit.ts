import { appendAuditEntry, auditEntriesInOrder, type AuditEntry } from '@/lib/backend';
import { auditKeyFrom, chainedEntry, verifyAuditChain, type AuditCheckpoint, type ChainVerdict } from './audit-chain';
import { authSecret } from './settings';

/** What the audit log records (docs/accounts.md). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'lock',
  'unlock',
  'sign-out',
  'enrol-start',
  'enrol-refused',
  'enrol',
  'add-user',
  'role-change',
  'disable',
  'reset',
  'denied',
  'audit-export',
  'content',
  'audit-key',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The actor written for the command line (`npm run admin`). */
export const CLI_ACTOR = 'cli';

export interface AuditRecord {
  actor: string;
  action: AuditAction;
  object?: string;
  client?: string;
  detail?: Record<string, string | number | boolean>;
}

/** The most characters an entry keeps of its actor, object and client address. */
export const AUDIT_FIELD_MAX = 120;

// Control and format characters (CR, LF, tab, NUL, bidirectional overrides, zero-width ones, the
// line and paragraph separators): none belongs in an address or a name, and they could forge lines.
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** Text as the log keeps it: each control character shown as U+FFFD, bounded when `max` is given (the cut marked with …). */
export function auditText(value: string, max = Infinity): string {
  const characters = [...value.replace(CONTROL, '\uFFFD')];
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : characters.join('');
}

function cleanDetail(detail: Record<string, string | number | boolean>): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(detail).map(([key, value]) => [
      auditText(key),
      typeof value === 'string' ? auditText(value) : value,
    ]),
  );
}

/**
 * Appends an entry, stamped now (UTC), to the hash chain. What the entry keeps is cleaned first, so
 * that no caller writes a request's text raw (a failed sign-in's e-mail field): control characters are
 * replaced and the actor, object and client are bounded (docs/accounts.md, Audit log).
 */
export function recordAudit(
  { actor, action, object = '', client = '', detail }: AuditRecord,
  now = new Date(),
): Promise<AuditEntry> {
  const content = {
    at: now.toISOString(),
    actor: auditText(actor, AUDIT_FIELD_MAX),
    action,
    object: auditText(object, AUDIT_FIELD_MAX),
    client: auditText(client, AUDIT_FIELD_MAX),
    detail: detail ? JSON.stringify(cleanDetail(detail)) : '',
  };
  return appendAuditEntry((previous) => chainedEntry(content, previous, auditKey()));
}

/** The chain's key: derived from IR_AUTH_SECRET, never stored (docs/accounts.md, Audit log). */
export function auditKey(): Buffer {
  return auditKeyFrom(authSecret());
}

/** Checks the whole stored chain, oldest first, and that each checkpoint's entry is still there with its hash. */
export async function verifyStoredAudit(checkpoints: readonly AuditCheckpoint[] = []): Promise<ChainVerdict> {
  const entries: AuditEntry[] = [];
  for await (const entry of auditEntriesInOrder()) entries.push(entry);
  return verifyAuditChain(entries, auditKey(), checkpoints);
}

/** The line `npm run admin -- verify-audit` prints. */
export function auditVerdictLine(verdict: ChainVerdict): string {
  return verdict.ok ? `ok ${verdict.entries} entries` : `broken at entry ${verdict.brokenAt}: ${verdict.reason}`;
}
