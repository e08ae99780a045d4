/**
 * `npm run stock:import -- <file.csv> [--dry-run]`: imports daily prices into the embedded backend
 * (IR_DB_PATH). Columns by header, Thai or English; dates ISO or DD/MM/YYYY (Buddhist era when the year
 * is 2400 or more). Any bad row stops the import with every problem listed by line, and nothing is
 * stored; otherwise all rows are stored in one transaction, a day already stored is replaced, and
 * the demonstration history is removed. --dry-run checks the file and stores nothing.
 */
import './server-only-stub.mjs';
import { readFileSync, statSync } from 'node:fs';
import { closeDatabase, databasePath, importPriceDays, priceDayCounts } from '@/lib/backend';
import { bangkokToday, parsePriceImport } from '@/lib/prices';
import { loadEnvFiles } from '@/lib/server/process-bridge.mjs';

const MAX_FILE_BYTES = 20 * 1024 * 1024;
const SHOWN_PROBLEMS = 50;

async function main(): Promise<number> {
  // The settings files, as npm start loads them (README, "Settings"): .env's IR_DB_PATH and the like count here too.
  loadEnvFiles(process.cwd());
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const files = args.filter((arg) => arg !== '--dry-run');
  if (files.length !== 1) {
    console.error('Usage: npm run stock:import -- <file.csv> [--dry-run]');
    return 2;
  }
  const [file] = files;
  if (statSync(file).size > MAX_FILE_BYTES) {
    console.error(`${file} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB: split it.`);
    return 1;
  }
  const { days, problems } = parsePriceImport(readFileSync(file, 'utf8'), bangkokToday(new Date()));
  if (problems.length) {
    for (const problem of problems.slice(0, SHOWN_PROBLEMS))
      console.error(`${file}:${problem.line}: ${problem.message}`);
    if (problems.length > SHOWN_PROBLEMS) console.error(`… and ${problems.length - SHOWN_PROBLEMS} more problems.`);
    console.error(`Nothing was imported: ${problems.length} problem(s) in ${file}.`);
    return 1;
  }
  const span = `${days[0].date} to ${days[days.length - 1].date}`;
  if (dryRun) {
    console.log(`${file} is good: ${days.length} days, ${span}. Nothing stored (--dry-run).`);
    return 0;
  }
  const outcome = await importPriceDays(days);
  const counts = await priceDayCounts();
  console.log(
    `Imported ${days.length} days (${span}) into ${databasePath()}: ${outcome.added} new, ${outcome.replaced} replaced` +
      (outcome.demoRemoved ? `, ${outcome.demoRemoved} demonstration days removed` : '') +
      `. Stored now: ${counts.import} imported, ${counts.recorder} recorded, ${counts.demo} demonstration days.`,
  );
  return 0;
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
