/**
 * Takes one backup of the embedded store and the published documents while the site runs:
 *   npm run backup -- <dir> [--documents <folder>]
 * Encrypted with BACKUP_KEY when it is set. See docs/backups.md.
 */
import './server-only-stub.mjs';
import path from 'node:path';
import { databasePath, backupKey, takeBackup, publishedDocumentsDir } from '@/lib/backend';
import { cliOptions } from './backup-options';
import { loadEnvFiles } from '@/lib/server/env-files.mjs';

async function main(): Promise<void> {
  // The settings files, as npm start loads them: .env's IR_DB_PATH, BACKUP_KEY or SITE_URL count here too.
  loadEnvFiles(process.cwd());
  const { positional, documents } = cliOptions(process.argv.slice(2), []);
  if (positional.length !== 1) throw new Error('Usage: npm run backup -- <dir> [--documents <folder>]');
  const result = await takeBackup({
    dir: path.resolve(positional[0]),
    databaseFile: databasePath(),
    documentsDir: documents ?? publishedDocumentsDir(),
    key: backupKey(),
  });
  const { manifest } = result;
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(`Backed up ${databasePath()} into ${result.path} in ${(result.ms / 1000).toFixed(2)} s`);
  console.log(`  schema version ${manifest.schemaVersion}, ${Object.keys(manifest.tables).length} tables, ${rows} rows (${manifest.tables.subscribers ?? 0} subscribers)`);
  console.log(`  ${manifest.files.length - 1} documents; ${manifest.encryption ? `encrypted (AES-256-GCM, key id ${manifest.encryption.keyId})` : 'not encrypted (BACKUP_KEY unset)'}`);
}

main().catch((error: unknown) => {
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
