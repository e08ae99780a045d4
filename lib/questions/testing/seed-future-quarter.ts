/**
 * Adds a quarter whose results are still to come to the store e2e/results-questions.spec.ts's own
 * server reads (IR_DB_PATH); the demonstration quarters are all past, so none of them takes questions:
 *   tsx --import ./scripts/server-only-stub.mjs lib/questions/testing/seed-future-quarter.ts <year> <quarter> <results date>
 */
import { closeDatabase, storeDatabase } from '@/lib/backend';

async function main(): Promise<void> {
  const [year, quarter, date] = process.argv.slice(2);
  if (!/^\d{4}$/.test(year ?? '') || !/^[1-4]$/.test(quarter ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(date ?? '')) {
    throw new Error('usage: seed-future-quarter.ts <year> <quarter> <YYYY-MM-DD>');
  }
  await (await storeDatabase()).execute({
    sql: `INSERT OR REPLACE INTO quarterly_results (year, quarter, total_revenue, sales_revenue, gross_profit, net_profit, eps, results_date)
          VALUES (?, ?, 4200000, 4100000, 1400000, 520000, 0.2117, ?)`,
    args: [Number(year), Number(quarter), date],
  });
  await closeDatabase();
  console.log(JSON.stringify({ year: Number(year), quarter: Number(quarter), date }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
