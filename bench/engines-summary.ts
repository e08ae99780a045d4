/**
 * Pure parts of the `engines` bench part (bench/engines.ts measures): when it is skipped, the tally of
 * going live once, its budgets' checks and its markdown.
 */
import { parseCsvRecords } from '@/lib/prices/csv-records';
import { budgets, ENGINES_PAGES, INSTANCES_PAGES } from './budgets';
import type { Check } from './evaluate';
import type { EnginesResults, GoingLiveResults, LoadTarget } from './types';

/** Why the part cannot run here, or null when PostgreSQL, redis-server and nginx are all on the machine. */
export function enginesSkipReason(found: { postgres: boolean; redisServer: boolean; nginx: boolean }): string | null {
  const missing = [
    !found.postgres && 'PostgreSQL',
    !found.redisServer && 'redis-server',
    !found.nginx && 'nginx',
  ].filter(Boolean);
  if (!missing.length) return null;
  return `${missing.join(', ')} not found on this machine (Debian packages postgresql, redis-server and nginx; PG_BIN, REDIS_SERVER and NGINX_BINARY name other paths)`;
}

/** What the store holds of one scheduled item once the going-live job has run. */
export interface ItemRecord {
  id: string;
  state: string;
  /** Its `go-live` events (the item's history). */
  goLiveEvents: number;
  /** Its `go-live` entries in the audit log. */
  goLiveAudits: number;
}

/**
 * The `go-live` entries per item in the audit log's CSV export (GET /api/workspace/audit): rows whose
 * object is `newsroom:<id>` and whose detail's event is `go-live` (not `go-live-failed`).
 */
export function auditGoLives(csv: string): Map<string, number> {
  const [header, ...rows] = parseCsvRecords(csv);
  const column = (name: string) => {
    const at = header?.fields.indexOf(name) ?? -1;
    if (at < 0) throw new Error(`the audit export has no ${name} column`);
    return at;
  };
  const object = column('object');
  const detail = column('detail');
  const counts = new Map<string, number>();
  for (const row of rows) {
    const id = /^newsroom:(.+)$/.exec(row.fields[object] ?? '')?.[1];
    if (!id) continue;
    let event: unknown;
    try {
      event = (JSON.parse(row.fields[detail] || '{}') as { event?: unknown }).event;
    } catch {
      continue;
    }
    if (event === 'go-live') counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Doubles (more than one go-live event or audit entry) and misses (not live, or none of either) of `items`. */
export function tallyGoingLive(items: readonly ItemRecord[]): {
  live: number;
  doubles: string[];
  missed: string[];
} {
  return {
    live: items.filter((item) => item.state === 'live').length,
    doubles: items.filter((item) => item.goLiveEvents > 1 || item.goLiveAudits > 1).map((item) => item.id),
    missed: items
      .filter((item) => item.state !== 'live' || item.goLiveEvents === 0 || item.goLiveAudits === 0)
      .map((item) => item.id),
  };
}

const served = (target: LoadTarget | undefined) => !!target && target.failures === 0 && target.responses2xx > 0;

/**
 * The part's budgets (budgets.engines): every request of every setup served, PostgreSQL's p99 on the list
 * and search pages, the two-machine ratio on each page, and going live exactly once. `required`: the part
 * was asked for by name, so a skip or a missing row fails; in a full run a skip adds no check.
 */
export function enginesChecks(engines: EnginesResults | null | undefined, required: boolean): Check[] {
  if (!required && (!engines || engines.skipped)) return [];
  const eb = budgets.engines;
  const checks: Check[] = [];
  const push = (subject: string, metric: string, measured: string, budget: string, pass: boolean) =>
    checks.push({ group: 'engines', subject, metric, measured, budget, pass });
  const missing = engines?.skipped ? `skipped: ${engines.skipped}` : 'missing';
  /** Every request of each setup served: no error, timeout or non-2xx, and some 2xx. */
  const everyRequest = (path: string, setups: [string, LoadTarget | undefined][]) => {
    for (const [setup, target] of setups)
      push(
        `${path} (${setup})`,
        'errors (incl. timeouts) + non-2xx',
        target ? String(target.failures) : missing,
        '0',
        served(target),
      );
  };

  for (const { path: urlPath, kind } of ENGINES_PAGES) {
    const page = engines?.engines.find((entry) => entry.path === urlPath);
    // The Thai search word as a reader reads it, not percent-encoded.
    const path = decodeURI(urlPath);
    everyRequest(path, [
      ['sqlite', page?.sqlite],
      ['postgres', page?.postgres],
    ]);
    if (kind === 'workspace') continue;
    const limit = eb.maxPostgresP99Ratio[kind];
    push(
      path,
      'p99 ms PostgreSQL ÷ SQLite',
      typeof page?.p99Ratio === 'number' ? `${page.postgres.p99Ms} / ${page.sqlite.p99Ms} = ${page.p99Ratio}` : missing,
      `≤ ${limit}`,
      typeof page?.p99Ratio === 'number' && page.p99Ratio <= limit,
    );
  }

  for (const path of INSTANCES_PAGES) {
    const page = engines?.machines.find((entry) => entry.path === path);
    everyRequest(path, [
      ['nginx over one', page?.one],
      ['nginx over two', page?.two],
    ]);
    push(
      path,
      'requests/s two machines ÷ one',
      typeof page?.ratio === 'number'
        ? `${page.two.requestsPerSec} / ${page.one.requestsPerSec} = ${page.ratio}`
        : missing,
      `≥ ${eb.minTwoMachineRatio}`,
      typeof page?.ratio === 'number' && page.ratio >= eb.minTwoMachineRatio,
    );
  }

  const live: GoingLiveResults | null | undefined = engines?.goingLive;
  const subject = `${eb.goingLiveItems} items due at one minute, two instances`;
  push(
    subject,
    'items scheduled before the due minute',
    live ? `${live.items}${live.approvedBeforeDue ? '' : ' (some approved after it)'}` : missing,
    `${eb.goingLiveItems}, all before`,
    !!live && live.items === eb.goingLiveItems && live.approvedBeforeDue,
  );
  for (const [metric, count, limit] of [
    ['gone live twice (doubles)', live?.doubles, eb.maxDoubles],
    ['never gone live (missed)', live?.missed, eb.maxMissed],
  ] as const)
    push(
      subject,
      metric,
      count === undefined ? missing : String(count),
      `≤ ${limit}`,
      count !== undefined && count <= limit,
    );
  return checks;
}

const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
const table = (header: string[], rows: string[][]) =>
  [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
const cells = (target: LoadTarget) => [
  target.requestsPerSec.toFixed(1),
  String(target.p99Ms),
  String(target.failures) + (served(target) ? '' : ' ✗'),
];
const ratio = (value: number | null) => (value === null ? '–' : value.toFixed(3));

/** The section body (without heading): a skip line, or the three tables with what they can and cannot show. */
export function renderEngines(engines: EnginesResults | null | undefined, cores: number): string {
  if (!engines) return 'Not measured (see errors).';
  if (engines.skipped) return `Skipped: ${engines.skipped}.`;
  const eb = budgets.engines;
  const out: string[] = [];
  const { atStart, atEnd } = engines.loadavg;
  out.push(
    `Load average (1/5/15 min) ${atStart.map((value) => value.toFixed(2)).join(' / ')} when the part started, ` +
      `${atEnd.length ? atEnd.map((value) => value.toFixed(2)).join(' / ') : 'not recorded'} when it ended, on ${cores} cores.`,
  );
  out.push(
    `**Both engines.** The same build served twice at once, on a SQLite file and on ${engines.postgresVersion ?? 'PostgreSQL'} (a server the bench starts), ` +
      "each seeded by `npm run db:seed` (every request renders and reads the store: the server keeps no page), each URL on both back to back with the load test's " +
      `autocannon settings; the workspace pages signed in as an approver. Budget: no errors; p99 on PostgreSQL ≤ ${eb.maxPostgresP99Ratio.list} × SQLite's (lists) and ${eb.maxPostgresP99Ratio.search} × (search).\n\n` +
      table(
        [
          'URL',
          'SQLite req/s',
          'p99 ms',
          'errors',
          'PostgreSQL req/s',
          'p99 ms',
          'errors',
          'req/s PG ÷ SQLite',
          'p99 PG ÷ SQLite',
        ],
        engines.engines.map((page) => [
          `\`${decodeURI(page.path)}\``,
          ...cells(page.sqlite),
          ...cells(page.postgres),
          ratio(page.rpsRatio),
          ratio(page.p99Ratio),
        ]),
      ),
  );
  out.push(
    '**Two machines against one.** Two instances of the build, each with a folder of its own, on one PostgreSQL database, one Redis and one ' +
      "bucket (s3rver); Debian's nginx with `deploy/nginx-ir-website.conf`, its shared cache off (every request reaches an instance), over both, against the same nginx " +
      `over the first alone, each page back to back. Budget: no errors, two ÷ one ≥ ${eb.minTwoMachineRatio}. On ${cores} cores both instances, ` +
      'PostgreSQL, Redis, nginx and autocannon share the same CPUs: a floor of what two machines, each with cores of its own, would serve.\n\n' +
      table(
        ['page', 'one req/s', 'p99 ms', 'errors', 'two req/s', 'p99 ms', 'errors', 'req/s two ÷ one'],
        engines.machines.map((page) => [`\`${page.path}\``, ...cells(page.one), ...cells(page.two), ratio(page.ratio)]),
      ),
  );
  const live = engines.goingLive;
  out.push(
    live
      ? `**Going live exactly once.** ${live.items} press releases created and submitted on the first instance and approved on the second ` +
          `for ${live.publishAt} Bangkok time${live.approvedBeforeDue ? ' (every approval before it)' : ' (**some approved after it**)'}, both instances running the ` +
          `going-live job: ${live.live} live, the last ${live.secondsToAllLive === null ? 'never' : `${live.secondsToAllLive} s after the due minute`}; ` +
          `counted ${live.countedAfterSeconds} s later from each item's history and the audit log: **${live.doubles} gone live twice, ${live.missed} never** ` +
          `(budget ${eb.maxDoubles} and ${eb.maxMissed}).`
      : '**Going live exactly once.** Not measured (see errors).',
  );
  return out.join('\n\n');
}
