import { appendAuditEntry, auditEntriesInOrder, type AuditEntry } from '@/lib/backend';
import { chainedEntry, verifyAuditChain, type ChainVerdict } from './audit-chain';

/** What the audit log records (docs/accounts.md). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'lock',
  'sign-out',
  'enrol',
  'add-user',
  'role-change',
  'disable',
  'reset',
  'denied',
  'content',
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

/** Appends an entry, stamped now (UTC), to the hash chain. */
export function recordAudit({ actor, action, object = '', client = '', detail }: AuditRecord, now = new Date()): Promise<AuditEntry> {
  const content = { at: now.toISOString(), actor, action, object, client, detail: detail ? JSON.stringify(detail) : '' };
  return appendAuditEntry((previous) => chainedEntry(content, previous));
}

/** Checks the whole stored chain, oldest first. */
export async function verifyStoredAudit(): Promise<ChainVerdict> {
  const entries: AuditEntry[] = [];
  for await (const entry of auditEntriesInOrder()) entries.push(entry);
  return verifyAuditChain(entries);
}

/** The line `npm run admin -- verify-audit` prints. */
export function auditVerdictLine(verdict: ChainVerdict): string {
  return verdict.ok ? `ok ${verdict.entries} entries` : `broken at entry ${verdict.brokenAt}: ${verdict.reason}`;
}
