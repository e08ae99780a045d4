/**
 * Copies the embedded store into a new, empty store on either engine, while the site may run:
 *   npm run db:copy -- --to postgres://user:password@host:5432/name
 *   npm run db:copy -- --to path/to/new.db
 * The source is the store the settings name (DATABASE_URL, else IR_DB_PATH). The target must be new: an
 * SQLite file that does not exist, or a PostgreSQL database without tables. See docs/operations.md,
 * "Moving a store between engines".
 */
import './server-only-stub.mjs';
import path from 'node:path';
import { closeDatabase, copyStoreTo, storeDescription, type StoreLocation } from '@/lib/backend';
import { loadEnvFiles } from '@/lib/server/process-bridge.mjs';

const USAGE = 'Usage: npm run db:copy -- --to <postgres://… | new SQLite file>';

/** The target named by `--to`: a PostgreSQL URL, else an SQLite file's path. */
function copyTarget(args: string[]): StoreLocation {
  if (args.length !== 2 || args[0] !== '--to' || !args[1]) throw new Error(USAGE);
  const to = args[1];
  return /^postgres(ql)?:\/\/./.test(to)
    ? { engine: 'postgres', location: to }
    : { engine: 'sqlite', location: path.resolve(to) };
}

/** A PostgreSQL URL without its password, for the log. */
const shown = (target: StoreLocation) => target.location.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:…@');

async function main(): Promise<void> {
  // The settings files, as npm start loads them: .env's DATABASE_URL or IR_DB_PATH name the source.
  loadEnvFiles(process.cwd());
  const target = copyTarget(process.argv.slice(2));
  const report = await copyStoreTo(target);
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Copied ${storeDescription()} into ${shown(target)}: ${report.tables.length} tables, ${rows} rows`);
  for (const table of report.tables) console.log(`  ${table.name}: ${table.rows}`);
  console.log(`Not copied (the search job builds the index on the new store): ${report.skipped.join(', ')}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
