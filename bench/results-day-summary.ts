/**
 * Pure parts of the results-day part (bench/results-day.ts measures): the origin counts of a run, the
 * bound on origin requests with the cache, the CPU per 1,000 views, the budgets' checks and the markdown.
 */
import { budgets } from './budgets';
import type { Check } from './evaluate';
import type { ResultsDayDesign, ResultsDayResults } from './types';

/** What an instance's counting stage answers (bench/origin-count.mjs): requests per URL, CPU in µs. */
export interface OriginSnapshot {
  requests: Record<string, number>;
  cpu: { user: number; system: number };
}

/**
 * What the instances received between two snapshots of each (same order): per URL of `urls`, summed over
 * the instances, the rest as `other` (the counting stage's own reads are not counted), and their CPU ms.
 */
export function originDelta(
  before: readonly OriginSnapshot[],
  after: readonly OriginSnapshot[],
  urls: readonly string[],
): { perUrl: Record<string, number>; other: number; cpuMs: number } {
  if (before.length !== after.length) throw new Error('originDelta: one snapshot before and after per instance');
  const perUrl: Record<string, number> = Object.fromEntries(urls.map((url) => [url, 0]));
  let other = 0;
  let cpuMicros = 0;
  after.forEach((end, index) => {
    const start = before[index];
    for (const [url, count] of Object.entries(end.requests)) {
      const added = count - (start.requests[url] ?? 0);
      if (!added) continue;
      if (url in perUrl) perUrl[url] += added;
      else other += added;
    }
    cpuMicros += end.cpu.user - start.cpu.user + (end.cpu.system - start.cpu.system);
  });
  return { perUrl, other, cpuMs: Math.round(cpuMicros / 100) / 10 };
}

/**
 * The most origin requests one URL may cause with the cache during a run of `durationSeconds`: per
 * started window of `sharedSeconds` (s-maxage) a miss and a refresh (`perWindow`), and one more per purge
 * of that URL.
 */
export function originBound(
  durationSeconds: number,
  purges: number,
  { sharedSeconds, maxOriginPerUrlPerWindow } = budgets.resultsDay,
): number {
  return maxOriginPerUrlPerWindow * Math.max(1, Math.ceil(durationSeconds / sharedSeconds)) + purges;
}

/** CPU ms per 1,000 views, to 0.1 ms; null without views. */
export function cpuPer1000Views(cpuMs: number, views: number): number | null {
  if (!(views > 0)) return null;
  return Math.round((cpuMs / views) * 10_000) / 10;
}

/** Failed answers of a design: connection errors (timeouts included) and statuses neither 2xx nor 3xx. */
export function failuresOf(design: Pick<ResultsDayDesign, 'errors' | 'otherStatuses'>): number {
  return design.errors + design.otherStatuses;
}

/** Why the part cannot run here, or null when redis-server and nginx are both on the machine. */
export function resultsDaySkipReason(found: { redisServer: boolean; nginx: boolean }): string | null {
  const missing = [!found.redisServer && 'redis-server', !found.nginx && 'nginx'].filter(Boolean);
  if (!missing.length) return null;
  return `${missing.join(' and ')} not found on this machine (Debian packages redis-server, nginx and libnginx-mod-http-cache-purge; NGINX_BINARY, REDIS_SERVER name other paths)`;
}

/**
 * The part's budgets (budgets.resultsDay): a full-size run, no failed answer in either design, with the
 * cache each URL within its origin bound and a p99 no worse than without, and the publication seen
 * through nginx. `required`: asked for by name, so a skip or a missing design fails; in a full run a skip
 * adds no check.
 */
export function resultsDayChecks(given: ResultsDayResults | null | undefined, required: boolean): Check[] {
  if (!required && (!given || given.skipped)) return [];
  // A skipped part's figures, if any, are not judged: it was not measured.
  const results = given && !given.skipped ? given : null;
  const rb = budgets.resultsDay;
  const checks: Check[] = [];
  const push = (subject: string, metric: string, measured: string, budget: string, pass: boolean) =>
    checks.push({ group: 'results-day', subject, metric, measured, budget, pass });
  const missing = given?.skipped ? `skipped: ${given.skipped}` : 'missing';

  push(
    'run',
    'autocannon settings',
    results ? `${results.connections} connections × ${results.durationSeconds} s` : missing,
    `≥ ${rb.connections} connections × ≥ ${rb.durationSeconds} s`,
    !!results && results.connections >= rb.connections && results.durationSeconds >= rb.durationSeconds,
  );
  for (const [name, design] of [
    ['with the cache', results?.withCache],
    ['without the cache', results?.withoutCache],
  ] as const) {
    // Without the cache every request renders at two instances: at 200 connections their queue passes
    // autocannon's timeout, which is what the comparison shows. Its failures are reported, not budgeted.
    if (name === 'with the cache')
      push(
        `nginx ${name}`,
        'errors (incl. timeouts) + answers not 2xx/3xx',
        design ? String(failuresOf(design)) : missing,
        `≤ ${rb.maxErrors}`,
        !!design && failuresOf(design) <= rb.maxErrors && design.responses2xx > 0,
      );
    push(
      `nginx ${name}`,
      'the press release approved mid-run',
      design ? `HTTP ${design.publication.approveStatus ?? '–'}` : missing,
      'HTTP 200',
      design?.publication.approveStatus === 200,
    );
  }
  const cached = results?.withCache;
  const uncached = results?.withoutCache;
  for (const url of results?.urls.length ? results.urls : []) {
    const count = cached?.originRequests[url];
    const bound = originBound(results!.durationSeconds, cached?.purges[url] ?? 0);
    push(
      `${url} (with the cache)`,
      'origin requests during the run',
      count === undefined ? missing : String(count),
      `≤ ${bound}`,
      count !== undefined && count <= bound,
    );
  }
  if (!results?.urls.length)
    push('every URL (with the cache)', 'origin requests during the run', missing, 'measured', false);
  const ratio = cached && uncached && uncached.p99Ms > 0 ? cached.p99Ms / uncached.p99Ms : null;
  push(
    'nginx with the cache ÷ without',
    'p99 ms',
    ratio === null ? missing : `${cached!.p99Ms} / ${uncached!.p99Ms} = ${ratio.toFixed(3)}`,
    `≤ ${rb.maxP99Ratio}`,
    ratio !== null && ratio <= rb.maxP99Ratio,
  );
  push(
    'nginx with the cache',
    'the press release seen through nginx during the run',
    cached
      ? cached.publication.visibleAfterMs === null
        ? 'not seen'
        : `after ${cached.publication.visibleAfterMs} ms`
      : missing,
    'seen',
    cached?.publication.visibleAfterMs !== null && cached?.publication.visibleAfterMs !== undefined,
  );
  return checks;
}

const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
const table = (header: string[], rows: string[][]) =>
  [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, count) => total + count, 0);

/** The section body (without heading): a skip line, or the two designs side by side and the origin per URL. */
export function renderResultsDay(results: ResultsDayResults | null | undefined, cores: number): string {
  if (!results) return 'Not measured (see errors).';
  if (results.skipped) return `Skipped: ${results.skipped}.`;
  const rb = budgets.resultsDay;
  const designs = [results.withCache, results.withoutCache];
  const { atStart, atEnd } = results.loadavg;
  const out: string[] = [];
  out.push(
    `autocannon, ${results.connections} connections for ${results.durationSeconds} s, asking for the ${results.urls.length} URLs ` +
      "below in turn (and for gzip), at Debian's nginx over two instances of the build sharing Redis and one SQLite file: first with " +
      '`deploy/nginx-ir-website.conf` as shipped (its shared cache), then with the same config with `proxy_cache off`; each run warmed ' +
      'by one request per URL, and a press release approved on an instance in its middle (publishing purges nginx). Origin requests ' +
      "are counted at the instances (the bench's counting stage), their CPU time with `process.cpuUsage`. " +
      `Load average (1/5/15 min) ${atStart.map((value) => value.toFixed(2)).join(' / ')} at the start, ` +
      `${atEnd.length ? atEnd.map((value) => value.toFixed(2)).join(' / ') : 'not recorded'} at the end, on ${cores} cores. ` +
      `Budgets: with the cache, no errors (answers not 2xx/3xx included), each URL's origin requests ≤ ${rb.maxOriginPerUrlPerWindow} per ` +
      `started ${rb.sharedSeconds} s window (s-maxage) + its purges, and p99 ≤ ${rb.maxP99Ratio} × p99 without it.`,
  );
  out.push(
    table(
      [
        'nginx',
        'views',
        'requests/s',
        'p50 ms',
        'p99 ms',
        'errors + not 2xx/3xx',
        'origin requests (20 URLs)',
        'origin CPU ms',
        'origin CPU ms per 1,000 views',
        'purges',
        'press release seen after',
      ],
      designs.map((design, index) => {
        const name = index === 0 ? 'with the cache' : 'without the cache (`proxy_cache off`)';
        if (!design) return [name, ...Array<string>(10).fill('–')];
        return [
          name,
          String(design.views),
          design.requestsPerSec.toFixed(1),
          String(design.p50Ms),
          String(design.p99Ms),
          String(failuresOf(design)),
          String(sum(design.originRequests)),
          design.originCpuMs.toFixed(0),
          design.originCpuMsPer1000Views === null ? '–' : design.originCpuMsPer1000Views.toFixed(1),
          String(sum(design.purges)),
          design.publication.visibleAfterMs === null ? 'not seen' : `${design.publication.visibleAfterMs} ms`,
        ];
      }),
    ),
  );
  out.push(
    table(
      ['URL', 'origin requests with the cache', 'bound', 'without the cache'],
      results.urls.map((url) => {
        const count = results.withCache?.originRequests[url];
        const bound = originBound(results.durationSeconds, results.withCache?.purges[url] ?? 0);
        return [
          `\`${url}\``,
          count === undefined ? '–' : `${count}${count <= bound ? '' : ' ✗'}`,
          String(bound),
          String(results.withoutCache?.originRequests[url] ?? '–'),
        ];
      }),
    ),
  );
  return out.join('\n\n');
}
