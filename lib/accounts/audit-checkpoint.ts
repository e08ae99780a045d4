import { auditHead } from '@/lib/backend';
import { KEYED_SCHEME, PLAIN_SCHEME, type AuditCheckpoint, type ChainVerdict } from './audit-chain';
import { recordAudit, verifyStoredAudit } from './audit';

/**
 * Checkpoints of the audit log's head, written outside the store (docs/accounts.md, Audit log): the
 * server log (the job `audit-checkpoint`, lib/jobs/jobs.ts), the admins' dashboard and each backup's
 * manifest. `npm run admin -- verify-audit` compares the log with them, so a log cut or rewritten
 * since a checkpoint is caught even by someone who has the store and not the key's history.
 */

/** The actor of the entry the server writes itself. */
export const SERVER_ACTOR = 'server';

/** A verified log's head, or where it breaks, and when it was checked. */
export type AuditHeadCheck = ChainVerdict & { checkedAt: string };

/**
 * A log whose newest entry is plain SHA-256 (a store upgraded from before the key) gets one keyed
 * entry saying so, which covers every entry before it. True when it wrote one.
 */
export async function sealPlainAudit(now = new Date()): Promise<boolean> {
  const head = await auditHead();
  if (!head || head.scheme !== PLAIN_SCHEME) return false;
  await recordAudit(
    { actor: SERVER_ACTOR, action: 'audit-key', detail: { scheme: KEYED_SCHEME, plainEntries: head.seq } },
    now,
  );
  return true;
}

/** Verifies the whole log (against the checkpoints given) and names its head. */
export async function checkAuditHead(
  checkpoints: readonly AuditCheckpoint[] = [],
  now = new Date(),
): Promise<AuditHeadCheck> {
  return { ...(await verifyStoredAudit(checkpoints)), checkedAt: now.toISOString() };
}

/** One line for the server log. */
export function auditHeadLine(check: AuditHeadCheck): string {
  if (!check.ok)
    return `[audit] the log is broken at entry ${check.brokenAt}: ${check.reason} (checked ${check.checkedAt})`;
  return check.head
    ? `[audit] head #${check.head.seq} ${check.head.hash} checked ${check.checkedAt}`
    : `[audit] the log is empty (checked ${check.checkedAt})`;
}

/** The head a process logged last: its next run checks that the log still holds it. */
export interface LoggedAuditHead {
  last: AuditCheckpoint | null;
}

const loggedByThisProcess: LoggedAuditHead = { last: null };

/**
 * The job: seals a plain log, verifies the whole log against the head logged last, and logs the head
 * (an error line when the log is broken, cut or rewritten).
 */
export async function runAuditCheckpoint({
  log = console.log,
  warn = console.error,
  logged = loggedByThisProcess,
  now = new Date(),
}: {
  log?: (line: string) => void;
  warn?: (line: string) => void;
  logged?: LoggedAuditHead;
  now?: Date;
} = {}): Promise<AuditHeadCheck> {
  await sealPlainAudit(now);
  const check = await checkAuditHead(logged.last ? [logged.last] : [], now);
  if (check.ok) {
    logged.last = check.head ? { ...check.head, source: `logged ${check.checkedAt}` } : null;
    log(auditHeadLine(check));
  } else {
    warn(auditHeadLine(check));
  }
  return check;
}
