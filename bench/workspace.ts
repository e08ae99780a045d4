/**
 * The workspace row of `npm run bench` (docs/performance.md, The workspace): signed in as an editor
 * (bench/workspace-session.ts),
 *   1. the first-load JavaScript of the workspace pages (WORKSPACE_ROUTES, both languages), against
 *      budgets.firstLoadJsKB.workspace;
 *   2. the home page's load test before, during and after uploads of a 20 MB PDF of text pages
 *      (bench/pdf-samples.ts), one upload after the other as an editor would, through the upload route
 *      the item form uses. The ratio is requests/s during ÷ the mean of before and after: the two
 *      runs without uploads bracket the one with them, so a drift of the shared machine's load counts
 *      on both sides.
 */
import { budgets, WORKSPACE_ROUTES } from './budgets';
import { measureFirstLoadJs } from './first-load-js';
import { loadTest } from './load-test';
import { textPdf } from './pdf-samples';
import { allRoutes, log, ORIGIN, fetchBytes } from './settings';
import type { WorkspaceResults } from './types';
import { workspaceSession, type WorkspaceSession } from './workspace-session';

/** The route the item form sends a chosen PDF to (lib/newsroom, docs/newsroom.md), and its file field. */
export const UPLOAD_ROUTE = '/api/workspace/uploads';
export const UPLOAD_FIELD = 'file';

async function createDraft(session: WorkspaceSession): Promise<string> {
  const reply = await session.post(
    '/api/workspace/items',
    JSON.stringify({ kind: 'pressRelease', content: { title: { th: 'ข่าวทดสอบของการวัดผล', en: 'A benchmark draft' } } }),
    { 'content-type': 'application/json' },
  );
  if (reply.status !== 201) throw new Error(`a draft for the item pages: HTTP ${reply.status}`);
  const { item } = (await reply.json()) as { item: { id: string } };
  return item.id;
}

function uploadBody(pdf: Buffer): { body: Blob; type: string } {
  const boundary = `----bench-upload-${Date.now().toString(36)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELD}"; filename="annual-report.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: new Blob([new Uint8Array(head), new Uint8Array(pdf), new Uint8Array(tail)]), type: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads `pdf` again and again until `stop` resolves; returns what happened. */
async function uploadLoop(session: WorkspaceSession, pdf: Buffer, stop: Promise<void>) {
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  const statuses: number[] = [];
  const seconds: number[] = [];
  let pages: number | null = null;
  while (!stopped) {
    const { body, type } = uploadBody(pdf);
    const started = performance.now();
    const reply = await session.post(UPLOAD_ROUTE, body, { 'content-type': type }).catch(() => null);
    const status = reply?.status ?? 0;
    if (reply?.ok) {
      const answer = (await reply.json().catch(() => null)) as { documents?: { pages?: number }[] } | null;
      pages = answer?.documents?.[0]?.pages ?? pages;
    }
    seconds.push((performance.now() - started) / 1000);
    statuses.push(status);
  }
  const completed = statuses.filter((status) => status >= 200 && status < 300).length;
  return {
    pages,
    uploads: {
      completed,
      failed: statuses.length - completed,
      meanSeconds: seconds.length ? Math.round((seconds.reduce((a, b) => a + b, 0) / seconds.length) * 100) / 100 : null,
      statuses: [...new Set(statuses)],
    },
  };
}

export async function measureWorkspace(): Promise<WorkspaceResults> {
  const session = await workspaceSession('editor');
  const id = await createDraft(session);
  const routes = allRoutes(WORKSPACE_ROUTES.map((route) => route.replace('{id}', id)));
  const firstLoadJs = (await measureFirstLoadJs(routes, ORIGIN, { cookie: session.cookie() })).routes;

  const pdf = await textPdf();
  if (pdf.length < budgets.workspace.uploadMB * 1024 * 1024 * 0.95) throw new Error(`the sample PDF is ${pdf.length} bytes, under ${budgets.workspace.uploadMB} MB`);
  const home = await fetchBytes(`${ORIGIN}/`);
  const before = await loadTest('home page, no upload (before)', '/', 'page', home.body.length);
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  const loop = uploadLoop(session, pdf, stopped);
  const during = await loadTest('home page, during uploads', '/', 'page', home.body.length);
  stop();
  const { pages, uploads } = await loop;
  const after = await loadTest('home page, no upload (after)', '/', 'page', home.body.length);
  const reference = (before.requestsPerSec + after.requestsPerSec) / 2;
  const ratio = reference > 0 ? Math.round((during.requestsPerSec / reference) * 1000) / 1000 : null;
  log(`uploads during the load test: ${uploads.completed} completed, ${uploads.failed} failed (${uploads.statuses.join(', ')}), mean ${uploads.meanSeconds} s; ratio ${ratio}`);
  return { firstLoadJs, upload: { pdf: { bytes: pdf.length, pages }, before, during, after, uploads, ratio } };
}
