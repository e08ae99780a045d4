/**
 * Checks a backup, then restores it into the store named by IR_DB_PATH, the published documents and
 * UPLOAD_DIR (the uploaded PDFs):
 *   npm run restore -- <backup folder> [--verify] [--force] [--accept-unauthenticated] [--documents <folder>]
 * --verify only checks. The data in place is moved aside only with --force. A manifest that neither
 * BACKUP_KEY nor IR_AUTH_SECRET authenticates is refused unless --accept-unauthenticated. See docs/backups.md.
 */
import './server-only-stub.mjs';
import path from 'node:path';
import {
  databasePath,
  storeDescription,
  BackupRefused,
  backupKey,
  restoreBackup,
  verifyBackup,
  publishedDocumentsDir,
  type ManifestAuthentication,
} from '@/lib/backend';
import { uploadsForBackup } from '@/lib/uploads';
import { cliOptions } from './backup-options';
import { loadEnvFiles } from '@/lib/server/process-bridge.mjs';

const USAGE =
  'Usage: npm run restore -- <backup folder> [--verify] [--force] [--accept-unauthenticated] [--documents <folder>]';

/** Says on stderr when the manifest was not authenticated. */
function warnUnauthenticated(authentication: ManifestAuthentication): void {
  if (authentication.by) return;
  console.warn(
    authentication.why === 'no-key'
      ? 'restore: warning: neither BACKUP_KEY nor IR_AUTH_SECRET is set: the manifest could not be authenticated'
      : 'restore: warning: the manifest is not authenticated by any key at hand, restored as you asked (--accept-unauthenticated)',
  );
}

async function main(): Promise<void> {
  // The settings files, as npm start loads them: .env's IR_DB_PATH, BACKUP_KEY or SITE_URL count here too.
  loadEnvFiles(process.cwd());
  const { positional, documents, flags } = cliOptions(process.argv.slice(2), [
    '--force',
    '--verify',
    '--accept-unauthenticated',
  ]);
  if (positional.length !== 1) throw new Error(USAGE);
  const from = path.resolve(positional[0]);
  const key = backupKey();
  const acceptUnauthenticated = flags.has('--accept-unauthenticated');
  if (flags.has('--verify')) {
    const { manifest, authentication } = await verifyBackup(from, {
      key,
      acceptUnauthenticated,
      scratch: path.dirname(databasePath()),
    });
    warnUnauthenticated(authentication);
    console.log(
      `${from} is whole: ${manifest.files.length} files match the manifest${authentication.by ? ` (authenticated with ${authentication.by})` : ''}, ` +
        `the store (schema ${manifest.schemaVersion}) passes SQLite's integrity check and its row counts`,
    );
    return;
  }
  const result = await restoreBackup({
    from,
    databaseFile: databasePath(),
    documentsDir: documents ?? publishedDocumentsDir(),
    ...uploadsForBackup(),
    force: flags.has('--force'),
    key,
    acceptUnauthenticated,
  });
  warnUnauthenticated(result.authentication);
  console.log(
    `Restored ${result.manifest.id} (taken ${result.manifest.startedAt}) into ${storeDescription()} in ${(result.ms / 1000).toFixed(2)} s`,
  );
  console.log(
    `  ${result.documents} documents, ${result.uploads} uploaded PDFs; ${result.manifest.tables.subscribers ?? 0} subscribers`,
  );
  if (result.movedAside) console.log(`  the data found in place was moved to ${result.movedAside}`);
  console.log(
    result.migrated.length
      ? `  migrated from schema ${result.manifest.schemaVersion} to ${result.migrated[result.migrated.length - 1]}`
      : `  schema ${result.manifest.schemaVersion}: no migration needed`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `restore: ${error instanceof BackupRefused ? 'refused: ' : ''}${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
