import './server-only-stub.mjs';
import { BackupRefused, latestBackupAuditHead } from '@/lib/backend';
import {
  AccountError,
  auditVerdictLine,
  parseAuditCheckpoint,
  verifyStoredAudit,
  type AuditCheckpoint,
} from '@/lib/accounts';
import { settings } from '@/lib/config/settings.mjs';

/**
 * `npm run admin -- verify-audit [--checkpoint <n>:<hash>]…` (docs/accounts.md, Audit log): checks the
 * keyed chain, and that each checkpoint's entry is still there with its hash: the ones given, and the
 * head the newest backup in BACKUP_DIR recorded. Prints the verdict, the head, and what it was checked
 * against; answers the exit status.
 */
export async function verifyAuditCommand(checkpointArgs: readonly string[]): Promise<number> {
  const checkpoints: AuditCheckpoint[] = [];
  for (const text of checkpointArgs) {
    const checkpoint = parseAuditCheckpoint(text);
    if (!checkpoint)
      throw new AccountError(
        `--checkpoint takes <entry number>:<its 64-hex-digit hash> (as the dashboard, the server log or a backup shows them), not ${JSON.stringify(text)}`,
      );
    checkpoints.push(checkpoint);
  }
  let backupProblem: string | null = null;
  try {
    const head = await latestBackupAuditHead();
    if (head) checkpoints.push({ seq: head.seq, hash: head.hash, source: `backup ${head.backup}` });
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    backupProblem = error.message;
  }
  if (!settings().IR_AUTH_SECRET) {
    console.warn(
      "verify-audit: warning: IR_AUTH_SECRET is not set: the audit key is derived from the store's path, which anyone can work out",
    );
  }
  const verdict = await verifyStoredAudit(checkpoints);
  console.log(auditVerdictLine(verdict));
  if (verdict.ok && verdict.head) console.log(`head #${verdict.head.seq} ${verdict.head.hash}`);
  for (const checkpoint of checkpoints)
    console.log(`checkpoint #${checkpoint.seq} (${checkpoint.source})${verdict.ok ? ': holds' : ''}`);
  if (backupProblem) console.error(`verify-audit: the newest backup gives no checkpoint: ${backupProblem}`);
  return verdict.ok && !backupProblem ? 0 : 1;
}
