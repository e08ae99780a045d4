// @ts-check
/**
 * The results-day part's count at the origin (docs/performance.md, Results day through the shared cache):
 * a stage of the bench's own instances only (bench/origin-count-server.mjs: the production server with
 * this stage first), which counts every request by its URL as it arrives, before any other stage may
 * answer it. `GET /__bench/origin` (answered here, not counted) returns the counts and the process's CPU
 * time (process.cpuUsage, µs), so the bench reads both before and after a run. The production pipeline
 * knows nothing of it.
 */

/** @typedef {import('../lib/server/pipeline/index.mjs').Stage} Stage */

export const ORIGIN_COUNT_PATH = '/__bench/origin';

/**
 * The counting stage and its counts.
 * @returns {{ stage: Stage, counts: Map<string, number> }}
 */
export function originCountStage() {
  /** @type {Map<string, number>} */
  const counts = new Map();
  /** @type {Stage} */
  const stage = {
    name: 'bench origin count',
    run(request, response) {
      const url = request.url ?? '';
      if (url === ORIGIN_COUNT_PATH && request.method === 'GET') {
        const body = JSON.stringify({ requests: Object.fromEntries(counts), cpu: process.cpuUsage() });
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(body);
        return true;
      }
      counts.set(url, (counts.get(url) ?? 0) + 1);
      return false;
    },
  };
  return { stage, counts };
}

/**
 * The server's stages with the counting stage first.
 * @param {Stage[]} stages
 * @returns {Stage[]}
 */
export function withOriginCount(stages) {
  return [originCountStage().stage, ...stages];
}
