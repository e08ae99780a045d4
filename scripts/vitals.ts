/**
 * The Web Vitals of visitors from the command line (docs/operations.md, Web Vitals from visitors):
 *   npm run vitals -- [--days N] [--aggregate] [--json]
 * prints the daily p75 and p95 per route, metric and device class of the last N days (default 7, at
 * most 31). --aggregate first runs the 'vitals' job's work (today's aggregates are otherwise up to an
 * hour old); --json prints the rows as the workspace's JSON endpoint does.
 */
import './server-only-stub.mjs';
import { parseArgs } from 'node:util';
import { closeDatabase } from '@/lib/backend';
import { formatTable, MAX_VIEW_DAYS, readAggregates, runVitalsJob, viewDays } from '@/lib/vitals/server';
import { loadEnvFiles } from '@/lib/server/process-bridge.mjs';

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  // The settings files, as npm start loads them: .env's IR_DB_PATH counts here too.
  loadEnvFiles(process.cwd());
  if (process.env.IR_BACKEND_URL?.trim())
    throw new UsageError('IR_BACKEND_URL is set: Web Vitals are collected in the embedded store only');
  const { values } = parseArgs({
    args: argv,
    options: { days: { type: 'string' }, aggregate: { type: 'boolean' }, json: { type: 'boolean' } },
  });
  const days = viewDays(values.days);
  if (days === null) throw new UsageError(`--days must be a whole number from 1 to ${MAX_VIEW_DAYS}`);
  if (values.aggregate) {
    const report = await runVitalsJob();
    console.error(
      `aggregated ${report.daysAggregated} day(s); deleted ${report.rawDeleted} raw sample(s) past retention`,
    );
  }
  const rows = await readAggregates({ days });
  if (values.json) console.log(JSON.stringify({ days, percentile: 'nearest-rank', rows }, null, 2));
  else if (rows.length === 0) console.log(`No Web Vitals aggregates in the last ${days} day(s).`);
  else console.log(formatTable(rows));
  return 0;
}

main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(
      error instanceof UsageError || (error instanceof Error && error.name === 'TypeError' && 'code' in error)
        ? `vitals: ${error.message}`
        : error,
    );
    process.exitCode = 2;
  })
  .finally(() => closeDatabase());
