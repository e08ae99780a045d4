/**
 * Checks a backup, then restores it into the store named by IR_DB_PATH and the published documents:
 *   npm run restore -- <backup folder> [--verify] [--force] [--documents <folder>]
 * --verify only checks. The data in place is moved aside only with --force. See docs/backups.md.
 */
import './server-only-stub.mjs';
import path from 'node:path';
import { databasePath, BackupRefused, backupKey, restoreBackup, verifyBackup, publishedDocumentsDir } from '@/lib/backend';
import { cliOptions } from './backup-options';
import { loadEnvFiles } from '@/lib/server/env-files.mjs';

async function main(): Promise<void> {
  // The settings files, as npm start loads them: .env's IR_DB_PATH, BACKUP_KEY or SITE_URL count here too.
  loadEnvFiles(process.cwd());
  const { positional, documents, flags } = cliOptions(process.argv.slice(2), ['--force', '--verify']);
  if (positional.length !== 1) throw new Error('Usage: npm run restore -- <backup folder> [--verify] [--force] [--documents <folder>]');
  const from = path.resolve(positional[0]);
  const key = backupKey();
  if (flags.has('--verify')) {
    const manifest = await verifyBackup(from, { key, scratch: path.dirname(databasePath()) });
    console.log(`${from} is whole: ${manifest.files.length} files match the manifest, the store (schema ${manifest.schemaVersion}) passes SQLite's integrity check and its row counts`);
    return;
  }
  const result = await restoreBackup({ from, databaseFile: databasePath(), documentsDir: documents ?? publishedDocumentsDir(), force: flags.has('--force'), key });
  console.log(`Restored ${result.manifest.id} (taken ${result.manifest.startedAt}) into ${databasePath()} in ${(result.ms / 1000).toFixed(2)} s`);
  console.log(`  ${result.documents} documents; ${result.manifest.tables.subscribers ?? 0} subscribers`);
  if (result.movedAside) console.log(`  the data found in place was moved to ${result.movedAside}`);
  console.log(result.migrated.length ? `  migrated from schema ${result.manifest.schemaVersion} to ${result.migrated[result.migrated.length - 1]}` : `  schema ${result.manifest.schemaVersion}: no migration needed`);
}

main().catch((error: unknown) => {
  console.error(`restore: ${error instanceof BackupRefused ? 'refused: ' : ''}${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
