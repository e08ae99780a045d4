/**
 * Adds a quarter whose results are still to come to the store e2e/results-questions.spec.ts's own
 * server reads (IR_DB_PATH); the demonstration quarters are all past, so none of them takes questions:
 *   tsx --import ./scripts/server-only-stub.mjs lib/questions/testing/seed-future-quarter.ts <year> <quarter> <results date>
 */
import { closeDatabase, writeQuarterlyResultRow } from '@/lib/backend';

async function main(): Promise<void> {
  const [year, quarter, date] = process.argv.slice(2);
  if (!/^\d{4}$/.test(year ?? '') || !/^[1-4]$/.test(quarter ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(date ?? '')) {
    throw new Error('usage: seed-future-quarter.ts <year> <quarter> <YYYY-MM-DD>');
  }
  await writeQuarterlyResultRow({
    year: Number(year),
    quarter: Number(quarter),
    total_revenue: 4200000,
    sales_revenue: 4100000,
    gross_profit: 1400000,
    net_profit: 520000,
    eps: 0.2117,
    results_date: date!,
  });
  await closeDatabase();
  console.log(JSON.stringify({ year: Number(year), quarter: Number(quarter), date }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
