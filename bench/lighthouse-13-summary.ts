/**
 * Pure parts of the Lighthouse 13 step (bench/lighthouse-13.ts measures): which Node runs it, the
 * budgets' checks and the markdown.
 */
import { budgets, LIGHTHOUSE_13_PAGES } from './budgets';
import type { Check } from './evaluate';
import type { Lighthouse13Results, LighthouseMetrics } from './types';

/** Lighthouse 13's `engines.node`. */
export const MINIMUM_NODE = '22.19.0';

/** Whether a Node version ('v22.23.5' or '22.23.5') is at least `minimum`. */
export function nodeAtLeast(version: string, minimum: string): boolean {
  const parts = (text: string) => text.replace(/^v/, '').split('.').map(Number);
  const [have, need] = [parts(version), parts(minimum)];
  for (let index = 0; index < 3; index += 1) {
    if ((have[index] ?? 0) !== (need[index] ?? 0)) return (have[index] ?? 0) > (need[index] ?? 0);
  }
  return true;
}

/** A Node binary and the version it reports. */
export interface NodeBinary {
  path: string;
  version: string;
}

/**
 * The Node to run Lighthouse 13 with: this process's when recent enough, else the installed package's
 * binary when there is one for this platform and it is recent enough; null when neither.
 */
export function chooseNode(current: NodeBinary, installed: NodeBinary | null): NodeBinary | null {
  if (nodeAtLeast(current.version, MINIMUM_NODE)) return current;
  if (installed && nodeAtLeast(installed.version, MINIMUM_NODE)) return installed;
  return null;
}

/** Each run's TBT above the reference run of the same number, or null where either is missing. */
export function tbtAboveReference(
  runs: readonly LighthouseMetrics[],
  references: readonly LighthouseMetrics[],
): (number | null)[] {
  return runs.map((run, index) => {
    const reference = references[index]?.tbtMs;
    return typeof run.tbtMs === 'number' && typeof reference === 'number' ? run.tbtMs - reference : null;
  });
}

/**
 * The budget of budgets.lighthouse13 on every run of every page of LIGHTHOUSE_13_PAGES, with as many runs
 * as the run's settings asked for. `required`: asked for by name (--only=lighthouse13), so a skip fails;
 * in a full run a skip (no Node 22 for this machine) adds no check.
 */
export function lighthouse13Checks(
  given: Lighthouse13Results | null | undefined,
  runsAskedFor: number,
  required: boolean,
): Check[] {
  if (!required && (!given || given.skipped)) return [];
  const checks: Check[] = [];
  const limit = budgets.lighthouse13.maxTbtAboveReferenceMs;
  const missing = given?.skipped ? `skipped: ${given.skipped}` : 'missing';
  for (const path of LIGHTHOUSE_13_PAGES) {
    const subject = `${path} (Lighthouse ${given?.version ?? '13'})`;
    const push = (metric: string, measured: string, budget: string, pass: boolean) =>
      checks.push({ group: 'lighthouse', subject, metric, measured, budget, pass });
    const page = given && !given.skipped ? given.pages.find((entry) => entry.path === path) : undefined;
    const runs = page?.allRuns ?? [];
    const references = page?.reference.allRuns ?? [];
    push(
      'runs, page and reference',
      page ? `${runs.length} and ${references.length}` : missing,
      `${runsAskedFor} each`,
      runs.length === runsAskedFor && references.length === runsAskedFor,
    );
    tbtAboveReference(runs, references).forEach((above, index) =>
      push(
        `TBT ms − reference run's, run ${index + 1}`,
        above === null ? 'missing' : `${runs[index].tbtMs} − ${references[index].tbtMs} = ${above}`,
        `≤ ${limit}`,
        above !== null && above <= limit,
      ),
    );
  }
  return checks;
}

/** The step's table: every run's TBT, page and reference, and its benchmarkIndex. */
export function renderLighthouse13(given: Lighthouse13Results | null | undefined): string {
  if (!given) return 'Not measured (see errors).';
  if (given.skipped) return `Skipped: ${given.skipped}.`;
  const limit = budgets.lighthouse13.maxTbtAboveReferenceMs;
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = [
    'page',
    'run',
    'TBT ms page / ref',
    `page − ref (≤ ${limit})`,
    'performance page / ref',
    'benchmarkIndex page / ref',
  ];
  const rows = given.pages.flatMap((page) => {
    const above = tbtAboveReference(page.allRuns, page.reference.allRuns);
    return page.allRuns.map((run, index) => {
      const reference = page.reference.allRuns[index];
      const value = above[index];
      return line([
        `\`${page.path}\``,
        String(index + 1),
        `${run.tbtMs ?? '–'} / ${reference?.tbtMs ?? '–'}`,
        `${value ?? '–'}${value !== null && value <= limit ? '' : ' ✗'}`,
        `${run.performance ?? '–'} / ${reference?.performance ?? '–'}`,
        `${run.benchmarkIndex ?? '–'} / ${reference?.benchmarkIndex ?? '–'}`,
      ]);
    });
  });
  return [
    `Lighthouse ${given.version} under Node ${given.node}, default mobile settings, each run of the page followed by a run of its no-JS reference. ` +
      `Its budget reads every run: the page's total blocking time at most ${limit} ms above the reference run's.`,
    '',
    line(header),
    line(header.map(() => '---')),
    ...rows,
  ].join('\n');
}
