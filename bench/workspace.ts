/**
 * The workspace row of `npm run bench` (docs/performance.md, The workspace): signed in as an editor
 * (bench/workspace-session.ts),
 *   1. the first-load JavaScript of the workspace pages (WORKSPACE_ROUTES, both languages), against
 *      budgets.firstLoadJsKB.workspace;
 *   2. the home page's load test before, during and after uploads of a 20 MB PDF of text pages
 *      (bench/pdf-samples.ts), one upload after the other as an editor would, through the upload route
 *      the item form uses, from a process of its own (bench/upload-process.ts). The ratio is requests/s during ÷ the mean of before and after: the two
 *      runs without uploads bracket the one with them, so a drift of the shared machine's load counts
 *      on both sides.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { budgets, WORKSPACE_ROUTES } from './budgets';
import { measureFirstLoadJs } from './first-load-js';
import { loadTest } from './load-test';
import { textPdf } from './pdf-samples';
import { allRoutes, log, ORIGIN, ORIGIN_LOAD, ROOT, fetchBytes } from './settings';
import type { WorkspaceResults } from './types';
import { workspaceSession, type WorkspaceSession } from './workspace-session';

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

/**
 * Uploads `pdf` again and again from a process of its own (bench/upload-process.ts) while `during`
 * runs, beginning once the first upload has started; returns what `during` returned and the uploads'.
 */
async function whileUploading<T>(session: WorkspaceSession, pdf: Buffer, during: () => Promise<T>) {
  const folder = mkdtempSync(path.join(tmpdir(), 'ir-bench-upload-'));
  const file = path.join(folder, 'annual-report.pdf');
  writeFileSync(file, pdf);
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['bench/upload-process.ts', ORIGIN, session.cookie(), file],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  try {
    const messages = (async function* () {
      for (;;)
        yield await new Promise<unknown>((resolve, reject) => {
          child.once('message', resolve);
          child.once('exit', (code) => reject(new Error(`the upload process ended (exit ${code})`)));
        });
    })();
    if ((await messages.next()).value !== 'started') throw new Error('the upload process did not start');
    const measured = await during();
    child.send('stop');
    const { statuses, seconds, pages } = (await messages.next()).value as {
      statuses: number[];
      seconds: number[];
      pages: number | null;
    };
    const completed = statuses.filter((status) => status >= 200 && status < 300).length;
    const uploads = {
      completed,
      failed: statuses.length - completed,
      meanSeconds: seconds.length
        ? Math.round((seconds.reduce((a, b) => a + b, 0) / seconds.length) * 100) / 100
        : null,
      statuses: [...new Set(statuses)],
    };
    return { measured, pages, uploads };
  } finally {
    child.kill();
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function measureWorkspace(): Promise<WorkspaceResults> {
  const session = await workspaceSession('editor');
  const id = await createDraft(session);
  // Each page as the role that may open it: the item pages an editor's, the audit log and the Web
  // Vitals an approver's (an editor gets their 403 page).
  const approver = await workspaceSession('approver');
  const reviewing = /^\/admin\/(audit|vitals)$/;
  // The user administration is an admin's.
  const administering = /^\/admin\/users$/;
  const admin = await workspaceSession('admin');
  const workspacePages = WORKSPACE_ROUTES.map((route) => route.replace('{id}', id));
  const editing = workspacePages.filter((route) => !reviewing.test(route) && !administering.test(route));
  const firstLoadJs = [
    ...(await measureFirstLoadJs(allRoutes(editing), ORIGIN, { cookie: session.cookie() })).routes,
    ...(
      await measureFirstLoadJs(allRoutes(workspacePages.filter((route) => reviewing.test(route))), ORIGIN, {
        cookie: approver.cookie(),
      })
    ).routes,
    ...(
      await measureFirstLoadJs(allRoutes(workspacePages.filter((route) => administering.test(route))), ORIGIN, {
        cookie: admin.cookie(),
      })
    ).routes,
  ];

  const pdf = await textPdf();
  if (pdf.length < budgets.workspace.uploadMB * 1024 * 1024 * 0.95)
    throw new Error(`the sample PDF is ${pdf.length} bytes, under ${budgets.workspace.uploadMB} MB`);
  const home = await fetchBytes(`${ORIGIN}/`);
  // Every request renders the home page at the bench server: the origin load (decision 047).
  const homeLoad = (label: string) =>
    loadTest(label, '/', 'page', home.body.length, { connections: ORIGIN_LOAD.connections });
  const before = await homeLoad('home page, no upload (before)');
  const {
    measured: during,
    pages,
    uploads,
  } = await whileUploading(session, pdf, () => homeLoad('home page, during uploads'));
  const after = await homeLoad('home page, no upload (after)');
  const reference = (before.requestsPerSec + after.requestsPerSec) / 2;
  const ratio = reference > 0 ? Math.round((during.requestsPerSec / reference) * 1000) / 1000 : null;
  log(
    `uploads during the load test: ${uploads.completed} completed, ${uploads.failed} failed (${uploads.statuses.join(', ')}), mean ${uploads.meanSeconds} s; ratio ${ratio}`,
  );
  return { firstLoadJs, upload: { pdf: { bytes: pdf.length, pages }, before, during, after, uploads, ratio } };
}
