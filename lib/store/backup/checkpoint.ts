import path from 'node:path';
import { authenticatingKey, BackupRefused, MANIFEST_FILE, manifestKeys, readManifest } from './manifest';
import { listBackups } from './schedule';
import { backupAuthSecret, backupDir, backupKey } from './settings';

/** The audit log's head as the newest backup recorded it: a checkpoint outside the store (docs/accounts.md). */
export interface BackupAuditHead {
  /** The backup's folder. */
  backup: string;
  seq: number;
  hash: string;
}

/**
 * The audit head in the manifest of the newest backup in `dir` (BACKUP_DIR); null when there is no
 * backup or it recorded none. A manifest that the keys at hand do not authenticate is refused: its
 * head could be anyone's.
 */
export async function latestBackupAuditHead({
  dir = backupDir(),
  key = backupKey(),
  authSecret = backupAuthSecret(),
}: { dir?: string | null; key?: Buffer | null; authSecret?: string | null } = {}): Promise<BackupAuditHead | null> {
  if (!dir) return null;
  const [newest] = await listBackups(dir);
  if (!newest) return null;
  const folder = path.join(dir, newest.name);
  const manifest = await readManifest(folder);
  const keys = manifestKeys({ key, authSecret });
  if (keys.length > 0 && !authenticatingKey(manifest, keys)) {
    throw new BackupRefused(
      `${folder}: ${MANIFEST_FILE} is not authenticated by ${keys.map((candidate) => candidate.from).join(' or ')}: its audit head is not a checkpoint`,
    );
  }
  return manifest.auditHead ? { backup: folder, seq: manifest.auditHead.seq, hash: manifest.auditHead.hash } : null;
}
