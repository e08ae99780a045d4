/**
 * Takes one backup of the embedded store, the published documents and the uploaded PDFs (UPLOAD_DIR)
 * while the site runs:
 *   npm run backup -- <dir> [--documents <folder>]
 * Encrypted with BACKUP_KEY when it is set; the manifest is authenticated with BACKUP_KEY, or else
 * IR_AUTH_SECRET. Without a key it says so on stderr: the copy holds personal data in clear. See docs/backups.md.
 */
import './server-only-stub.mjs';
import path from 'node:path';
import { databasePath, backupKey, storeDescription, takeBackup, publishedDocumentsDir } from '@/lib/backend';
import { uploadsForBackup } from '@/lib/uploads';
import { cliOptions } from './backup-options';
import { loadEnvFiles } from '@/lib/server/process-bridge.mjs';

async function main(): Promise<void> {
  // The settings files, as npm start loads them: .env's IR_DB_PATH, BACKUP_KEY or SITE_URL count here too.
  loadEnvFiles(process.cwd());
  const { positional, documents } = cliOptions(process.argv.slice(2), []);
  if (positional.length !== 1) throw new Error('Usage: npm run backup -- <dir> [--documents <folder>]');
  const result = await takeBackup({
    dir: path.resolve(positional[0]),
    databaseFile: databasePath(),
    documentsDir: documents ?? publishedDocumentsDir(),
    ...uploadsForBackup(),
    key: backupKey(),
  });
  const { manifest } = result;
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(`Backed up ${storeDescription()} into ${result.path} in ${(result.ms / 1000).toFixed(2)} s`);
  console.log(
    `  schema version ${manifest.schemaVersion}, ${Object.keys(manifest.tables).length} tables, ${rows} rows (${manifest.tables.subscribers ?? 0} subscribers)`,
  );
  const uploads = manifest.files.filter((file) => file.path.startsWith('uploads/')).length;
  console.log(
    `  ${manifest.files.length - 1 - uploads} documents, ${uploads} uploaded PDFs; ${manifest.encryption ? `encrypted (AES-256-GCM, key id ${manifest.encryption.keyId})` : 'not encrypted (BACKUP_KEY unset)'}`,
  );
  console.log(
    `  manifest ${manifest.mac ? 'authenticated (HMAC-SHA256)' : 'not authenticated'}; audit head ${manifest.auditHead ? `#${manifest.auditHead.seq} ${manifest.auditHead.hash}` : 'none'}`,
  );
  if (!manifest.encryption) {
    console.warn(
      `backup: warning: BACKUP_KEY is not set, so ${result.path} holds personal data in clear (subscribers, their consent records, ` +
        "contact messages, the IR team's accounts): keep it on this machine only, or set BACKUP_KEY (docs/backups.md)",
    );
  }
  if (!manifest.mac)
    console.warn(
      'backup: warning: neither BACKUP_KEY nor IR_AUTH_SECRET is set: the manifest is not authenticated, and a restore cannot tell an edited backup from this one',
    );
}

main().catch((error: unknown) => {
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
