/**
 * `npm run bench:check`: compares bench/results/latest.json (written by `npm run bench`) with the budgets
 * of bench/budgets.ts, prints every budget with the measured value and exits 1 when one is broken, when the
 * results file is missing or when it comes from a quick run (BENCH_QUICK=1) or a run with errors.
 * With a part's name (`npm run bench:check -- interaction`) it judges that part's own results file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate } from './evaluate';
import type { BenchResults } from './types';

// `npm run bench:check -- interaction` judges a part's own file (bench/results/<part>.json) by that part's budgets.
const part = process.argv[2];
if (part !== undefined && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(part)) throw new Error(`bench:check: unknown part ${part}`);
const file = path.resolve(__dirname, 'results', `${part ?? 'latest'}.json`);

function main(): number {
  if (!existsSync(file)) {
    console.error(`FAIL: ${path.relative(process.cwd(), file)} is missing; run \`npm run bench\` first.`);
    return 1;
  }
  const results = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
  if (results.schema !== 2) {
    console.error(`FAIL: unknown results schema ${String(results.schema)}`);
    return 1;
  }
  const checks = evaluate(results);
  console.log(
    `Results of ${results.startedAt} (commit ${results.commit}, ${results.settings.quick ? 'QUICK' : 'full'} run)\n`,
  );
  const width = (key: (check: (typeof checks)[number]) => string) =>
    Math.max(...checks.map((check) => key(check).length));
  const w1 = width((check) => `${check.group}  ${check.subject}`);
  const w2 = width((check) => check.metric);
  const w3 = width((check) => check.measured);
  for (const check of checks) {
    console.log(
      `${check.pass ? 'PASS' : 'FAIL'}  ${`${check.group}  ${check.subject}`.padEnd(w1)}  ${check.metric.padEnd(w2)}  ` +
        `${check.measured.padEnd(w3)}  budget ${check.budget}`,
    );
  }
  const failed = checks.filter((check) => !check.pass);
  console.log(
    `\n${checks.length - failed.length} of ${checks.length} budgets pass${failed.length ? `, ${failed.length} fail` : ''}.`,
  );
  return failed.length ? 1 : 0;
}

process.exit(main());
