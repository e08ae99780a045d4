/**
 * Pure parts of the `instances` bench row (bench/instances.ts measures): when it is skipped, the
 * two-to-one ratio, and its markdown.
 */
import { budgets } from './budgets';
import type { InstancesResults, LoadTarget } from './types';

/** Why the row cannot run here, or null when both parts are on the machine. */
export function instancesSkipReason(found: { redisServer: boolean; nginx: boolean }): string | null {
  const missing = [!found.redisServer && 'redis-server', !found.nginx && 'nginx'].filter(Boolean);
  if (!missing.length) return null;
  return `${missing.join(' and ')} not found on this machine (Debian packages redis-server and nginx; NGINX_BINARY, REDIS_SERVER name other paths)`;
}

/** requests/s through nginx over two instances ÷ requests/s of one, to 3 decimals; null without a measure of one. */
export function twoToOneRatio(oneRequestsPerSec: number, twoRequestsPerSec: number): number | null {
  if (!(oneRequestsPerSec > 0) || !Number.isFinite(twoRequestsPerSec)) return null;
  return Math.round((twoRequestsPerSec / oneRequestsPerSec) * 1000) / 1000;
}

/** The section body (without heading): a skip line, or the table with what it can and cannot show. */
export function renderInstances(instances: InstancesResults | null | undefined, cores: number): string {
  if (!instances) return 'Not measured (see errors).';
  if (instances.skipped) return `Skipped: ${instances.skipped}.`;
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = [
    'page',
    'setup',
    'requests/s',
    'p50 ms',
    'p99 ms',
    'errors (incl. timeouts) + non-2xx',
    'req/s two ÷ one',
  ];
  const cells = (target: LoadTarget) => [
    target.requestsPerSec.toFixed(1),
    String(target.p50Ms),
    String(target.p99Ms),
    String(target.failures) + (target.failures === 0 && target.responses2xx > 0 ? '' : ' ✗'),
  ];
  const rows = instances.pages.flatMap((page) => [
    line([`\`${page.path}\``, 'one instance, direct', ...cells(page.one), '–']),
    line([
      '',
      'nginx (no cache) → two instances (Redis)',
      ...cells(page.two),
      page.ratio === null ? '–' : page.ratio.toFixed(3),
    ]),
  ]);
  return (
    `The origin load (${budgets.originLoad.connections} connections, the load test's duration), the two setups back to back per page: ` +
    'the bench server (as `npm start`, no `REDIS_URL`) directly, ' +
    "then Debian's nginx with `deploy/nginx-ir-website.conf`, its shared cache off (every request reaches an instance; the cache is the results-day part's), over two instances of the same build sharing Redis and the SQLite file. " +
    `Budget: no errors. On ${cores} cores all three processes, nginx, Redis and autocannon share the same CPUs, so the ratio shows ` +
    'the overhead of the proxy hop and the shared state, not how the site scales: two instances on two machines would each have the cores one has here.\n\n' +
    [line(header), line(header.map(() => '---')), ...rows].join('\n')
  );
}
